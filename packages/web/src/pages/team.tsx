import { PageIntro } from "../components/page-intro.tsx";
import { teamIntro } from "../content/team.ts";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = () => metaOf(teamIntro.meta);

export default function TeamPage() {
  return <PageIntro copy={teamIntro} />;
}
