import { siteConfig } from "@ember/domain";
import { describe, expect, it } from "vitest";
import { plans } from "../src/content/pricing.ts";
import { planButtonOf } from "../src/lib/plan-buttons.ts";

const { checkout } = siteConfig.links;
const byName = (name: string) => {
  const plan = plans.find((p) => p.name === name);
  if (!plan) throw new Error(`no plan ${name}`);
  return plan;
};

describe("plan card buttons (product.md#plans-and-subscriptions)", () => {
  it("reading (b), 'internal-trial': the trial links to ShareYourFire, paid plans open their checkout", () => {
    const config = { ...siteConfig, planButtons: "internal-trial" as const };
    expect(planButtonOf(byName("14-Day Free Trial"), config)).toMatchObject({
      internal: true,
      link: "/ShareYourFire",
    });
    expect(planButtonOf(byName("Student Plan"), config)).toMatchObject({
      internal: false,
      link: checkout.student,
    });
    expect(planButtonOf(byName("Professional Plan"), config)).toMatchObject({
      internal: false,
      link: checkout.professional,
    });
  });

  it("reading (a), 'checkout-all': every card opens its checkout link", () => {
    const config = { ...siteConfig, planButtons: "checkout-all" as const };
    expect(plans.map((plan) => planButtonOf(plan, config))).toEqual([
      expect.objectContaining({ internal: false, link: checkout.trial }),
      expect.objectContaining({ internal: false, link: checkout.student }),
      expect.objectContaining({ internal: false, link: checkout.professional }),
    ]);
  });

  it("has the three plans, prices and audiences of product.md#plans, the Student Plan most popular", () => {
    expect(plans.map((p) => [p.name, p.price, p.period, p.audience, p.popular])).toEqual([
      ["14-Day Free Trial", "FREE", "for 14 days", null, false],
      ["Student Plan", "$25", "per week", "For currently enrolled students", true],
      ["Professional Plan", "$35", "per week", "For working professionals", false],
    ]);
  });
});
