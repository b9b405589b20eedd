import { pathOf, plans, siteConfig } from "@ember/domain";
import { pageTitle } from "../lib/page-title.ts";
import type { PageIntroCopy } from "./types.ts";

const { productName, trialDays } = siteConfig;

const intro = [
  `${productName} is priced so that cost is never the reason someone stays stuck. Start with ${trialDays} days completely free, with a live meeting with ${siteConfig.founderName}, a Purpose Discovery Assessment and full access to the community, and decide for yourself whether this is the right place for you.`,
  "After the trial, students continue for $25 a week and working professionals for $35 a week, with weekly live mentorship, a small group of peers and a personalised roadmap. That is a fraction of what traditional routes cost, and it is always month to month.",
  "And if money is the only thing standing between you and your purpose, talk to us. We have helped members who show up, do the work and help others; we will do our best to help you too.",
] as const;

/** The '14 Days Completely FREE' banner (SPEC 2.12). */
export const freeTrialBanner = {
  title: `${trialDays} Days Completely FREE`,
  points: ["No Payment Information Required", "No Obligation", "Cancel Anytime"],
} as const;

export const pricingIntro: PageIntroCopy = {
  meta: {
    title: pageTitle("Pricing"),
    description: `Choose your path with ${productName}: a ${trialDays}-day free trial with no payment information, a Student Plan at $25/week and a Professional Plan at $35/week.`,
  },
  eyebrow: "Pricing",
  title: "Choose Your Path",
  tagline: "Start free. Grow at your own pace.",
  intro,
  actions: [
    { label: `Start ${trialDays}-Day Free Trial`, to: pathOf("ShareYourFire", siteConfig) },
    { label: "Can't afford it? Apply anyway", to: pathOf("GetStarted", siteConfig), variant: "outline" },
  ],
};

export const subscriptionsIntro: PageIntroCopy = {
  ...pricingIntro,
  meta: {
    title: pageTitle("Subscriptions"),
    description: `Subscribe to ${productName}: begin with ${trialDays} days completely free, then choose the Student Plan ($25/week) or the Professional Plan ($35/week).`,
  },
  eyebrow: "Subscriptions",
};

export { plans };

export const planCopy = {
  heading: "Plans for every season",
  intro: `Begin with ${trialDays} days free, then continue on the plan that fits where you are.`,
  popularLabel: "MOST POPULAR",
} as const;

/** 'Compare the Value' (SPEC 9.2). */
export const compareValue = {
  heading: "Compare the Value",
  intro: "What it usually costs to find direction, and what it costs here.",
  rows: [
    { option: "Traditional college", cost: "$40,000+ per year", best: false },
    { option: "Therapy", cost: "$200+", best: false },
    { option: productName, cost: "$100–140 per month", best: true },
  ],
  bestLabel: "BEST VALUE",
  note: `Therapy and ${productName} are not the same thing: we are mentors, not licensed mental health professionals, and we will always encourage professional care when you need it. The comparison is about the cost of finding direction, not a substitute for treatment.`,
} as const;

/** 'Can't Afford It? We'll Help.' (SPEC 2.12, 9.2). */
export const financialHelp = {
  heading: "Can't Afford It? We'll Help.",
  body: `If $25–35/week is out of reach right now, that should not keep you from your purpose. We offer financial help to members who commit to four simple things:`,
  conditions: [
    {
      title: "Show up consistently",
      body: "Come to your sessions and your group, on time and ready to engage.",
    },
    {
      title: "Practise the 5 principles",
      body: "Collaboration, Humility, Precision, Patience, Empathy: in your group and beyond it.",
    },
    { title: "Complete the work", body: "Follow through on your reflections, projects and action plan." },
    { title: "Help others", body: "Pass it on: encourage, mentor or serve someone else on their journey." },
  ],
  action: { label: "Apply Now", to: pathOf("GetStarted", siteConfig) },
} as const;
