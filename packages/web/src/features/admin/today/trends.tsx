import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatMessage } from "../../../i18n/format-message.ts";
import { useLanguage } from "../../../i18n/language-provider.tsx";
import { formatCount } from "../../../i18n/number-format.ts";
import { adminFetch } from "../admin-api.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import { Sparkline } from "./sparkline.tsx";

type SeriesName = "applications" | "planning_forms" | "assessments" | "crisis_alerts" | "failed_emails";

interface Trends {
  readonly days: string[];
  readonly series: Record<SeriesName, number[]>;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Thirty days of each series as a sparkline, its figures in words, and a link to its table. */
export function TodayTrends() {
  const m = useAdminMessages();
  const { language } = useLanguage();
  const trends = useQuery({
    queryKey: ["admin-trends"],
    queryFn: async () => (await (await adminFetch("/trends")).json()) as Trends,
  });
  const rows: { name: SeriesName; label: string; to: string }[] = [
    { name: "applications", label: m.nav.applications, to: "/admin/applications" },
    { name: "planning_forms", label: m.nav.planningForms, to: "/admin/planning-forms" },
    { name: "assessments", label: m.nav.assessmentResults, to: "/admin/assessment-results" },
    { name: "crisis_alerts", label: m.nav.crisisAlerts, to: "/admin/crisis-alerts?status=all" },
    { name: "failed_emails", label: m.trends.failedEmails, to: "/admin/outbox?status=failed" },
  ];
  const count = (value: number) => formatCount(language, value);
  return (
    <section aria-labelledby="trends">
      <h2 id="trends" className="mb-3 text-xl font-bold">
        {m.trends.heading}
      </h2>
      {trends.isPending ? <p>{m.common.loading}</p> : null}
      {trends.isError ? <p role="alert">{m.common.failed}</p> : null}
      {trends.data ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {rows.map(({ name, label, to }) => {
            const values = trends.data.series[name] ?? [];
            const total = sum(values);
            return (
              <li key={name} data-trend={name} className="rounded-xl border border-border bg-card p-4">
                <Link to={to} className="font-semibold text-primary underline underline-offset-4">
                  {label}
                </Link>
                <div className="mt-2 flex items-end gap-3">
                  <span className="font-serif text-3xl font-bold" aria-hidden="true">
                    {count(total)}
                  </span>
                  <Sparkline values={values} className="h-8 w-full max-w-32 text-primary" />
                </div>
                <p className="mt-2 text-sm text-muted-foreground">
                  {formatMessage(m.trends.summary, {
                    label,
                    total: count(total),
                    week: count(sum(values.slice(-7))),
                    max: count(Math.max(0, ...values)),
                  })}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
