import { useAdminMessages } from "../admin-messages.tsx";
import { FieldList, RecordDetail } from "../records/record-detail.tsx";
import { textOf } from "../records/records-table.tsx";
import { useDateFormat } from "../records/use-date-format.ts";

export default function ApplicationPage() {
  const m = useAdminMessages();
  const date = useDateFormat();
  return (
    <RecordDetail entity="Application" listPath="/admin/applications" title={(r) => textOf(r.full_name)}>
      {(r) => (
        <FieldList
          items={[
            { label: m.fields.email, value: textOf(r.email) },
            { label: m.fields.phone, value: textOf(r.phone) },
            { label: m.fields.programInterest, value: textOf(r.program_interest) },
            { label: m.fields.currentSituation, value: textOf(r.current_situation) },
            { label: m.fields.goals, value: textOf(r.goals) },
            { label: m.fields.heardAboutUs, value: textOf(r.heard_about_us) },
            { label: m.fields.received, value: date(r.created_date) },
          ]}
        />
      )}
    </RecordDetail>
  );
}
