import { badgeCategoryLabel } from "../../lib/badge-category-label.ts";
import { BadgeIcon } from "./badge-icon.tsx";
import { LocalDate } from "./local-date.tsx";

/** One earned badge: its icon, name, category, description, who (as the server shows them) and when. */
export function BadgeCard({
  badge,
  who,
}: {
  badge: { badge_name: string; badge_category: string; description: string; created_date: string };
  who: string;
}) {
  return (
    <article
      data-badge-category={badge.badge_category}
      className="flex h-full gap-3 rounded-[var(--radius-card)] border border-border bg-card p-4 shadow-sm"
    >
      <BadgeIcon category={badge.badge_category} />
      <div className="min-w-0 flex-1">
        <h4 className="font-serif text-lg font-semibold leading-snug">{badge.badge_name}</h4>
        <p className="text-sm font-semibold text-accent-foreground">
          {badgeCategoryLabel(badge.badge_category)}
        </p>
        {badge.description ? <p className="mt-1 text-sm text-muted-foreground">{badge.description}</p> : null}
        <p className="mt-2 text-sm wrap-anywhere">
          <span className="font-semibold">{who}</span> · <LocalDate iso={badge.created_date} />
        </p>
      </div>
    </article>
  );
}
