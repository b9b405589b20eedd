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

/** The six badge categories (SPEC 3.5); earner counts come with the live board. */
export const badgeCategories = {
  heading: "Badge categories",
  intro: "Six ways to grow, and how to earn each one.",
  howToEarn: "How to Earn",
  items: badgeCatalogue(siteConfig),
} as const;

/** The e-mail search (SPEC 2.11, 4.5). */
export const badgeSearchCopy = {
  heading: "Find your badges",
  intro: "Type the e-mail address you used with us, or part of it.",
  label: "Your e-mail address",
  button: "Search",
  searching: "Searching...",
  results: (count: number) => `Your Badges (${count})`,
  more: "Showing the 50 most recent matches. Type more of your address to narrow them down.",
  none: "No badges found for that address yet. Apply or share your fire to earn your first one.",
  failed: "The search did not work just now. Please try again in a minute.",
} as const;

export const badgeBoardCopy = {
  earners: (count: number) => (count === 1 ? "1 person has earned this" : `${count} people have earned this`),
  recentHeading: "Recent Achievements",
  recentIntro: "The twelve newest badges across the community.",
  recentEmpty: "No badges have been earned yet. Yours could be the first.",
  topHeading: "Top Contributors",
  topIntro: "The people who have earned the most badges. Only the first part of each address is shown.",
  topEmpty: "Nobody has earned a badge yet.",
  badgeCount: (count: number) => (count === 1 ? "1 badge" : `${count} badges`),
  rank: (rank: number) => `Rank ${rank}`,
  medals: ["gold", "silver", "bronze"] as const,
  loading: "Loading the latest badges...",
  failed: "The live badge figures are unavailable right now. Please try again later.",
} as const;

/** 'How to Earn Badges' (SPEC 2.11). */
export const badgeExplainer = {
  heading: "How to Earn Badges",
  intro: "Every badge marks a real step on your journey. Here is how they come to you.",
  steps: [
    {
      title: "Take the first step",
      body: "Apply on the Get Started page and the First Step Champion badge is yours straight away.",
    },
    {
      title: "Share your fire",
      body: "Tell us the cause you are committed to on Share Your Fire and earn the Fire Starter badge.",
    },
    {
      title: "Grow with your group",
      body: "Join a small group, lead a discussion, mentor someone: the categories above list every way to earn.",
    },
    {
      title: "Look yourself up",
      body: "Search with your e-mail address at any time to see every badge you hold.",
    },
  ],
} as const;
