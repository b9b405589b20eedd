import type { BoardBadge } from "../../api/badge-functions.ts";
import { Section } from "../../components/section.tsx";
import { useMessages } from "../../i18n/language-provider.tsx";
import { BadgeCard } from "./badge-card.tsx";
import { BoardPending } from "./board-pending.tsx";

/** 'Recent Achievements': the 12 newest badges, each holder shown only as a participant. */
export function RecentAchievements({
  recent,
  pending,
  failed,
}: {
  recent: readonly BoardBadge[] | undefined;
  /** What to say while the board has not arrived (loading, or failed). */
  pending: string | undefined;
  failed: boolean;
}) {
  const board = useMessages().badges.board;
  const copy = board.recent;
  return (
    <Section fromCatalog id="recent" heading={copy.heading} intro={copy.intro} tone="muted">
      {recent === undefined ? (
        <BoardPending message={pending} failed={failed} />
      ) : recent.length === 0 ? (
        <p className="mt-6">{copy.empty}</p>
      ) : (
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {recent.map((badge) => (
            <li key={badge.id} data-badge-id={badge.id}>
              <BadgeCard badge={badge} who={board.holder} />
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
