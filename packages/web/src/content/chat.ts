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

/** The disclaimer of the chat page (SPEC 2.8): what the assistant does and cannot do. */
export const chatDisclaimer = {
  heading: "Before you start",
  does: {
    title: "What the assistant can do",
    items: [
      `Explain how ${productName} works: mentorship, small groups, plans and the free trial`,
      "Help you think through questions about purpose, calling and next steps",
      "Point you to the right page, resource or person on our team",
      "Answer common questions about time commitments and getting started",
    ],
  },
  cannot: {
    title: "What it cannot do",
    items: [
      "Diagnose, treat or give medical or mental health advice",
      "Replace a counsellor, doctor or licensed professional",
      "Respond to emergencies or crises",
      "Remember you between visits",
    ],
  },
  chatPending: "The conversation opens here once you have read and accepted this note.",
} as const;
