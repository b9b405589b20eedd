import { badgeCatalogue, siteConfig } from "@ember/domain";

/**
 * 'purpose_seeker' -> 'Purpose Seeker Badge' (product.md#the-planning-form), from the badge catalogue's
 * names.
 */
export function badgeCategoryLabel(category: string): string {
  const info = badgeCatalogue(siteConfig).find((c) => c.key === category);
  return `${info?.name ?? category} Badge`;
}
