import { PageIntro } from "../components/page-intro.tsx";
import { timelineIntro } from "../content/timeline.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/timeline";

export const meta: Route.MetaFunction = () => metaOf(timelineIntro.meta);

export default function TimelinePage() {
  return <PageIntro copy={timelineIntro} />;
}
