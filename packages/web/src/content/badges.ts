import { badgeCatalogue, pathOf, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { PageIntroCopy } from "./types.ts";

const { productName } = siteConfig;

export const badgesIntro: PageIntroCopy = {
  meta: {
    title: pageTitle("Badges"),
    description: `Look up the badges you have earned with ${productName}, see recent achievements across the community and learn how to earn the next one.`,
  },
  eyebrow: "Celebrate the journey",
  title: "Badges",
  tagline: "Small steps deserve to be celebrated.",
  intro: [
    `Purpose is built one faithful step at a time, and at ${productName} we like to notice those steps. Badges mark the moments that matter: applying for the first time, sharing your fire, showing up for your group, helping someone else find their way.`,
    "Search with the e-mail address you used with us to see your own badges, browse what the community has achieved recently and cheer on the people who keep showing up for others. Only first names and e-mail handles are shown; your full address stays private.",
    "Badges are not a scoreboard. They are reminders that growth is happening, even on the days it does not feel like it.",
  ],
  actions: [
    { label: "Apply Now & Earn First Badge", to: pathOf("GetStarted", siteConfig) },
    { label: "Read Success Stories", to: pathOf("SuccessStories", siteConfig), variant: "outline" },
  ],
};

/** The six badge categories (SPEC 3.5); earner counts come with the live badge list. */
export const badgeCategories = {
  heading: "Badge categories",
  intro: "Six ways to grow, and how to earn each one.",
  howToEarn: "How to Earn",
  items: badgeCatalogue(siteConfig),
} as const;
