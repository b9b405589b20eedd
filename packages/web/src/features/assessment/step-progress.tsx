import { formatMessage } from "../../i18n/format-message.ts";
import { useMessages } from "../../i18n/language-provider.tsx";
import { useAssessmentNumbers } from "./use-assessment-numbers.ts";
import { CATEGORY_STEPS, progressPercent } from "./wizard-state.ts";

/**
 * 'Step N of 5' and the bar at step / 6 x 100 percent (product.md#the-assessment-wizard), shown on steps 1
 * to 5.
 */
export function StepProgress({ step, stepOfId }: { step: number; stepOfId?: string }) {
  const copy = useMessages().assessment.step;
  const numbers = useAssessmentNumbers();
  const percent = progressPercent(step);
  const stepOf = formatMessage(copy.stepOf, {
    step: numbers.whole(step),
    total: numbers.whole(CATEGORY_STEPS),
  });
  const shownPercent = numbers.percent(percent);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-3 text-sm font-semibold text-muted-foreground">
        <span id={stepOfId} data-step-of="">
          {stepOf}
        </span>
        <span aria-hidden="true">{shownPercent}</span>
      </div>
      <div
        role="progressbar"
        aria-label={copy.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={formatMessage(copy.progressValue, { stepOf, percent: shownPercent })}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          data-progress-fill=""
          className="h-full rounded-full bg-primary transition-[inline-size] motion-reduce:transition-none"
          style={{ inlineSize: `${percent}%` }}
        />
      </div>
    </div>
  );
}
