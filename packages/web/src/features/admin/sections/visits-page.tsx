import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useId, useState } from "react";
import { FieldLabel } from "../../../components/ui/field.tsx";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { pluralMessage } from "../../../i18n/plural.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import { DataTable } from "../ops/data-table.tsx";
import { selectClass } from "../ops/select-class.ts";
import { SiteVisitsSection } from "../ops/site-visits-section.tsx";
import { StatusNote } from "../ops/status-note.tsx";
import { everyDay, everyPage, fetchVisitStats, type VisitRow } from "../ops/visit-stats.ts";
import { SectionHeader } from "../section-header.tsx";

const VisitsChart = lazy(() => import("../ops/visits-chart.tsx"));

const ranges = { week: 7, month: 30, quarter: 90 } as const;
type Range = keyof typeof ranges;

/** The two sources' counts, app logs first, in the order of the tables' columns. */
function SourceCells({ row }: { row: VisitRow }) {
  return (
    <>
      <td>{row.visits}</td>
      <td>{row.unique_users}</td>
      <td>{row.views}</td>
      <td>{row.unique_sessions}</td>
    </>
  );
}

export default function VisitsPage() {
  const m = useAdminMessages();
  const { language } = useLanguage();
  const v = m.visits;
  const id = useId();
  const [range, setRange] = useState<Range>("month");
  const stats = useQuery({
    queryKey: ["admin", "visits", range],
    queryFn: () => fetchVisitStats(ranges[range]),
  });
  const days = stats.data ? everyDay(stats.data) : [];
  const pages = stats.data ? everyPage(stats.data) : [];
  const columns = [v.columns.visits, v.columns.visitors, v.columns.views, v.columns.sessions];
  return (
    <>
      <SectionHeader title={m.nav.visits}>
        <div className="grid gap-1">
          <FieldLabel htmlFor={id} className="text-sm">
            {v.rangeLabel}
          </FieldLabel>
          <select
            id={id}
            className={selectClass}
            value={range}
            onChange={(event) => setRange(event.target.value as Range)}
          >
            {(Object.keys(ranges) as Range[]).map((key) => (
              <option key={key} value={key}>
                {v.ranges[key]}
              </option>
            ))}
          </select>
        </div>
      </SectionHeader>
      <SiteVisitsSection days={ranges[range]} />
      <h2 className="mb-2 text-xl font-semibold">{v.signedInHeading}</h2>
      <p className="mb-2 max-w-prose text-muted-foreground">{v.intro}</p>
      <p className="mb-6 max-w-prose text-muted-foreground">{v.sourcesNote}</p>
      {stats.isError ? <StatusNote tone="error">{m.ops.failed}</StatusNote> : null}
      {stats.isPending ? <p>{m.ops.loading}</p> : null}
      {stats.data ? (
        <>
          <p className="mb-4 flex flex-wrap gap-6 text-lg font-semibold">
            <span>{pluralMessage(language, v.total, stats.data.total_visits)}</span>
            <span>{pluralMessage(language, v.uniqueUsers, stats.data.unique_users)}</span>
            <span>{pluralMessage(language, v.analyticsTotal, stats.data.analytics?.total_views ?? 0)}</span>
            <span>{pluralMessage(language, v.sessions, stats.data.analytics?.unique_sessions ?? 0)}</span>
          </p>
          <section className="mb-8">
            <h2 className="mb-3 text-xl font-semibold">{v.chartHeading}</h2>
            <Suspense fallback={<div className="h-64" />}>
              <VisitsChart days={days} names={{ visits: v.columns.visits, views: v.columns.views }} />
            </Suspense>
            <details className="mt-3">
              <summary className="cursor-pointer font-semibold">{v.chartHeading}</summary>
              <DataTable caption={v.chartHeading} columns={[v.columns.day, ...columns]}>
                {[...days].reverse().map((day) => (
                  <tr key={day.date}>
                    <td>{day.date}</td>
                    <SourceCells row={day} />
                  </tr>
                ))}
              </DataTable>
            </details>
          </section>
          <section className="mb-8">
            <h2 className="mb-3 text-xl font-semibold">{v.pagesHeading}</h2>
            {pages.length === 0 ? (
              <p>{m.ops.empty}</p>
            ) : (
              <DataTable caption={v.pagesHeading} columns={[v.columns.page, ...columns]}>
                {pages.map((page) => (
                  <tr key={page.page_name}>
                    <td className="break-all">{page.page_name}</td>
                    <SourceCells row={page} />
                  </tr>
                ))}
              </DataTable>
            )}
          </section>
        </>
      ) : null}
    </>
  );
}
