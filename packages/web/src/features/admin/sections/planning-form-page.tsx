import { recommendedMaxCommunities } from "@ember/domain";
import { useMessages } from "../../../i18n/language-provider.tsx";
import { useAdminMessages } from "../admin-messages.tsx";
import { FieldList, RecordDetail } from "../records/record-detail.tsx";
import { textOf } from "../records/records-table.tsx";
import { useDateFormat } from "../records/use-date-format.ts";
import { answerLabel, answersOf } from "./planning-form-answers.ts";

export default function PlanningFormPage() {
  const m = useAdminMessages();
  const form = useMessages().forms.firePlan;
  const date = useDateFormat();
  const labels: Record<string, { label: string } | undefined> = form.fields;
  const valueText = (value: unknown) => {
    if (typeof value === "boolean") return value ? form.yesNo.yes : form.yesNo.no;
    if (Array.isArray(value)) return value.map(textOf).join(", ");
    return textOf(value);
  };
  return (
    <RecordDetail entity="UserProfile" listPath="/admin/planning-forms" title={(r) => textOf(r.user_email)}>
      {(r) => {
        const answers = answersOf(r.purpose_discovery);
        return (
          <div className="space-y-6">
            <FieldList
              items={[
                { label: m.fields.fireStatement, value: textOf(r.fire_statement) },
                { label: m.fields.received, value: date(r.created_date) },
              ]}
            />
            <section aria-labelledby="planning-answers">
              <h2 id="planning-answers" className="mb-3 text-xl font-bold">
                {m.fields.purposeDiscovery}
              </h2>
              {answers ? (
                <FieldList
                  items={answers.map(([key, value]) => ({
                    label: answerLabel(labels, key, { max: recommendedMaxCommunities }),
                    value: valueText(value),
                  }))}
                />
              ) : (
                <pre className="overflow-x-auto rounded-xl border border-border p-4 text-sm">
                  {textOf(r.purpose_discovery)}
                </pre>
              )}
            </section>
          </div>
        );
      }}
    </RecordDetail>
  );
}
