import { PageIntro } from "../components/page-intro.tsx";
import { successStoriesIntro } from "../content/success-stories.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/success-stories";

export const meta: Route.MetaFunction = () => metaOf(successStoriesIntro.meta);

export default function SuccessStoriesPage() {
  return <PageIntro copy={successStoriesIntro} />;
}
