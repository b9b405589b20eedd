import { useId } from "react";
import { formatMessage } from "../../../i18n/format-message.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import { type AlertFilter, alertFilters } from "../live/alert-filters.ts";
import { RecordsTable, textOf } from "../records/records-table.tsx";
import { useDateFormat } from "../records/use-date-format.ts";
import { useViewParams } from "../records/view-params.ts";
import { SectionHeader } from "../section-header.tsx";

export default function CrisisAlertsPage() {
  const m = useAdminMessages();
  const date = useDateFormat();
  const filterId = useId();
  const view = useViewParams();
  const filter = view.oneOf<AlertFilter>("status", ["open", "handled", "all"], "open");
  return (
    <>
      <SectionHeader title={m.nav.crisisAlerts} />
      <RecordsTable
        entity="CrisisAlert"
        title={m.nav.crisisAlerts}
        searchFields={["keyword", "message"]}
        filter={alertFilters[filter]}
        defaultSort="-detected_at"
        detailPath={(id) => `/admin/crisis-alerts/${id}`}
        toolbar={
          <div>
            <label htmlFor={filterId} className="mb-1 block text-sm font-semibold">
              {m.crisis.filterLabel}
            </label>
            <select
              id={filterId}
              value={filter}
              // A new filter is a new table: back to its first page.
              onChange={(event) =>
                view.update({ status: event.target.value === "open" ? null : event.target.value, page: 0 })
              }
              className="min-h-11 rounded-xl border border-border bg-card px-3"
            >
              <option value="open">{m.crisis.open}</option>
              <option value="handled">{m.crisis.handled}</option>
              <option value="all">{m.crisis.all}</option>
            </select>
          </div>
        }
        columns={[
          {
            field: "detected_at",
            label: m.fields.detected,
            sortable: true,
            render: (r) => date(r.detected_at),
          },
          {
            field: "tier",
            label: m.fields.urgency,
            sortable: true,
            render: (r) => formatMessage(m.crisis.tier, { tier: textOf(r.tier) }),
          },
          { field: "keyword", label: m.fields.keyword, sortable: true },
          {
            field: "message",
            label: m.fields.message,
            render: (r) => {
              const text = textOf(r.message);
              return text.length > 140 ? `${text.slice(0, 140)}…` : text;
            },
          },
          {
            field: "handled_at",
            label: m.fields.status,
            sortable: true,
            render: (r) => (r.handled_at ? m.crisis.handled : <strong>{m.crisis.open}</strong>),
          },
        ]}
      />
    </>
  );
}
