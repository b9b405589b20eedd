import { siteConfig } from "@ember/domain";
import { HandHeart } from "lucide-react";
import { Link } from "react-router";
import { compareValue, financialHelp, planCopy, plans } from "../content/pricing.ts";
import type { PlanCopy } from "../content/types.ts";
import { cn } from "../lib/cn.ts";
import { planButtonOf } from "../lib/plan-buttons.ts";
import { CheckList } from "./check-list.tsx";
import { ExternalAnchor, Section } from "./section.tsx";
import { Button } from "./ui/button.tsx";
import { Card } from "./ui/card.tsx";

function PlanCard({ plan }: { plan: PlanCopy }) {
  const button = planButtonOf(plan, siteConfig);
  const titleId = `plan-${plan.checkout}`;
  return (
    <li className="flex">
      <Card
        aria-labelledby={titleId}
        className={cn("relative w-full gap-4", plan.popular && "border-2 border-primary pt-9 shadow-md")}
        data-plan={plan.checkout}
      >
        {plan.popular ? (
          <p className="absolute -top-4 start-1/2 -translate-x-1/2 rounded-full bg-primary px-4 py-1 text-sm font-bold tracking-wide text-primary-foreground rtl:translate-x-1/2">
            {planCopy.popularLabel}
          </p>
        ) : null}
        <h3 id={titleId} className="font-serif text-2xl font-bold">
          {plan.name}
        </h3>
        {plan.audience ? <p className="font-medium text-muted-foreground">{plan.audience}</p> : null}
        <p className="flex items-baseline gap-2">
          <span className="font-serif text-5xl font-bold text-primary">{plan.price}</span>
          <span className="text-muted-foreground">{plan.period}</span>
        </p>
        {plan.featuresLead ? <p className="font-semibold">{plan.featuresLead}</p> : null}
        <CheckList items={plan.features} className="flex-1" />
        <Button
          asChild
          size="lg"
          variant={plan.popular ? "default" : "outline"}
          className="w-full whitespace-normal px-4 text-center"
        >
          {button.internal ? (
            <Link to={button.link}>{button.label}</Link>
          ) : (
            <ExternalAnchor href={button.link}>{button.label}</ExternalAnchor>
          )}
        </Button>
        <p className="text-sm text-muted-foreground">{plan.note}</p>
      </Card>
    </li>
  );
}

function CompareValue() {
  return (
    <Section id="compare" heading={compareValue.heading} intro={compareValue.intro} tone="muted">
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {compareValue.rows.map((row) => (
          <li key={row.option}>
            <Card className={cn("h-full items-center text-center", row.best && "border-2 border-primary")}>
              {row.best ? (
                <p className="rounded-full bg-primary px-3 py-0.5 text-sm font-bold text-primary-foreground">
                  {compareValue.bestLabel}
                </p>
              ) : null}
              <h3 className="font-serif text-xl font-semibold">{row.option}</h3>
              <p
                className={cn("font-serif text-3xl font-bold", row.best ? "text-primary" : "text-foreground")}
              >
                {row.cost}
              </p>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-muted-foreground">{compareValue.note}</p>
    </Section>
  );
}

function FinancialHelp() {
  return (
    <Section id="financial-help" heading={financialHelp.heading} intro={financialHelp.body}>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {financialHelp.conditions.map((condition, i) => (
          <li key={condition.title}>
            <Card className="h-full">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-secondary font-bold text-secondary-foreground"
              >
                {i + 1}
              </span>
              <h3 className="font-serif text-lg font-semibold">{condition.title}</h3>
              <p className="text-muted-foreground">{condition.body}</p>
            </Card>
          </li>
        ))}
      </ol>
      <Button asChild size="lg" className="mt-8">
        <Link to={financialHelp.action.to}>
          <HandHeart aria-hidden="true" />
          {financialHelp.action.label}
        </Link>
      </Button>
    </Section>
  );
}

/** The plans, the value comparison and financial help: shared by Pricing and Subscriptions (SPEC 2.12). */
export function PlansBody() {
  return (
    <>
      <Section id="plans" heading={planCopy.heading} intro={planCopy.intro}>
        <ul className="mt-12 grid gap-8 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </ul>
      </Section>
      <CompareValue />
      <FinancialHelp />
    </>
  );
}
