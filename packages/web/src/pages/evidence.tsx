import { PageIntro } from "../components/page-intro.tsx";
import { evidenceIntro } from "../content/evidence.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/evidence";

export const meta: Route.MetaFunction = () => metaOf(evidenceIntro.meta);

export default function EvidencePage() {
  return <PageIntro copy={evidenceIntro} />;
}
