import { pathOf, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { PageIntroCopy } from "./types.ts";

const { productName, trialDays } = siteConfig;

export const resourcesIntro: PageIntroCopy = {
  meta: {
    title: pageTitle("Resources & Programs"),
    description: `Programs and resources from ${productName}: mentorship plans, the free trial, music and family resources for every stage of the journey.`,
  },
  eyebrow: "Resources",
  title: "Resources & Programs",
  tagline: "Different doors, one purpose.",
  intro: [
    `Not everyone comes to ${productName} the same way. Some arrive ready for weekly mentorship; some want to try a ${trialDays}-day free trial first; some are parents looking for a better way to talk with their children about purpose, pressure and screens.`,
    "This page gathers our programs and the resources around them in one place, each with an honest description of what it offers, who it is for and what it asks of you. Start wherever you are; every door leads to the same community and the same belief that your life has meaning.",
  ],
  actions: [
    { label: "See Pricing", to: pathOf("Pricing", siteConfig) },
    { label: "Share Your Fire", to: pathOf("ShareYourFire", siteConfig), variant: "outline" },
  ],
};
