import { hotlines, pathOf, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { PageIntroCopy } from "./types.ts";

const { productName } = siteConfig;

export const safeSpaceIntro: PageIntroCopy = {
  meta: {
    title: pageTitle("Safe Space Philosophy"),
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
