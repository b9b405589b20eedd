import type { BadgeBoard } from "../../api/badge-functions.ts";
import { Section } from "../../components/section.tsx";
import { formatMessage } from "../../i18n/format-message.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { formatCount } from "../../i18n/number-format.ts";
import { pluralMessage } from "../../i18n/plural.ts";
import { cn } from "../../lib/cn.ts";
import { BoardPending } from "./board-pending.tsx";

// Dark text on light metal tones keeps the contrast that axe checks.
const medalClass = [
  "bg-amber-300 text-amber-950",
  "bg-slate-300 text-slate-950",
  "bg-orange-300 text-orange-950",
] as const;
const medalIds = ["gold", "silver", "bronze"] as const;

/**
 * 'Top Contributors': the 10 with most badges, 1 to 3 as gold, silver and bronze. The board carries no
 * names, so each is called by their rank; initials would need a consent nobody has been asked for.
 */
export function TopContributors({
  top,
  pending,
  failed,
}: {
  top: BadgeBoard["top"] | undefined;
  /** What to say while the board has not arrived (loading, or failed). */
  pending: string | undefined;
  failed: boolean;
}) {
  const { language, messages } = useLanguage();
  const copy = messages.badges.board.top;
  return (
    <Section fromCatalog id="top" heading={copy.heading} intro={copy.intro}>
      {top === undefined ? (
        <BoardPending message={pending} failed={failed} />
      ) : top.length === 0 ? (
        <p className="mt-6">{copy.empty}</p>
      ) : (
        <ol className="mt-8 grid max-w-2xl gap-2">
          {top.map((person) => {
            const medal = copy.medals[person.rank - 1];
            const rank = formatCount(language, person.rank);
            return (
              <li
                key={person.rank}
                data-medal={medalIds[person.rank - 1] ?? "none"}
                className="flex items-center gap-3 rounded-xl border border-border bg-card px-4 py-3"
              >
                <span
                  className={cn(
                    "flex size-9 shrink-0 items-center justify-center rounded-full font-bold",
                    medalClass[person.rank - 1] ?? "bg-muted text-foreground",
                  )}
                >
                  <span className="sr-only">{formatMessage(copy.rank, { rank })}</span>
                  <span aria-hidden="true">{rank}</span>
                </span>
                <span className="min-w-0 flex-1 font-semibold wrap-anywhere">
                  {formatMessage(copy.name, { rank })}
                  {medal ? <span className="sr-only"> ({medal})</span> : null}
                </span>
                <span className="shrink-0 text-muted-foreground">
                  {pluralMessage(language, copy.badgeCount, person.badges)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
