import { type PlanId, planTextValues, siteConfig } from "@ember/domain";
import { HandHeart } from "lucide-react";
import { Link } from "../app/link.tsx";
import { compareValueNote, financialHelp, plans, pricingLinks } from "../content/pricing.ts";
import type { PageIntroCopy, PageMetaCopy, PlanCopy } from "../content/types.ts";
import { formatMessage } from "../i18n/format-message.ts";
import { useLanguage, useMessages } from "../i18n/language-provider.tsx";
import { formatCount } from "../i18n/number-format.ts";
import { Tx, useTx } from "../i18n/tx.tsx";
import { cn } from "../lib/cn.ts";
import { planButtonOf } from "../lib/plan-buttons.ts";
import { CheckList } from "./check-list.tsx";
import { FreeTrialBanner } from "./free-trial-banner.tsx";
import { ExternalAnchor, Section } from "./section.tsx";
import { Button } from "./ui/button.tsx";
import { Card } from "./ui/card.tsx";

/** A plan card's text in the current language (the catalog's `pricing.plans.cards`). */
interface PlanCardText {
  readonly name: string;
  readonly price: string;
  readonly period: string;
  readonly audience?: string;
  readonly featuresLead?: string;
  readonly features: readonly string[];
  readonly ctaLabel: string;
  readonly note: string;
}

/** Fills the trial length into a catalog text. */
const withDays = (text: string) => formatMessage(text, planTextValues);

/** The opening of Pricing or Subscriptions: interface text from the catalog, paragraphs from content. */
export function usePlansIntro(
  page: "pricing" | "subscriptions",
  content: { readonly meta: PageMetaCopy; readonly intro: readonly string[] },
): PageIntroCopy {
  const copy = useMessages().badges.pricing;
  return {
    meta: content.meta,
    eyebrow: page === "pricing" ? copy.pricingEyebrow : copy.subscriptionsEyebrow,
    title: copy.title,
    tagline: copy.tagline,
    intro: content.intro,
    actions: [
      { label: withDays(copy.trialAction), to: pricingLinks.trial.to },
      { label: copy.afford, to: pricingLinks.afford.to, variant: "outline" },
    ],
  };
}

/** The '14 Days Completely FREE' banner (product.md#plans-and-subscriptions). */
export function PlansBanner() {
  const banner = useMessages().badges.pricing.banner;
  return <FreeTrialBanner title={withDays(banner.title)} points={banner.points} />;
}

function PlanCard({ plan }: { plan: PlanCopy }) {
  const copy = useMessages().badges.pricing.plans;
  const text: PlanCardText = copy.cards[plan.checkout satisfies PlanId];
  const button = planButtonOf(plan, siteConfig);
  const label = text.ctaLabel;
  const titleId = `plan-${plan.checkout}`;
  return (
    <li className="flex">
      {/* A group, so its name (the plan) is announced on entering it; "Most popular" follows the name in
          the document, though it shows above the card. */}
      <Card
        role="group"
        aria-labelledby={titleId}
        className={cn("relative w-full gap-4", plan.popular && "border-2 border-primary pt-9 shadow-md")}
        data-plan={plan.checkout}
      >
        <h3 id={titleId} className="hyphens-auto break-words font-serif text-2xl font-bold">
          {withDays(text.name)}
        </h3>
        {plan.popular ? (
          <p className="absolute -top-4 start-1/2 -translate-x-1/2 rounded-full bg-primary px-4 py-1 text-sm font-bold tracking-wide text-primary-foreground rtl:translate-x-1/2">
            {copy.popular}
          </p>
        ) : null}
        {text.audience ? <p className="font-medium text-muted-foreground">{text.audience}</p> : null}
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="break-words font-serif text-4xl font-bold text-primary sm:text-5xl">
            {text.price}
          </span>
          <span className="text-muted-foreground">{withDays(text.period)}</span>
        </p>
        {text.featuresLead ? <p className="font-semibold">{text.featuresLead}</p> : null}
        <CheckList items={text.features.map(withDays)} className="flex-1" fromCatalog />
        <Button
          asChild
          size="lg"
          variant={plan.popular ? "default" : "outline"}
          className="w-full whitespace-normal px-4 text-center"
        >
          {button.internal ? (
            <Link to={button.link}>{label}</Link>
          ) : (
            <ExternalAnchor href={button.link}>{label}</ExternalAnchor>
          )}
        </Button>
        <p className="text-sm text-muted-foreground">{text.note}</p>
      </Card>
    </li>
  );
}

function CompareValue() {
  const copy = useMessages().badges.pricing.compare;
  const rows = [
    { id: "college", option: copy.college.option, cost: copy.college.cost, best: false },
    { id: "therapy", option: copy.therapy.option, cost: copy.therapy.cost, best: false },
    { id: "ember", option: siteConfig.productName, cost: copy.ember.cost, best: true },
  ];
  return (
    <Section fromCatalog id="compare" heading={copy.heading} intro={copy.intro} tone="muted">
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {rows.map((row) => (
          <li key={row.id}>
            <Card className={cn("h-full items-center text-center", row.best && "border-2 border-primary")}>
              {row.best ? (
                <p className="rounded-full bg-primary px-3 py-0.5 text-sm font-bold text-primary-foreground">
                  {copy.best}
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
      <p className="mt-6 max-w-3xl text-sm text-muted-foreground">
        <Tx>{compareValueNote}</Tx>
      </p>
    </Section>
  );
}

function FinancialHelp() {
  const { language, messages } = useLanguage();
  const copy = messages.badges.pricing.help;
  const body = useTx(financialHelp.body);
  return (
    <Section fromCatalog id="financial-help" heading={copy.heading} intro={body}>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {copy.conditions.map((title, i) => (
          <li key={title}>
            <Card className="h-full">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-secondary font-bold text-secondary-foreground"
              >
                {formatCount(language, i + 1)}
              </span>
              <h3 className="font-serif text-lg font-semibold">{title}</h3>
              <p className="text-muted-foreground">
                <Tx>{financialHelp.conditionBodies[i] ?? ""}</Tx>
              </p>
            </Card>
          </li>
        ))}
      </ol>
      <Button asChild size="lg" className="mt-8">
        <Link to={pricingLinks.help.to}>
          <HandHeart aria-hidden="true" />
          {copy.action}
        </Link>
      </Button>
    </Section>
  );
}

/**
 * The plans, the value comparison and financial help: shared by Pricing and Subscriptions
 * (product.md#plans-and-subscriptions).
 */
export function PlansBody() {
  const copy = useMessages().badges.pricing.plans;
  return (
    <>
      <Section fromCatalog id="plans" heading={copy.heading} intro={withDays(copy.intro)}>
        <ul className="mt-12 grid gap-8 lg:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard key={plan.checkout} plan={plan} />
          ))}
        </ul>
      </Section>
      <CompareValue />
      <FinancialHelp />
    </>
  );
}
