import { useAdminMessages } from "../admin-messages.tsx";
import { RecordsTable, textOf } from "../records/records-table.tsx";
import { useDateFormat } from "../records/use-date-format.ts";
import { SectionHeader } from "../section-header.tsx";

export default function AssessmentResultsPage() {
  const m = useAdminMessages();
  const date = useDateFormat();
  return (
    <>
      <SectionHeader title={m.nav.assessmentResults} />
      <RecordsTable
        entity="AssessmentResult"
        title={m.nav.assessmentResults}
        searchFields={["first_name", "last_name", "email"]}
        detailPath={(id) => `/admin/assessment-results/${id}`}
        columns={[
          {
            field: "last_name",
            label: m.fields.name,
            sortable: true,
            render: (r) => `${textOf(r.first_name)} ${textOf(r.last_name)}`.trim(),
          },
          { field: "email", label: m.fields.email, sortable: true },
          { field: "overall_score", label: m.fields.overallScore, sortable: true },
          { field: "tier", label: m.fields.tier, sortable: true },
          {
            field: "created_date",
            label: m.fields.received,
            sortable: true,
            render: (r) => date(r.created_date),
          },
        ]}
      />
    </>
  );
}
