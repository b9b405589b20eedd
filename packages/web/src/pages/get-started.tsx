import { PageIntro } from "../components/page-intro.tsx";
import { getStartedIntro } from "../content/get-started.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/get-started";

export const meta: Route.MetaFunction = () => metaOf(getStartedIntro.meta);

export default function GetStartedPage() {
  return <PageIntro copy={getStartedIntro} />;
}
