import { PageIntro } from "../components/page-intro.tsx";
import { resourcesIntro } from "../content/resources.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/resources";

export const meta: Route.MetaFunction = () => metaOf(resourcesIntro.meta);

export default function ResourcesPage() {
  return <PageIntro copy={resourcesIntro} />;
}
