import { pathOf, plans, siteConfig } from "@ember/domain";
import type { PageMetaCopy } from "./types.ts";

const { productName, trialDays } = siteConfig;

/**
 * The content of Pricing and Subscriptions: heads, opening paragraphs and the prose of the value and
 * help sections (translated on demand). The plan cards, banner, headings and buttons are interface
 * text in the badges catalog (`pricing`).
 */
export const pricingPage: { readonly meta: PageMetaCopy; readonly intro: readonly string[] } = {
  meta: {
    title: "Pricing",
    description: `Choose your path with ${productName}: a ${trialDays}-day free trial with no payment information, a Student Plan at $25/week and a Professional Plan at $35/week.`,
  },
  intro: [
    `${productName} is priced so that cost is never the reason someone stays stuck. Start with ${trialDays} days completely free, with a live meeting with ${siteConfig.founderName}, a Purpose Discovery Assessment and full access to the community, and decide for yourself whether this is the right place for you.`,
    "After the trial, students continue for $25 a week and working professionals for $35 a week, with weekly live mentorship, a small group of peers and a personalised roadmap. That is a fraction of what traditional routes cost, and it is always month to month.",
    "And if money is the only thing standing between you and your purpose, talk to us. We have helped members who show up, do the work and help others; we will do our best to help you too.",
  ],
};

export const subscriptionsPage: typeof pricingPage = {
  ...pricingPage,
  meta: {
    title: "Subscriptions",
    description: `Subscribe to ${productName}: begin with ${trialDays} days completely free, then choose the Student Plan ($25/week) or the Professional Plan ($35/week).`,
  },
};

/** Where the plans pages' buttons lead. */
export const pricingLinks = {
  trial: { to: pathOf("ShareYourFire", siteConfig) },
  afford: { to: pathOf("GetStarted", siteConfig) },
  help: { to: pathOf("GetStarted", siteConfig) },
} as const;

export { plans };

/** 'Compare the Value' (product.md#plans): the note under the figures. */
export const compareValueNote = `Therapy and ${productName} are not the same thing: we are mentors, not licensed mental health professionals, and we will always encourage professional care when you need it. The comparison is about the cost of finding direction, not a substitute for treatment.`;

/**
 * 'Can't Afford It? We'll Help.' (product.md#plans-and-subscriptions, #plans): the lead and what each
 * condition means.
 */
export const financialHelp = {
  body: "If $25–35/week is out of reach right now, that should not keep you from your purpose. We offer financial help to members who commit to four simple things:",
  conditionBodies: [
    "Come to your sessions and your group, on time and ready to engage.",
    "Collaboration, Humility, Precision, Patience, Empathy: in your group and beyond it.",
    "Follow through on your reflections, projects and action plan.",
    "Pass it on: encourage, mentor or serve someone else on their journey.",
  ],
} as const;
