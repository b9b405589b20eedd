import { Section } from "../../components/section.tsx";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { formatCount } from "../../i18n/number-format.ts";

/** 'How to Earn Badges' (product.md#the-badges-page). */
export function BadgeExplainer() {
  const { language, messages } = useLanguage();
  const copy = messages.badges.explainer;
  return (
    <Section fromCatalog id="how-to-earn" heading={copy.heading} intro={copy.intro} tone="muted">
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {copy.steps.map((step, i) => (
          <li key={step.title} className="rounded-[var(--radius-card)] border border-border bg-card p-5">
            <p className="font-serif text-3xl font-bold text-primary" aria-hidden="true">
              {formatCount(language, i + 1)}
            </p>
            <h3 className="mt-2 font-serif text-lg font-semibold">{step.title}</h3>
            <p className="mt-1 text-muted-foreground">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
