import type { SiteConfig } from "./site-config.ts";
import { programme } from "./site-figures.ts";

/** The badge categories of SPEC 3.2 (Badge.badge_category). */
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
 * The badge catalogue (SPEC 3.5). SPEC's '8-Week B Curriculum' names the brand by its initial; the
 * brand comes from the site configuration here.
 */
export function badgeCatalogue(config: Pick<SiteConfig, "brand">): readonly BadgeCategoryInfo[] {
  return [
    {
      key: "purpose_seeker",
      name: "Purpose Seeker",
      howToEarn: [
        "Completed Purpose Discovery Assessment",
        "Shared Your Fire Statement",
        "First Application Submitted",
        `Completed ${programme.weeks}-Week ${config.brand} Curriculum`,
      ],
    },
    {
      key: "community_builder",
      name: "Community Builder",
      howToEarn: [
        "Joined a Small Group",
        "Led a Group Discussion",
        "Invited 3+ People to Community",
        "Organized Community Event",
      ],
    },
    {
      key: "mentor",
      name: "Mentor",
      howToEarn: [
        "Mentored Another Student",
        "10+ Meaningful Conversations",
        "Supported Someone in Crisis",
        "Became Official Mentor",
      ],
    },
    {
      key: "creator",
      name: "Creator",
      howToEarn: [
        "Created First Project",
        "Published Resource/Content",
        "Project Helped 100+ People",
        "Earned Income from Creation",
      ],
    },
    {
      key: "advocate",
      name: "Advocate",
      howToEarn: [
        "Advocated for a Cause",
        "Created Policy Recommendation",
        "Secured Funding for Project",
        "Influenced Systemic Change",
      ],
    },
    {
      key: "wellness_champion",
      name: "Wellness Champion",
      howToEarn: [
        "30 Days of Consistent Practice",
        "Completed Wellness Assessment",
        "Shared Mental Health Story",
        "Helped Others with Wellness",
      ],
    },
  ];
}
