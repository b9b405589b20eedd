import { programme, siteConfig } from "@ember/domain";
import type { CardCopy, PageIntroCopy } from "./types.ts";

const { founderName, productName } = siteConfig;

export const getStartedIntro: PageIntroCopy = {
  meta: {
    title: "Get Started",
    description: `Apply to ${productName}: choose one-on-one mentorship or a small group of ${programme.groupSize} peers, earn your First Step Champion badge and book a free session with ${founderName}.`,
  },
  eyebrow: "Apply Now",
  title: "Get Started",
  tagline: "Your first step is a conversation.",
  intro: [
    `Applying to ${productName} takes a few minutes and asks for nothing you cannot answer honestly today. Tell us a little about where you are, what you care about and what you hope could change, and we will take it from there, usually within 24 hours.`,
    `You can walk the path one-on-one with a mentor, or join a small group of ${programme.groupSize} peers who meet, build and pray through the same questions together over ${programme.weeks} weeks. Both paths lead to the same place: a clearer sense of purpose and a plan you can act on.`,
    `When you apply you earn your First Step Champion badge, and you will be invited to book a free meeting with ${founderName}. No pressure and no obligation; just a real person who wants to hear your story.`,
  ],
};

/** The two path cards (product.md#applying). */
export const pathCards = {
  heading: "Choose your path",
  items: [
    {
      title: "Individual Path",
      body: `One-on-one mentorship with a trained mentor who walks with you at your pace, through weekly conversations and a personalised ${programme.actionPlanHorizon} action plan.`,
      points: [
        "Weekly one-on-one sessions",
        "A personalised roadmap",
        "Flexible scheduling across time zones",
      ],
    },
    {
      title: "Small Group Path",
      body: `A small group of ${programme.groupSize} peers and a mentor, meeting over an ${programme.weeks}-week structure to discover, test and act on your purpose together.`,
      points: [
        `Groups of ${programme.groupSize} peers`,
        `An ${programme.weeks}-week structure`,
        "Group mentorship and lifelong friends",
      ],
    },
  ] satisfies readonly (CardCopy & { readonly points: readonly string[] })[],
} as const;

// The Application Form's words, its section and its success screen are interface text: catalogs/*/forms.json.
