import { type CrisisTier, hotlines, pathOf, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { PageIntroCopy } from "./types.ts";

const { contactEmail, founderName, productName } = siteConfig;

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
} as const;

/** The acceptance step of the disclaimer gate (SPEC 2.8, 4.2). */
export const chatGate = {
  resourcesTitle: "If you need help right now",
  resources: [
    `In the US, call or text ${hotlines.crisisLine}, any time, day or night.`,
    "Outside the US, please contact your local crisis line or emergency services.",
  ],
  localResourcesLink: "Find a helpline in your country",
  acknowledgement: `I understand: the ${productName} Assistant is here for purpose discovery and questions about the programme. It is not a crisis service and does not give medical or mental health advice, and if I am in crisis I will call or text ${hotlines.crisisLine} in the US or contact my local emergency services.`,
  start: "I Understand - Start Conversation",
  opening: "Opening the conversation...",
  loadFailed: `The conversation could not be opened. Please check your connection and try again. If you need help right now, call or text ${hotlines.crisisLine} in the US, or contact your local emergency services.`,
  retry: "Try again",
} as const;

/** The chat view (SPEC 2.8, 4.2, 8); the suggested questions are SPEC's with the product's name. */
export const chatView = {
  heading: `Chat with the ${productName} Assistant`,
  faqPrompt: "Looking for a quick answer?",
  faqLink: "Browse the FAQ",
  logLabel: "Conversation",
  assistantLabel: `${productName} Assistant`,
  userLabel: "You",
  safetyLabel: "SAFETY ALERT",
  typing: `${productName} is typing...`,
  scrollToTop: "Scroll to Top",
  inputLabel: "Your message",
  placeholder: "Type your message...",
  inputHint: "Press Enter to send, Shift+Enter for a new line.",
  send: "Send",
  remaining: (left: number) => `${left} characters left`,
  suggestionsTitle: "Suggested questions",
  suggestions: [
    `How do I know if ${productName} is the right fit for me?`,
    `What makes ${productName} different from other programs?`,
    "How much time do I need to commit each week?",
    "Can international students participate?",
    "What happens after my internship ends?",
    "How do I discover my purpose?",
  ],
  footer: "Prefer to talk to a person? Write to us at",
  greeting: `Hello, I'm the ${productName} Assistant. I'm here to help you explore your purpose and answer your questions about ${productName}: the mentorship, the small groups, the time it takes and how to get started.\n\nI'm a guide for purpose discovery, not a crisis service, and I can't provide counselling or treatment. If you are in crisis, please call or text ${hotlines.crisisLine} in the US, or contact your local emergency resources. What would you like to talk about?`,
  /** SPEC 8, exact. */
  fallbackReply: `I apologize, but I'm having trouble responding right now. Please try again in a moment, or feel free to reach out directly at ${contactEmail}. I'm here to support you.`,
} as const;

/** The reply given at once when a message matches a crisis phrase (SPEC 4.2: the texts are ours). */
export const safetyMessages: Record<CrisisTier, string> = {
  1: `I'm really concerned about what you've shared, and I'm glad you told me. Your life matters. If you are in immediate danger, please call ${hotlines.emergency} or go to your nearest emergency room now. You can call or text ${hotlines.crisisLine} at any time to talk with a trained counsellor, or text ${hotlines.textWord} to ${hotlines.textLine}. Outside the US, please contact your local emergency services.`,
  2: `It sounds like you're going through a very difficult time, and I'm so sorry you're carrying this. You don't have to face it alone. Please call or text ${hotlines.crisisLine} to talk with a trained counsellor right now, or text ${hotlines.textWord} to ${hotlines.textLine}. Outside the US, please reach out to your local crisis line.`,
  3: `Thank you for trusting me with this. What you're going through matters, and you deserve support from trained professionals who can be with you in it. You can call or text ${hotlines.crisisLine} at any time, or text ${hotlines.textWord} to ${hotlines.textLine}. Outside the US, please contact your local crisis line. I'm still here if you'd like to keep talking.`,
};

/** The crisis modal (SPEC 2.8, 4.2). */
export const crisisDialog = {
  title: "Crisis Support Available",
  headlines: {
    1: `If you are in immediate danger, please call ${hotlines.emergency} or go to your nearest emergency room now.`,
    2: "It sounds like you're going through a very difficult time. You don't have to go through it alone.",
    3: "You deserve support from trained professionals. Free, confidential help is here for you.",
  } satisfies Record<CrisisTier, string>,
  resourcesLabel: "Ways to reach someone now",
  resources: [
    { title: `Call or text ${hotlines.crisisLine}`, detail: "Suicide & Crisis Lifeline (US), 24/7" },
    { title: `Text ${hotlines.textWord} to ${hotlines.textLine}`, detail: "Crisis Text Line (US), 24/7" },
    { title: "Chat online", detail: siteConfig.links.lifelineChat.replace(/^https?:\/\//, "") },
    { title: "Outside the US", detail: "Call your local crisis hotline or emergency services" },
  ],
  getHelp: "Get Help Now",
  newTab: "(opens in a new tab)",
  close: "Close",
} as const;
