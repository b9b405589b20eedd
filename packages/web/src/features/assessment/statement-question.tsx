import { answerScale } from "@ember/domain";
import { Choice } from "../../components/ui/input.tsx";
import { formatMessage } from "../../i18n/format-message.ts";
import { useMessages } from "../../i18n/language-provider.tsx";
import { useAssessmentNumbers } from "./use-assessment-numbers.ts";

/**
 * One statement on the five-point scale: a fieldset whose legend is the statement, with native radios,
 * so the arrow keys move between answers within the statement and Tab moves to the next one.
 */
export function StatementQuestion({
  id,
  name = id,
  number,
  statement,
  value,
  onAnswer,
}: {
  id: string;
  /** The radios' name; the form posted without scripts names them after the answer they give. */
  name?: string;
  number: number;
  statement: string;
  value: number | undefined;
  onAnswer: (value: number) => void;
}) {
  const { scale, step } = useMessages().assessment;
  const numbers = useAssessmentNumbers();
  return (
    <fieldset data-statement={id} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 font-semibold text-foreground">
        {formatMessage(step.statementNumber, {
          number: numbers.whole(number),
          statement,
        })}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-5">
        {answerScale.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="flex min-h-11 min-w-0 cursor-pointer items-center gap-3 rounded-xl border border-border bg-card px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring sm:flex-col sm:justify-center sm:gap-1.5 sm:px-1.5 sm:text-center"
          >
            <Choice
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onAnswer(option.value)}
              className="mt-0"
            />
            <span className="min-w-0 break-words">{scale[option.value] ?? option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
