import type { BoardBadge } from "../../api/badge-functions.ts";
import { Section } from "../../components/section.tsx";
import { badgeBoardCopy as copy } from "../../content/badges.ts";
import { BadgeCard } from "./badge-card.tsx";

/** 'Recent Achievements': the 12 newest badges, holders by the local part of their address. */
export function RecentAchievements({ recent }: { recent: readonly BoardBadge[] }) {
  return (
    <Section id="recent" heading={copy.recentHeading} intro={copy.recentIntro} tone="muted">
      {recent.length === 0 ? (
        <p className="mt-6">{copy.recentEmpty}</p>
      ) : (
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {recent.map((badge) => (
            <li key={badge.id}>
              <BadgeCard badge={badge} who={badge.holder} />
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
