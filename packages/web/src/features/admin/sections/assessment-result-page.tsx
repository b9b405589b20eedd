import { assessmentCategoryKeys, MAX_ANSWER } from "@ember/domain";
import { lazy, Suspense } from "react";
import { formatMessage } from "../../../i18n/format-message.ts";
import { useMessages } from "../../../i18n/language-provider.tsx";
import { CategoryScoreGrid } from "../../assessment/category-score-grid.tsx";
import { useAdminMessages } from "../admin-messages.tsx";
import { FieldList, RecordDetail } from "../records/record-detail.tsx";
import { textOf } from "../records/records-table.tsx";
import { useDateFormat } from "../records/use-date-format.ts";

// The same radar the person saw on their results (recharts, loaded only here).
const CategoryScoreChart = lazy(() => import("../../assessment/category-score-chart.tsx"));

export default function AssessmentResultPage() {
  const m = useAdminMessages();
  const categories = useMessages().assessment.categories;
  const date = useDateFormat();
  return (
    <RecordDetail
      entity="AssessmentResult"
      listPath="/admin/assessment-results"
      title={(r) => `${textOf(r.first_name)} ${textOf(r.last_name)}`.trim()}
    >
      {(r) => {
        const stored = (r.category_scores ?? {}) as Record<string, unknown>;
        const scores = assessmentCategoryKeys.map((key) => ({
          key,
          name: categories[key].name,
          score: Number(stored[key] ?? 0),
        }));
        return (
          <div className="space-y-6">
            <FieldList
              items={[
                { label: m.fields.email, value: textOf(r.email) },
                {
                  label: m.fields.overallScore,
                  value: formatMessage(m.assessment.scoreOutOf, {
                    score: textOf(r.overall_score),
                    max: MAX_ANSWER,
                  }),
                },
                { label: m.fields.tier, value: textOf(r.tier) },
                { label: m.fields.received, value: date(r.created_date) },
              ]}
            />
            <section aria-labelledby="category-scores">
              <h2 id="category-scores" className="mb-3 text-xl font-bold">
                {m.fields.categoryScores}
              </h2>
              <div className="grid items-center gap-6 md:grid-cols-2">
                <CategoryScoreGrid scores={scores} />
                <div className="h-72 min-w-0">
                  <Suspense fallback={null}>
                    <CategoryScoreChart scores={scores} />
                  </Suspense>
                </div>
              </div>
            </section>
          </div>
        );
      }}
    </RecordDetail>
  );
}
