import { useAdminMessages } from "../admin-messages.tsx";
import { RecordsTable } from "../records/records-table.tsx";
import { useDateFormat } from "../records/use-date-format.ts";
import { SectionHeader } from "../section-header.tsx";

export default function ApplicationsPage() {
  const m = useAdminMessages();
  const date = useDateFormat();
  return (
    <>
      <SectionHeader title={m.nav.applications} />
      <RecordsTable
        entity="Application"
        title={m.nav.applications}
        searchFields={["full_name", "email"]}
        detailPath={(id) => `/admin/applications/${id}`}
        columns={[
          { field: "full_name", label: m.fields.name, sortable: true },
          { field: "email", label: m.fields.email, sortable: true },
          { field: "program_interest", label: m.fields.programInterest, sortable: true },
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
