import { badgeCategoryKeys } from "@ember/domain";
import { CheckList } from "../../components/check-list.tsx";
import { Section } from "../../components/section.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { pluralMessage } from "../../i18n/plural.ts";
import { BadgeIcon } from "./badge-icon.tsx";
import { howToEarn } from "./badge-text.ts";

/**
 * The six categories of product.md#the-badge-catalogue with how to earn each; the earner counts join them
 * once the board has loaded (the cards themselves are prerendered).
 */
export function BadgeCategories({ earners }: { earners: Readonly<Record<string, number>> | undefined }) {
  const { language, messages } = useLanguage();
  const m = messages.badges;
  const copy = m.categories;
  return (
    <Section fromCatalog id="categories" heading={copy.heading} intro={copy.intro}>
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {badgeCategoryKeys.map((key) => (
          <li key={key}>
            <Card className="h-full" data-badge-category={key}>
              <BadgeIcon category={key} size="lg" />
              <h3 className="font-serif text-xl font-semibold">{copy.items[key].name}</h3>
              {earners ? (
                <p data-testid="earners" className="font-semibold text-primary">
                  {pluralMessage(language, m.board.earners, earners[key] ?? 0)}
                </p>
              ) : null}
              <h4 className="text-sm font-bold text-accent-foreground">{copy.howToEarn}</h4>
              <CheckList items={howToEarn(m, key)} className="space-y-1" fromCatalog />
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
