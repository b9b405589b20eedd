import type { SiteConfig } from "@ember/domain";

/** The badges the two forms award, named and described exactly as product.md#the-products-data-calls does. */
export const firstStepChampion = (site: SiteConfig) =>
  ({
    badge_name: "First Step Champion",
    badge_category: "purpose_seeker",
    description: `Took the first step by applying to ${site.brand} University`,
  }) as const;

export const fireStarter = {
  badge_name: "Fire Starter",
  badge_category: "purpose_seeker",
  description: "Shared their fire and committed to making positive change",
} as const;
