import { hotlines, pathOf, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { PageIntroCopy } from "./types.ts";

const { founderName, productName } = siteConfig;

export const chatIntro: PageIntroCopy = {
  meta: {
    title: pageTitle(`Chat with ${productName}`),
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

/** The crisis note shown with the chat introduction (SPEC 2.8). */
export const chatCrisisNote = {
  title: "If you are in crisis, please reach out now",
  body: `In the US, call or text ${hotlines.crisisLine} to reach the Suicide & Crisis Lifeline, any time. You can also text ${hotlines.textWord} to ${hotlines.textLine}. Outside the US, please contact your local crisis line or emergency services. In an emergency, call ${hotlines.emergency}.`,
} as const;
