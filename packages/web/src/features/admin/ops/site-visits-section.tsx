import { useQuery } from "@tanstack/react-query";
import { formatMessage } from "../../../i18n/format-message.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { pluralMessage } from "../../../i18n/plural.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import { DataTable } from "./data-table.tsx";
import { fetchSiteVisits } from "./site-visit-calls.ts";
import { SiteVisitsChart } from "./site-visits-chart.tsx";
import { StatusNote } from "./status-note.tsx";

/** Every visitor's page views, counted anonymously by the server (no cookie, no address kept). */
export function SiteVisitsSection({ days }: { days: number }) {
  const m = useAdminMessages();
  const s = m.siteVisits;
  const { language } = useLanguage();
  const stats = useQuery({ queryKey: ["admin", "site-visits", days], queryFn: () => fetchSiteVisits(days) });
  const data = stats.data;
  return (
    <section aria-labelledby="site-visits" className="mb-10">
      <h2 id="site-visits" className="mb-2 text-xl font-semibold">
        {s.heading}
      </h2>
      <p className="mb-4 max-w-prose text-muted-foreground">{s.intro}</p>
      {stats.isError ? <StatusNote tone="error">{m.ops.failed}</StatusNote> : null}
      {stats.isPending ? <p>{m.ops.loading}</p> : null}
      {data ? (
        <>
          <p className="mb-4 flex flex-wrap gap-6 text-lg font-semibold" data-site-visits-total="">
            <span>{pluralMessage(language, s.views, data.total_views)}</span>
            <span>{pluralMessage(language, s.visitorDays, data.visitor_days)}</span>
          </p>
          <SiteVisitsChart
            days={data.days}
            label={formatMessage(s.chartLabel, {
              views: data.total_views,
              from: data.days[0]?.date ?? "",
              to: data.days.at(-1)?.date ?? "",
            })}
          />
          <details className="mt-3 mb-6">
            <summary className="cursor-pointer font-semibold">{s.byDay}</summary>
            <DataTable caption={s.byDay} columns={[s.columns.day, s.columns.views, s.columns.visitors]}>
              {[...data.days].reverse().map((day) => (
                <tr key={day.date}>
                  <td>{day.date}</td>
                  <td>{day.views}</td>
                  <td>{day.visitors}</td>
                </tr>
              ))}
            </DataTable>
          </details>
          <div className="grid gap-6 lg:grid-cols-2">
            <div>
              <h3 className="mb-2 font-semibold">{s.byPage}</h3>
              {data.pages.length === 0 ? (
                <p>{m.ops.empty}</p>
              ) : (
                <DataTable caption={s.byPage} columns={[s.columns.page, s.columns.views]}>
                  {data.pages.map((page) => (
                    <tr key={page.page}>
                      <td className="break-all">{page.page}</td>
                      <td>{page.views}</td>
                    </tr>
                  ))}
                </DataTable>
              )}
            </div>
            <div>
              <h3 className="mb-2 font-semibold">{s.byReferrer}</h3>
              {data.referrers.length === 0 ? (
                <p>{m.ops.empty}</p>
              ) : (
                <DataTable caption={s.byReferrer} columns={[s.columns.referrer, s.columns.views]}>
                  {data.referrers.map((referrer) => (
                    <tr key={referrer.host}>
                      <td className="break-all">{referrer.host}</td>
                      <td>{referrer.views}</td>
                    </tr>
                  ))}
                </DataTable>
              )}
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
