import { useAdminMessages } from "../admin-messages.tsx";
import { RecordsTable, textOf } from "../records/records-table.tsx";
import { useDateFormat } from "../records/use-date-format.ts";
import { SectionHeader } from "../section-header.tsx";

/** The planning forms (UserProfile, product.md#userprofile). */
export default function PlanningFormsPage() {
  const m = useAdminMessages();
  const date = useDateFormat();
  return (
    <>
      <SectionHeader title={m.nav.planningForms} />
      <RecordsTable
        entity="UserProfile"
        title={m.nav.planningForms}
        searchFields={["user_email", "fire_statement"]}
        detailPath={(id) => `/admin/planning-forms/${id}`}
        columns={[
          { field: "user_email", label: m.fields.email, sortable: true },
          {
            field: "fire_statement",
            label: m.fields.fireStatement,
            render: (r) => {
              const text = textOf(r.fire_statement);
              return text.length > 120 ? `${text.slice(0, 120)}…` : text;
            },
          },
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
