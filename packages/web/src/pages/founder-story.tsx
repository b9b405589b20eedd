import { PageIntro } from "../components/page-intro.tsx";
import { founderStoryIntro } from "../content/founder-story.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/founder-story";

export const meta: Route.MetaFunction = () => metaOf(founderStoryIntro.meta);

export default function FounderStoryPage() {
  return <PageIntro copy={founderStoryIntro} />;
}
