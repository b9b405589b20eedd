import { pathOf } from "../routes.ts";
import { siteConfig } from "../site-config.ts";

/** A plan card (SPEC 3.7 'Plan'); its button's link follows siteConfig.planButtons (web lib/plan-buttons.ts). */
export interface Plan {
  readonly name: string;
  /** 'FREE', '$25', '$35'. */
  readonly price: string;
  /** 'for 14 days', 'per week'. */
  readonly period: string;
  /** 'For currently enrolled students'; null when the plan is for everyone. */
  readonly audience: string | null;
  /** A lead line above the features, e.g. 'Everything in Student Plan, plus:'. */
  readonly featuresLead?: string;
  readonly features: readonly string[];
  readonly ctaLabel: string;
  /** Which of siteConfig.links.checkout this plan's checkout is. */
  readonly checkout: "trial" | "student" | "professional";
  /** The internal page the free-trial card links to under reading (b); absent on paid plans. */
  readonly trialPath?: string;
  readonly popular: boolean;
  readonly note: string;
}

const { trialDays } = siteConfig;

/** The three plans (SPEC 9.2), features exactly as the programme states them; shared by the pricing pages and the chat assistant. */
export const plans: readonly Plan[] = [
  {
    name: `${trialDays}-Day Free Trial`,
    price: "FREE",
    period: `for ${trialDays} days`,
    audience: null,
    features: [
      "1 live meeting with the founder",
      "Purpose Discovery Assessment",
      "Community platform access",
      "Introduction to 5 core principles",
      "Personalized roadmap",
      `Full platform access for ${trialDays} days`,
      "No credit card",
      "Cancel anytime",
    ],
    ctaLabel: "Start Free Trial",
    checkout: "trial",
    trialPath: pathOf("ShareYourFire", siteConfig),
    popular: false,
    note: "No payment info, no obligation, cancel anytime. Your trial simply expires with no charge.",
  },
  {
    name: "Student Plan",
    price: "$25",
    period: "per week",
    audience: "For currently enrolled students",
    features: [
      "Weekly live mentorship",
      "Personalized curriculum",
      "University access",
      "Community support groups of 3 to 8 peers",
      "Project portfolio",
      "Monthly progress reviews",
      "Academic credit opportunities",
      "Job placement support",
      "Badge & achievement system",
      "Access to all resources",
    ],
    ctaLabel: "Choose Student Plan",
    checkout: "student",
    popular: true,
    note: "Secure card checkout opens in a new tab.",
  },
  {
    name: "Professional Plan",
    price: "$35",
    period: "per week",
    audience: "For working professionals",
    featuresLead: "Everything in Student Plan, plus:",
    features: [
      "Career transition support",
      "Executive mentorship",
      "Professional network (14-member team)",
      "Business development resources",
      "Leadership training modules",
      "Entrepreneurship support",
      "Work-life integration coaching",
      "Priority response times",
      "Advanced purpose discovery tools",
    ],
    ctaLabel: "Choose Professional Plan",
    checkout: "professional",
    popular: false,
    note: "Secure card checkout opens in a new tab.",
  },
];
