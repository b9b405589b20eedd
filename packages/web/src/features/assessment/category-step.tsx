import type { AssessmentCategory } from "@ember/domain";
import { useRef } from "react";
import { Button } from "../../components/ui/button.tsx";
import { useMessages } from "../../i18n/language-provider.tsx";
import { StatementQuestion } from "./statement-question.tsx";
import { StepProgress } from "./step-progress.tsx";
import { useFocusOnMount } from "./use-focus-on-mount.ts";
import { CATEGORY_STEPS, isCategoryComplete } from "./wizard-state.ts";

/**
 * Steps 1 to 5 (product.md#the-wellbeing-assessment, #the-assessment-wizard): one category, its five
 * statements, Back and Continue / See Results.
 */
export function CategoryStep({
  step,
  category,
  answers,
  onAnswer,
  onBack,
  onNext,
}: {
  step: number;
  category: AssessmentCategory;
  answers: Readonly<Record<number, number>>;
  onAnswer: (question: number, value: number) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const { step: copy, categories } = useMessages().assessment;
  const text: { name: string; subtitle?: string; statements: readonly string[] } = categories[category.key];
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(headingRef, true);
  const complete = isCategoryComplete(answers);
  const last = step === CATEGORY_STEPS;
  const headingId = `assessment-${category.key}-title`;

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onNext();
      }}
      className="flex flex-col gap-6"
    >
      <StepProgress step={step} stepOfId={`${headingId}-step`} />
      <div>
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          // Focus lands here on each step: 'Step 2 of 5' is read with it, though it shows above.
          aria-describedby={`${headingId}-step`}
          className="font-serif text-2xl font-bold text-primary"
        >
          {text.name}
        </h3>
        {text.subtitle ? <p className="mt-1 italic text-muted-foreground">{text.subtitle}</p> : null}
        <p className="mt-2 text-sm text-muted-foreground">{copy.scaleHint}</p>
      </div>
      {category.statements.map((statement, i) => (
        <StatementQuestion
          key={statement}
          id={`assessment-${category.key}-${i}`}
          number={i + 1}
          statement={text.statements[i] ?? statement}
          value={answers[i]}
          onAnswer={(value) => onAnswer(i, value)}
        />
      ))}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button type="button" variant="outline" onClick={onBack}>
            {copy.back}
          </Button>
          <Button
            type="submit"
            disabled={!complete}
            aria-describedby={complete ? undefined : "assessment-next-hint"}
          >
            {last ? copy.finish : copy.next}
          </Button>
        </div>
        {complete ? null : (
          <p id="assessment-next-hint" className="text-end text-sm text-muted-foreground">
            {copy.incompleteHint}
          </p>
        )}
      </div>
    </form>
  );
}
