import { type AssessmentScore, assessmentCategories, MAX_ANSWER, siteConfig } from "@ember/domain";
import { lazy, Suspense, useEffect, useRef } from "react";
import { formatMessage } from "../../i18n/format-message.ts";
import { useMessages } from "../../i18n/language-provider.tsx";
import { launchConfetti } from "../../lib/launch-confetti.ts";
import { CategoryScoreGrid } from "./category-score-grid.tsx";
import { MessageParts } from "./message-parts.tsx";
import { ScheduleLink, ScheduleSession } from "./schedule-session.tsx";
import type { ResultsDelivery } from "./send-assessment-results.ts";
import { useAssessmentNumbers } from "./use-assessment-numbers.ts";
import type { AssessmentContact } from "./wizard-state.ts";

const CategoryScoreChart = lazy(() => import("./category-score-chart.tsx"));

/**
 * Step 6 (product.md#the-wellbeing-assessment): the celebration, the tier, the scores, the recommendations
 * and what comes next.
 */
export function AssessmentResults({
  contact,
  score,
  delivery,
  staticPage = false,
}: {
  contact: AssessmentContact;
  score: AssessmentScore;
  delivery: ResultsDelivery;
  /**
   * The results as a page without scripts (decision 0066): no chart (the grid gives every score) and the
   * scheduling service as a plain link.
   */
  staticPage?: boolean;
}) {
  const m = useMessages().assessment;
  const copy = m.results;
  const numbers = useAssessmentNumbers();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    return launchConfetti(50);
  }, []);
  const scores = assessmentCategories.map((c) => ({
    key: c.key,
    name: m.categories[c.key].name,
    score: score.categories[c.key],
  }));
  const { tier } = score;
  const tierText = m.tiers[tier.key];

  return (
    <div data-assessment-results="" className="flex flex-col gap-8">
      <div className="text-center">
        <h3 ref={headingRef} tabIndex={-1} className="font-serif text-3xl font-bold text-primary">
          <WithoutSpokenEmoji text={copy.heading} />
        </h3>
        <p className="mt-3 text-lg text-muted-foreground">
          {formatMessage(copy.congratulations, { firstName: contact.first_name.trim() })}
        </p>
      </div>

      <div
        data-tier={tier.key}
        className="rounded-[var(--radius-card)] border-2 border-primary bg-accent px-5 py-5 text-center"
      >
        <h4 className="font-serif text-2xl font-bold text-accent-foreground">{tierText.name}</h4>
        <p className="mt-1 text-accent-foreground">{tierText.description}</p>
        <p className="mt-3 flex flex-col items-center">
          <span className="text-sm font-semibold text-muted-foreground">{copy.overallLabel}</span>
          <span data-overall-score="" className="font-serif text-4xl font-bold text-primary">
            {formatMessage(copy.overallScore, { score: numbers.score(score.overall), max: numbers.max })}
          </span>
        </p>
      </div>

      <section aria-labelledby="assessment-scores-title" className="flex flex-col gap-3">
        <h4 id="assessment-scores-title" className="text-xl font-bold">
          {copy.categoriesHeading}
        </h4>
        <p className="text-sm text-muted-foreground">
          {formatMessage(copy.categoriesNote, { min: numbers.whole(0), max: numbers.whole(MAX_ANSWER) })}
        </p>
        <div className="grid items-center gap-4 md:grid-cols-2">
          <CategoryScoreGrid scores={scores} />
          {staticPage ? null : (
            <Suspense fallback={<div aria-hidden="true" className="h-64" />}>
              <CategoryScoreChart scores={scores} />
            </Suspense>
          )}
        </div>
      </section>

      <section aria-labelledby="assessment-recommendations-title">
        <h4 id="assessment-recommendations-title" className="text-xl font-bold">
          {copy.recommendationsHeading}
        </h4>
        <ol className="mt-3 flex list-decimal flex-col gap-3 ps-6">
          {tier.recommendations.map((r, i) => {
            const text = tierText.recommendations[i] ?? r;
            return (
              <li key={r.title} className="ps-1">
                <MessageParts
                  template={copy.recommendation}
                  values={{ title: <strong>{text.title}</strong>, advice: text.advice }}
                />
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="assessment-next-title" className="flex flex-col gap-2">
        <h4 id="assessment-next-title" className="text-xl font-bold">
          {copy.nextHeading}
        </h4>
        {delivery === "failed" ? null : (
          <p data-results-emailed="" className="break-words">
            {formatMessage(copy.emailed, { email: contact.email.trim() })}
          </p>
        )}
        <p role="status" data-results-delivery="" className="text-sm font-semibold text-destructive">
          {delivery === "failed"
            ? formatMessage(copy.emailFailed, { contactEmail: siteConfig.contactEmail })
            : ""}
        </p>
        <p>{formatMessage(copy.schedule, { founderName: siteConfig.founderName })}</p>
        <p>{formatMessage(copy.community, { productName: siteConfig.productName })}</p>
      </section>

      {staticPage ? <ScheduleLink /> : <ScheduleSession />}
    </div>
  );
}

/** A text whose leading emoji (🎉) is seen but not read aloud as "party popper". */
function WithoutSpokenEmoji({ text }: { text: string }) {
  const [, emoji, rest] = /^(\p{Extended_Pictographic}\uFE0F?\s*)?([\s\S]*)$/u.exec(text) ?? [];
  return (
    <>
      {emoji ? <span aria-hidden="true">{emoji}</span> : null}
      {rest ?? text}
    </>
  );
}
