import { fillPlaceholders } from "./placeholders.ts";
import type { SiteConfig } from "./site-config.ts";
import { programme } from "./site-figures.ts";

/** The badge categories of product.md#badge (Badge.badge_category). */
export type BadgeCategory =
  | "purpose_seeker"
  | "community_builder"
  | "mentor"
  | "creator"
  | "advocate"
  | "wellness_champion";

export interface BadgeCategoryInfo {
  readonly key: BadgeCategory;
  readonly name: string;
  readonly howToEarn: readonly string[];
}

/**
 * The catalogue's texts (product.md#the-badge-catalogue) by category id, in catalogue order, with `{weeks}`
 * and `{brand}` placeholders: the product description's '8-Week B Curriculum' names the brand by its initial,
 * and the brand comes from the site configuration. The web's English interface catalog writes them out word
 * for word (packages/web/test/catalogs.test.ts compares).
 */
export const badgeCategoryTexts = {
  purpose_seeker: {
    name: "Purpose Seeker",
    howToEarn: [
      "Completed Purpose Discovery Assessment",
      "Shared Your Fire Statement",
      "First Application Submitted",
      "Completed {weeks}-Week {brand} Curriculum",
    ],
  },
  community_builder: {
    name: "Community Builder",
    howToEarn: [
      "Joined a Small Group",
      "Led a Group Discussion",
      "Invited 3+ People to Community",
      "Organized Community Event",
    ],
  },
  mentor: {
    name: "Mentor",
    howToEarn: [
      "Mentored Another Student",
      "10+ Meaningful Conversations",
      "Supported Someone in Crisis",
      "Became Official Mentor",
    ],
  },
  creator: {
    name: "Creator",
    howToEarn: [
      "Created First Project",
      "Published Resource/Content",
      "Project Helped 100+ People",
      "Earned Income from Creation",
    ],
  },
  advocate: {
    name: "Advocate",
    howToEarn: [
      "Advocated for a Cause",
      "Created Policy Recommendation",
      "Secured Funding for Project",
      "Influenced Systemic Change",
    ],
  },
  wellness_champion: {
    name: "Wellness Champion",
    howToEarn: [
      "30 Days of Consistent Practice",
      "Completed Wellness Assessment",
      "Shared Mental Health Story",
      "Helped Others with Wellness",
    ],
  },
} as const satisfies Record<BadgeCategory, { name: string; howToEarn: readonly string[] }>;

/** The catalogue's categories in order (product.md#the-badge-catalogue). */
export const badgeCategoryKeys = Object.keys(badgeCategoryTexts) as readonly BadgeCategory[];

/** The values the catalogue's placeholders take under a site configuration. */
export const badgeCatalogueValues = (config: Pick<SiteConfig, "brand">) =>
  ({ weeks: programme.weeks, brand: config.brand }) as const;

/** The badge catalogue (product.md#the-badge-catalogue) with the site's brand filled in. */
export function badgeCatalogue(config: Pick<SiteConfig, "brand">): readonly BadgeCategoryInfo[] {
  const values = badgeCatalogueValues(config);
  return badgeCategoryKeys.map((key) => ({
    key,
    name: badgeCategoryTexts[key].name,
    howToEarn: badgeCategoryTexts[key].howToEarn.map((text) => fillPlaceholders(text, values)),
  }));
}
