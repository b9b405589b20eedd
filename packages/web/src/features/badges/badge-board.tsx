import { useMessages } from "../../i18n/language-provider.tsx";
import { BadgeCategories } from "./badge-categories.tsx";
import { RecentAchievements } from "./recent-achievements.tsx";
import { TopContributors } from "./top-contributors.tsx";
import { useBadgeBoard } from "./use-badge-board.ts";

/** The live part of the Badges page: category counts, recent achievements, top contributors. */
export function BadgeBoardSections() {
  const board = useBadgeBoard();
  const copy = useMessages().badges.board;
  return (
    <>
      <BadgeCategories earners={board.data?.categories} />
      <div aria-live="polite" className="mx-auto max-w-6xl px-4 empty:hidden sm:px-6">
        {board.isPending ? <p className="py-4 text-muted-foreground">{copy.loading}</p> : null}
        {board.isError ? <p className="py-4 font-semibold text-destructive">{copy.failed}</p> : null}
      </div>
      {board.data ? (
        <>
          <RecentAchievements recent={board.data.recent} />
          <TopContributors top={board.data.top} />
        </>
      ) : null}
    </>
  );
}
