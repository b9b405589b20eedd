import { PageIntro } from "../components/page-intro.tsx";
import { safeSpaceIntro } from "../content/safe-space.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/safe-space";

export const meta: Route.MetaFunction = () => metaOf(safeSpaceIntro.meta);

export default function SafeSpacePage() {
  return <PageIntro copy={safeSpaceIntro} />;
}
