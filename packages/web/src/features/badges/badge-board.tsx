import { useMessages } from "../../i18n/language-provider.tsx";
import { BadgeCategories } from "./badge-categories.tsx";
import { RecentAchievements } from "./recent-achievements.tsx";
import { TopContributors } from "./top-contributors.tsx";
import { useBadgeBoard } from "./use-badge-board.ts";

/**
 * The live part of the Badges page: category counts, recent achievements, top contributors. Every
 * section, with its heading and introduction, is in the prerendered page; only its figures wait for the
 * board, and say so while they do.
 */
export function BadgeBoardSections() {
  const board = useBadgeBoard();
  const copy = useMessages().badges.board;
  const pending = board.data ? undefined : board.isError ? copy.failed : copy.loading;
  return (
    <>
      <BadgeCategories earners={board.data?.categories} />
      <RecentAchievements recent={board.data?.recent} pending={pending} failed={board.isError} />
      <TopContributors top={board.data?.top} pending={pending} failed={board.isError} />
    </>
  );
}
