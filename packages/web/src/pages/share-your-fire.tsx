import { PageIntro } from "../components/page-intro.tsx";
import { shareYourFireIntro } from "../content/share-your-fire.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/share-your-fire";

export const meta: Route.MetaFunction = () => metaOf(shareYourFireIntro.meta);

export default function ShareYourFirePage() {
  return <PageIntro copy={shareYourFireIntro} />;
}
