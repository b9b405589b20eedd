import { hotlines, pathOf, programme, siteConfig } from "@ember/domain";
import type { CardSectionCopy, PageIntroCopy } from "./types.ts";

const { productName } = siteConfig;

export const safeSpaceIntro: PageIntroCopy = {
  meta: {
    title: "Safe Space Philosophy",
    description: `How ${productName} keeps every conversation safe: dignity, confidentiality, faith without pressure, and clear limits on what mentorship is and is not.`,
  },
  eyebrow: "About Us",
  title: "Safe Space Philosophy",
  tagline: "You do not have to have it all together to belong here.",
  intro: [
    `A safe space is not a place where nothing hard is ever said. It is a place where hard things can be said without fear of being mocked, rushed or judged. That is what we try to build in every ${productName} conversation, group and message: honesty held with kindness, and confidence that you will be treated with dignity.`,
    "Our faith shapes how we treat people, but it is never a condition for being welcome. Whatever you believe, or are unsure about, you will be listened to, your story will be kept in confidence, and you will never be pushed further or faster than you choose to go.",
    `We are also clear about our limits. We are mentors and peers, not licensed mental health professionals, and ${productName} is not a crisis service. If someone is in danger, we will always point to real help first: call or text ${hotlines.crisisLine} in the US, or your local emergency services.`,
  ],
  actions: [
    { label: "Get Started", to: pathOf("GetStarted", siteConfig) },
    { label: "Meet the Team", to: pathOf("Team", siteConfig), variant: "outline" },
  ],
};

/** The values of a safe space (product.md#safe-space). */
export const safeSpaceValues: CardSectionCopy = {
  id: "values",
  heading: "What makes a space safe",
  intro: "Five commitments every mentor, group and volunteer keeps.",
  items: [
    {
      title: "Dignity",
      body: "Every person is treated as someone made with purpose, whatever their story, beliefs or background.",
    },
    {
      title: "Confidentiality",
      body: "What you share stays with the people you shared it with, unless someone's safety is at risk.",
    },
    {
      title: "Faith without pressure",
      body: "Faith shapes how we serve, never whether you belong. You choose what you take part in.",
    },
    {
      title: "Honesty with kindness",
      body: "We will tell you the truth gently, and we welcome the same from you.",
    },
    {
      title: "Clear limits",
      body: `We are mentors, not clinicians. In a crisis we point to real help first: ${hotlines.crisisLine} in the US, or local emergency services.`,
    },
  ],
};

/** The people who hold the space. */
export const safeSpacePeople: CardSectionCopy = {
  id: "people",
  heading: "The people who hold the space",
  items: [
    {
      title: "Mentors",
      body: "Trained volunteers who listen first, ask good questions and help you plan your next step.",
    },
    {
      title: "Small-group peers",
      body: `Groups of ${programme.groupSize} people walking the same road, committed to confidentiality and encouragement.`,
    },
    {
      title: "Wellness & ministry leaders",
      body: "Experienced carers who support mentors and help members find professional help when it is needed.",
    },
    {
      title: "You",
      body: "Every member helps keep the space safe by listening well, speaking kindly and showing up.",
    },
  ],
};
