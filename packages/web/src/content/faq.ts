import { faqCategories, figures, pathOf, programme, siteConfig } from "@ember/domain";
import type { PageIntroCopy } from "./types.ts";

const { productName, trialDays } = siteConfig;

export const faqIntro: PageIntroCopy = {
  meta: {
    title: "FAQ",
    description: `Answers to common questions about ${productName}, organised by our five foundational principles: Faith, Connection, Family, Leadership and Career.`,
  },
  eyebrow: "Frequently Asked Questions",
  title: "FAQ",
  tagline: "Honest answers, organised around five principles.",
  intro: [
    `Our team has answered ${figures.questionsAnswered} questions so far, from “Do I have to be religious to join?” to “How much time will this really take?”. We have gathered the most common ones here, grouped by the five foundational principles that shape everything we do: Faith, Connection, Family, Leadership and Career.`,
    `You will find practical details too: small groups of ${programme.groupSize} peers, an ${programme.weeks}-week structure, and weekly commitments that range from ${programme.weeklyHours.volunteer} hours on the volunteer track to ${programme.weeklyHours.academicCredit} hours for academic credit. If your question is not here, ask it; the chat is open and a real person reads every message we receive.`,
  ],
  actions: [
    { label: `Chat with ${productName}`, to: pathOf("Chat", siteConfig) },
    { label: "Start Free Trial", to: pathOf("Subscriptions", siteConfig), variant: "outline" },
  ],
};

export { faqCategories };

export const faqSection = {
  heading: "Questions by principle",
  tabsLabel: "The five foundational principles",
  defaultTab: "faith",
  principleTitle: (index: number, name: string) => `Principle ${index + 1}: ${name}`,
} as const;

export const faqClosing = {
  heading: "Still have a question?",
  body: `Ask it. The chat is open day and night, and a real person on our team reads what we receive. Or try ${productName} for ${trialDays} days, free.`,
  actions: [
    { label: `Chat with ${productName}`, to: pathOf("Chat", siteConfig) },
    { label: "Start Free Trial", to: pathOf("Subscriptions", siteConfig) },
  ],
} as const;
