import { figures, pathOf, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { PageIntroCopy } from "./types.ts";

const { productName } = siteConfig;

export const evidenceIntro: PageIntroCopy = {
  meta: {
    title: pageTitle("Evidence & Research"),
    description: `The research behind ${productName}: why a sense of purpose, safe spaces and real mentorship help people flourish, and what our own model has shown so far.`,
  },
  eyebrow: "Why it works",
  title: "Evidence & Research",
  tagline: "Faith gives us the why. Research helps us get the how right.",
  intro: [
    `We believe every person is made with a purpose, and we also believe in checking our work. ${productName} is built on what decades of research keep finding: people who can name what they are living for tend to be healthier, more resilient and more engaged, and people grow fastest in places where they feel safe enough to be honest.`,
    "Long-running studies have linked a sense of purpose in life with better wellbeing and even longer lives across adulthood, and organisational research on psychological safety shows that groups where people can speak up without fear learn and perform better. Mentorship studies add a simple truth: one caring, consistent adult can change a young person's trajectory.",
    `On this page we gather that research in three places: purpose, safe spaces, and our own model, which has reached people in ${figures.streamCountries} countries with a ${figures.satisfaction} satisfaction rate on a budget of about ${figures.monthlyBudget} a month. We share it plainly, with its sources, so you can weigh it for yourself.`,
  ],
  actions: [
    { label: "Start Your Journey", to: pathOf("GetStarted", siteConfig) },
    { label: "Meet the Team", to: pathOf("Team", siteConfig), variant: "outline" },
  ],
};
