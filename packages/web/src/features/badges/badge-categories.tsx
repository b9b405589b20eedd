import { CheckList } from "../../components/check-list.tsx";
import { Section } from "../../components/section.tsx";
import { Card } from "../../components/ui/card.tsx";
import { badgeBoardCopy, badgeCategories } from "../../content/badges.ts";
import { BadgeIcon } from "./badge-icon.tsx";

/**
 * The six categories of SPEC 3.5 with how to earn each; the earner counts join them once the board has
 * loaded (the cards themselves are prerendered).
 */
export function BadgeCategories({ earners }: { earners: Readonly<Record<string, number>> | undefined }) {
  return (
    <Section id="categories" heading={badgeCategories.heading} intro={badgeCategories.intro}>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {badgeCategories.items.map((category) => (
          <li key={category.key}>
            <Card className="h-full" data-badge-category={category.key}>
              <BadgeIcon category={category.key} size="lg" />
              <h3 className="font-serif text-xl font-semibold">{category.name}</h3>
              {earners ? (
                <p data-testid="earners" className="font-semibold text-primary">
                  {badgeBoardCopy.earners(earners[category.key] ?? 0)}
                </p>
              ) : null}
              <h4 className="text-sm font-bold text-accent-foreground">{badgeCategories.howToEarn}</h4>
              <CheckList items={category.howToEarn} className="space-y-1" />
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
