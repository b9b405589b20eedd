import { hotlines, pathOf, siteConfig } from "@ember/domain";
import type { PageIntroCopy } from "./types.ts";

const { founderName, productName } = siteConfig;

/**
 * The chat page's introduction: page copy, translated on demand. The chat's interface text (disclaimer,
 * gate, conversation, safety replies, crisis modal) is in the `chat` catalog (i18n/catalogs/en/chat.json).
 */
export const chatIntro: PageIntroCopy = {
  meta: {
    title: `Chat with ${productName}`,
    description: `Talk with the ${productName} Purpose Discovery Assistant about the programme, your questions and your next step. Not a crisis service: call or text ${hotlines.crisisLine} in an emergency.`,
  },
  eyebrow: "Purpose Discovery Assistant",
  title: `Chat with ${productName}`,
  tagline: "Bring your questions. There are no wrong ones here.",
  intro: [
    `Not sure where to start? Our Purpose Discovery Assistant is here day and night to talk through what ${productName} is, how the mentorship and small groups work, how much time it takes, and how to take your first step. It draws on everything ${founderName} and the team have learned from more than a thousand conversations.`,
    "It is a friendly guide, not a counsellor. It can help you think out loud, point you to the right page and connect you with a real person on our team; it cannot diagnose, treat or replace professional care.",
  ],
  actions: [{ label: "Read the FAQ first", to: pathOf("FAQ", siteConfig), variant: "outline" }],
};
