import { figures, pathOf, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { PageIntroCopy } from "./types.ts";

const { founderName, productName } = siteConfig;

export const historyIntro: PageIntroCopy = {
  meta: {
    title: pageTitle(`The History of ${productName}`),
    description: `How ${productName} grew from a prayer and a $2,000 leap of faith in ${figures.founded} into a volunteer community serving people worldwide.`,
  },
  eyebrow: `${founderName}'s Journey`,
  title: `The History of ${productName}`,
  tagline: "Founded through prayer. Built by people who said yes.",
  intro: [
    `${productName} began in ${figures.founded} with very little: a prayer, ${figures.invested} of ${founderName}'s own savings, and a handful of friends willing to have honest conversations with students who felt lost. There was no office and no marketing plan, just a belief that purpose is discovered together.`,
    `What followed was a story of ordinary people saying yes: the first volunteer mentor, the first small group, the first university partner, the first conversation with someone on another continent. Today we run on a budget of about ${figures.monthlyBudget} a month and the generosity of ${figures.teamMembers} team members.`,
    `This timeline records those moments and the people behind them. It is still being written, and the newest chapter may well include you.`,
  ],
  actions: [
    { label: `${founderName}'s Complete Timeline`, to: pathOf("Timeline", siteConfig) },
    { label: "Be Part of the Story", to: pathOf("GetStarted", siteConfig), variant: "outline" },
  ],
};
