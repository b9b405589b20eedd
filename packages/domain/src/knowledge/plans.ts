import { fillPlaceholders } from "../placeholders.ts";
import { pathOf } from "../routes.ts";
import { siteConfig } from "../site-config.ts";

/**
 * A plan card (product.md#static-content, 'Plan'); its button's link follows siteConfig.planButtons
 * (web lib/plan-buttons.ts).
 */
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
  readonly checkout: PlanId;
  /** The internal page the free-trial card links to under reading (b); absent on paid plans. */
  readonly trialPath?: string;
  readonly popular: boolean;
  readonly note: string;
}

export type PlanId = "trial" | "student" | "professional";

/**
 * The plans' texts (product.md#plans) by plan id, features exactly as the programme states them, with a
 * `{days}` placeholder for siteConfig.trialDays. The web's English interface catalog writes them out word
 * for word (packages/web/test/catalogs.test.ts compares); `plans` fills them in.
 */
export const planTexts = {
  trial: {
    name: "{days}-Day Free Trial",
    price: "FREE",
    period: "for {days} days",
    features: [
      "1 live meeting with the founder",
      "Purpose Discovery Assessment",
      "Community platform access",
      "Introduction to 5 core principles",
      "Personalized roadmap",
      "Full platform access for {days} days",
      "No credit card",
      "Cancel anytime",
    ],
    ctaLabel: "Start Free Trial",
    note: "No payment info, no obligation, cancel anytime. Your trial simply expires with no charge.",
  },
  student: {
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
    note: "Secure card checkout opens in a new tab.",
  },
  professional: {
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
    note: "Secure card checkout opens in a new tab.",
  },
} as const;

/** The values the plan texts' placeholders take. */
export const planTextValues = { days: siteConfig.trialDays } as const;

const fill = (text: string) => fillPlaceholders(text, planTextValues);

function planOf(id: PlanId, extra: { popular: boolean; trialPath?: string }): Plan {
  const text: {
    readonly name: string;
    readonly price: string;
    readonly period: string;
    readonly audience?: string;
    readonly featuresLead?: string;
    readonly features: readonly string[];
    readonly ctaLabel: string;
    readonly note: string;
  } = planTexts[id];
  return {
    name: fill(text.name),
    price: text.price,
    period: fill(text.period),
    audience: text.audience ?? null,
    ...(text.featuresLead ? { featuresLead: text.featuresLead } : {}),
    features: text.features.map(fill),
    ctaLabel: text.ctaLabel,
    checkout: id,
    ...(extra.trialPath ? { trialPath: extra.trialPath } : {}),
    popular: extra.popular,
    note: text.note,
  };
}

/** The three plans (product.md#plans); shared by the pricing pages and the chat assistant. */
export const plans: readonly Plan[] = [
  planOf("trial", { popular: false, trialPath: pathOf("ShareYourFire", siteConfig) }),
  planOf("student", { popular: true }),
  planOf("professional", { popular: false }),
];
