import { assessmentWizardCopy } from "../../content/assessments.ts";
import { CATEGORY_STEPS, progressPercent } from "./wizard-state.ts";

const copy = assessmentWizardCopy.step;

/** 'Step N of 5' and the bar at step / 6 x 100 percent (SPEC 4.4), shown on steps 1 to 5. */
export function StepProgress({ step }: { step: number }) {
  const percent = progressPercent(step);
  const stepOf = copy.stepOf(step, CATEGORY_STEPS);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-3 text-sm font-semibold text-muted-foreground">
        <span data-step-of="">{stepOf}</span>
        <span aria-hidden="true">{Math.round(percent)}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={copy.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={`${stepOf}, ${Math.round(percent)}%`}
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
