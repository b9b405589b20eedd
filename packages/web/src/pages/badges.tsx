import { PageIntro } from "../components/page-intro.tsx";
import { ActionRow } from "../components/section.tsx";
import { badgesIntro } from "../content/badges.ts";
import { BadgeBoardSections } from "../features/badges/badge-board.tsx";
import { BadgeExplainer } from "../features/badges/badge-explainer.tsx";
import { BadgeSearch } from "../features/badges/badge-search.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/badges";

export const meta: Route.MetaFunction = () => metaOf(badgesIntro.meta, "Badges");

export default function BadgesPage() {
  return (
    <>
      <PageIntro copy={badgesIntro} />
      <BadgeSearch />
      <BadgeBoardSections />
      <BadgeExplainer />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ActionRow actions={badgesIntro.actions ?? []} />
      </div>
    </>
  );
}
