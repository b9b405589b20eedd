import { figures, pathOf, programme, siteConfig } from "@ember/domain";
import type { PageIntroCopy, ProgramCardCopy } from "./types.ts";

const { founderName, productName, trialDays } = siteConfig;

export const resourcesIntro: PageIntroCopy = {
  meta: {
    title: "Resources & Programs",
    description: `Programs and resources from ${productName}: mentorship plans, the free trial, music and family resources for every stage of the journey.`,
  },
  eyebrow: "Resources",
  title: "Resources & Programs",
  tagline: "Different doors, one purpose.",
  intro: [
    `Not everyone comes to ${productName} the same way. Some arrive ready for weekly mentorship; some want to try a ${trialDays}-day free trial first; some are parents looking for a better way to talk with their children about purpose, pressure and screens.`,
    "This page gathers our programs and the resources around them in one place, each with an honest description of what it offers, who it is for and what it asks of you. Start wherever you are; every door leads to the same community and the same belief that your life has meaning.",
  ],
  actions: [
    { label: "See Pricing", to: pathOf("Pricing", siteConfig) },
    { label: "Share Your Fire", to: pathOf("ShareYourFire", siteConfig), variant: "outline" },
  ],
};

/**
 * The four program cards (product.md#resources). The trial length comes from siteConfig.trialDays, not the
 * '7-Day' of product.md#resources: see docs/decisions/0007-one-trial-length.md.
 */
const programs: readonly ProgramCardCopy[] = [
  {
    title: "Purpose Mentorship Plans",
    description: `Weekly live mentorship, a small group of peers and a personalised curriculum, for students and for working professionals.`,
    chips: ["$25-35/week", "Weekly live mentorship", `Groups of ${programme.groupSize}`],
    action: { label: "Explore", to: pathOf("Pricing", siteConfig) },
  },
  {
    title: `${trialDays}-Day Free Trial`,
    description: `Share your fire, meet ${founderName} live and explore the whole community before you decide anything.`,
    chips: [`${trialDays}-Day Free Trial`, "No payment information", "Cancel anytime"],
    action: { label: "Explore", to: pathOf("ShareYourFire", siteConfig) },
  },
  {
    title: `${founderName}'s Music`,
    description: `Songs about purpose, faith and perseverance that have travelled further than we ever imagined. Listen on the streaming service.`,
    chips: [
      `${figures.streams} streams`,
      `${figures.streamCountries} countries`,
      `${figures.streamCities} cities`,
    ],
    action: { label: "Visit Site", href: siteConfig.links.musicProfile },
  },
  {
    title: "Family Resources",
    description:
      "Conversation guides and articles for parents and carers walking with young people through screens, pressure and big decisions.",
    chips: ["For parents", "For young adults", "Free"],
    action: { label: "Visit Site", href: "#families" },
  },
];

export const programCards = {
  heading: "Our programs",
  intro: "Four ways in. Choose the one that fits your season.",
  items: programs,
} as const;

/** The in-page '#families' section the Family Resources card opens. */
export const familiesSection = {
  id: "families",
  heading: "Resources for families",
  intro: "Practical help for the conversations that matter most at home.",
  items: [
    {
      title: "The Great Social Media Lie",
      body: "Our article on fake engagement, with separate guidance for parents and for young adults.",
      link: { label: "Read the article", to: pathOf("GreatSocialMediaLie", siteConfig) },
    },
    {
      title: "Student Wellbeing Assessment",
      body: "A five-minute self-reflection a student can take and talk through with family.",
      link: { label: "Take the assessment", to: pathOf("Assessments", siteConfig) },
    },
    {
      title: "Questions families ask",
      body: "How involved parents can be, how much time it takes and how faith shows up.",
      link: { label: "Read the FAQ", to: pathOf("FAQ", siteConfig) },
    },
  ],
} as const;
