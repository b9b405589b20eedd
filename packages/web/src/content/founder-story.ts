import { pathOf, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { PageIntroCopy } from "./types.ts";

const { founderName, productName } = siteConfig;

export const founderStoryIntro: PageIntroCopy = {
  meta: {
    title: pageTitle(`${founderName}'s Story`),
    description: `How ${founderName} went from searching for purpose to founding ${productName}, a faith-inspired mentorship community built one conversation at a time.`,
  },
  eyebrow: `${founderName}'s Journey`,
  title: `${founderName}'s Story`,
  tagline: "Every fire starts with a single spark.",
  intro: [
    `${founderName} did not set out to start a movement. Like many of the students we now walk alongside, ${founderName} spent years asking quiet, stubborn questions: What am I actually here for? Does my work matter? Who will help me figure this out without judging me along the way?`,
    `The answers came slowly, through prayer, through music, through mentors who made time when they did not have to, and through a lot of honest failure. What ${founderName} learned is that purpose is rarely found alone. It is discovered in conversation, tested in community and sharpened by people who believe in you before you believe in yourself.`,
    `${productName} is ${founderName}'s way of passing that gift on. This is the story of the detours, the small acts of faith and the people who made it possible, told so that you might recognise a little of your own story in it.`,
  ],
  actions: [
    { label: `See ${founderName}'s Timeline`, to: pathOf("Timeline", siteConfig) },
    { label: `Chat with ${productName}`, to: pathOf("Chat", siteConfig), variant: "outline" },
  ],
};
