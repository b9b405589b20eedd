import { figures, pathOf, programme, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { PageIntroCopy } from "./types.ts";

const { productName } = siteConfig;

export const faqIntro: PageIntroCopy = {
  meta: {
    title: pageTitle("FAQ"),
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
