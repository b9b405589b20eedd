import { type BadgeCategory, badgeCatalogueValues, badgeCategoryTexts, siteConfig } from "@ember/domain";
import { formatMessage } from "../../i18n/format-message.ts";
import type { Catalog } from "../../i18n/load-catalog.ts";

type BadgesCatalog = Catalog["badges"];

/** The stored (English) names of the badges the forms award, to their keys in the catalog's `awards`. */
const awardKeys: Readonly<Record<string, keyof BadgesCatalog["awards"]>> = {
  "First Step Champion": "firstStepChampion",
  "Fire Starter": "fireStarter",
};

const isCategory = (category: string): category is BadgeCategory =>
  Object.hasOwn(badgeCategoryTexts, category);

/** A category's display name; an id the catalogue does not know is shown as stored. */
export function categoryName(m: BadgesCatalog, category: string): string {
  return isCategory(category) ? m.categories.items[category].name : category;
}

/** 'Purpose Seeker Badge' in the current language (product.md#the-planning-form, #the-badges-page). */
export function categoryLabel(m: BadgesCatalog, category: string): string {
  return formatMessage(m.categories.badgeLabel, { category: categoryName(m, category) });
}

/** A category's ways to earn, with the site's programme length and brand filled in. */
export function howToEarn(m: BadgesCatalog, category: BadgeCategory): readonly string[] {
  const values = badgeCatalogueValues(siteConfig);
  return m.categories.items[category].howToEarn.map((text) => formatMessage(text, values));
}

/**
 * An earned badge's name and description for display: the catalog's text for a badge the forms award
 * (the record keeps the English name), the record's own text otherwise (`known` false).
 */
export function badgeText(
  m: BadgesCatalog,
  badge: { readonly badge_name: string; readonly description: string },
): { name: string; description: string; known: boolean } {
  const key = Object.hasOwn(awardKeys, badge.badge_name) ? awardKeys[badge.badge_name] : undefined;
  if (!key) return { name: badge.badge_name, description: badge.description, known: false };
  const award = m.awards[key];
  return {
    name: award.name,
    description: formatMessage(award.description, { brand: siteConfig.brand }),
    known: true,
  };
}
