import { PageIntro } from "../components/page-intro.tsx";
import { badgesIntro } from "../content/badges.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/badges";

export const meta: Route.MetaFunction = () => metaOf(badgesIntro.meta);

export default function BadgesPage() {
  return <PageIntro copy={badgesIntro} />;
}
