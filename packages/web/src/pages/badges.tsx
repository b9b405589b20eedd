import { PageIntro } from "../components/page-intro.tsx";
import { ActionRow } from "../components/section.tsx";
import { badgesPage } from "../content/badges.ts";
import type { PageIntroCopy } from "../content/types.ts";
import { BadgeBoardSections } from "../features/badges/badge-board.tsx";
import { BadgeExplainer } from "../features/badges/badge-explainer.tsx";
import { BadgeSearch } from "../features/badges/badge-search.tsx";
import { useMessages } from "../i18n/language-provider.tsx";
import { metaOf } from "../lib/meta.ts";
import type { Route } from "./+types/badges";

export const meta: Route.MetaFunction = ({ location }) => metaOf(badgesPage.meta, location, "Badges");

export default function BadgesPage() {
  const copy = useMessages().badges.page;
  const intro: PageIntroCopy = {
    meta: badgesPage.meta,
    eyebrow: copy.eyebrow,
    title: copy.title,
    tagline: copy.tagline,
    intro: badgesPage.intro,
    actions: [
      { label: copy.applyAction, to: badgesPage.links.apply.to },
      { label: copy.storiesAction, to: badgesPage.links.stories.to, variant: "outline" },
    ],
  };
  return (
    <>
      <PageIntro copy={intro} catalogHeading />
      <BadgeSearch />
      <BadgeBoardSections />
      <BadgeExplainer />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <ActionRow actions={intro.actions ?? []} fromCatalog />
      </div>
    </>
  );
}
