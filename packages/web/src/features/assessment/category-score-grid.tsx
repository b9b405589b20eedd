import { formatMessage } from "../../i18n/format-message.ts";
import { useMessages } from "../../i18n/language-provider.tsx";
import { useAssessmentNumbers } from "./use-assessment-numbers.ts";

export interface CategoryScore {
  readonly key: string;
  /** The category's name in the visitor's language. */
  readonly name: string;
  readonly score: number;
}

/** Each category's average to one decimal: the accessible account of the scores the chart draws. */
export function CategoryScoreGrid({ scores }: { scores: readonly CategoryScore[] }) {
  const copy = useMessages().assessment.results;
  const numbers = useAssessmentNumbers();
  const outOfMax = formatMessage(copy.outOfMax, { max: numbers.max });
  return (
    <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
      {scores.map(({ key, name, score }) => (
        <div
          key={key}
          data-category-score={key}
          className="flex min-w-0 flex-col rounded-xl border border-border bg-card px-4 py-3 text-start"
        >
          <dt className="order-2 text-sm font-medium break-words text-muted-foreground">{name}</dt>
          <dd className="order-1 font-serif text-3xl font-bold text-primary">
            {numbers.score(score)}
            <span className="sr-only"> {outOfMax}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
