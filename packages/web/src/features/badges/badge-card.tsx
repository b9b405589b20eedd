import { useLanguage } from "../../i18n/language-provider.tsx";
import { Tx } from "../../i18n/tx.tsx";
import { BadgeIcon } from "./badge-icon.tsx";
import { badgeText, categoryLabel } from "./badge-text.ts";
import { LocalDate } from "./local-date.tsx";

/** One earned badge: its icon, name, category, description, who (a neutral label, never a name) and when. */
export function BadgeCard({
  badge,
  who,
}: {
  badge: { badge_name: string; badge_category: string; description: string; created_date: string };
  who: string;
}) {
  const m = useLanguage().messages.badges;
  const text = badgeText(m, badge);
  return (
    <article
      data-earned-badge={badge.badge_category}
      className="flex h-full gap-3 rounded-[var(--radius-card)] border border-border bg-card p-4 shadow-sm"
    >
      <BadgeIcon category={badge.badge_category} />
      <div className="min-w-0 flex-1">
        <h4 className="font-serif text-lg font-semibold leading-snug">{text.name}</h4>
        <p className="text-sm font-semibold text-accent-foreground">
          {categoryLabel(m, badge.badge_category)}
        </p>
        {text.description ? (
          <p className="mt-1 text-sm text-muted-foreground">
            {text.known ? text.description : <Tx>{text.description}</Tx>}
          </p>
        ) : null}
        <p className="mt-2 text-sm wrap-anywhere">
          <span className="font-semibold">{who}</span> · <LocalDate iso={badge.created_date} />
        </p>
      </div>
    </article>
  );
}
