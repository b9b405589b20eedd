import type { SiteConfig } from "@ember/domain";
import type { PlanCopy } from "../content/types.ts";

/** Where a plan card's button goes: an internal route, or a checkout opened in a new tab. */
export type PlanButton =
  | { readonly label: string; readonly internal: true; readonly link: string }
  | { readonly label: string; readonly internal: false; readonly link: string };

/**
 * The card buttons can be read two ways (product.md#plans-and-subscriptions). 'internal-trial' (reading
 * b): the free-trial card links to ShareYourFire inside the site, the paid cards open their hosted
 * checkout in a new tab.
 * 'checkout-all' (reading a): every card opens its checkout link in a new tab.
 */
export function planButtonOf(plan: PlanCopy, config: Pick<SiteConfig, "planButtons" | "links">): PlanButton {
  const checkout = config.links.checkout[plan.checkout];
  if (plan.trialPath && config.planButtons === "internal-trial") {
    return { label: plan.ctaLabel, internal: true, link: plan.trialPath };
  }
  return { label: plan.ctaLabel, internal: false, link: checkout };
}
