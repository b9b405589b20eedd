import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { useAuth } from "../../../app/auth-provider.tsx";
import { formatMessage } from "../../../i18n/format-message.ts";
import { type AdminRecord, adminFetch, type ConsoleEntity, entityOf } from "../admin-api.ts";
import { useAdminMessages } from "../admin-messages.tsx";
import { adminPathOf, adminSections } from "../admin-sections.ts";
import { takeLastVisit } from "../last-visit.ts";
import { alertFilters } from "../live/alert-filters.ts";
import { BackupNotice } from "../ops/backup-notice.tsx";
import { textOf } from "../records/records-table.tsx";
import { useDateFormat } from "../records/use-date-format.ts";
import { SectionHeader } from "../section-header.tsx";
import { TodayTrends } from "../today/trends.tsx";

const OPEN_ALERTS_SHOWN = 5;

function useCount(entity: ConsoleEntity, query: Record<string, unknown>) {
  return useQuery({
    queryKey: ["admin-count", entity, query],
    queryFn: async () => (await entityOf(entity)).count(query),
  });
}

function OpenAlerts() {
  const m = useAdminMessages();
  const date = useDateFormat();
  const alerts = useQuery({
    queryKey: ["admin-records", "CrisisAlert", "today"],
    queryFn: async () => {
      const handler = await entityOf("CrisisAlert");
      const [rows, total] = await Promise.all([
        handler.filter(alertFilters.open, "-detected_at", OPEN_ALERTS_SHOWN),
        handler.count(alertFilters.open),
      ]);
      return { rows: rows as AdminRecord[], total };
    },
  });
  const total = alerts.data?.total ?? 0;
  return (
    <section
      aria-labelledby="open-alerts"
      className={`rounded-xl border-2 p-4 ${total > 0 ? "border-destructive bg-card" : "border-border bg-card"}`}
    >
      <h2 id="open-alerts" className="flex items-center gap-2 text-xl font-bold">
        {total > 0 ? <AlertTriangle aria-hidden="true" className="size-5 text-destructive" /> : null}
        {alerts.data ? formatMessage(m.today.openAlertsCount, { count: total }) : m.today.openAlerts}
      </h2>
      {alerts.isPending ? <p>{m.common.loading}</p> : null}
      {alerts.isError ? <p role="alert">{m.common.failed}</p> : null}
      {alerts.data && total === 0 ? <p className="mt-2">{m.today.noOpenAlerts}</p> : null}
      {alerts.data && total > 0 ? (
        <ul className="mt-3 divide-y divide-border">
          {alerts.data.rows.map((alert) => (
            <li key={alert.id} className="py-2">
              <Link
                to={`/admin/crisis-alerts/${alert.id}`}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {formatMessage(m.crisis.tier, { tier: textOf(alert.tier) })}: {textOf(alert.keyword)}
              </Link>
              <span className="ms-2 text-sm text-muted-foreground">{date(alert.detected_at)}</span>
              <p className="line-clamp-2 break-words text-sm">{textOf(alert.message)}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to="/admin/crisis-alerts"
        className="mt-3 inline-block font-semibold text-primary underline underline-offset-4"
      >
        {m.today.allAlerts}
      </Link>
    </section>
  );
}

function CountCard({
  label,
  count,
  to,
  linkText,
}: {
  label: string;
  count: number | undefined;
  to?: string;
  linkText: string;
}) {
  const m = useAdminMessages();
  return (
    <div className="flex flex-col rounded-xl border border-border bg-card p-4">
      <p className="font-serif text-4xl font-bold text-primary">{count ?? "…"}</p>
      <p className="font-semibold">{label}</p>
      {count === undefined ? <span className="sr-only">{m.common.loading}</span> : null}
      {to ? (
        <Link to={to} className="mt-2 text-sm font-semibold text-primary underline underline-offset-4">
          {linkText}
        </Link>
      ) : null}
    </div>
  );
}

/** What needs the team today: open crisis alerts first, then what arrived since the last visit. */
export default function TodayPage() {
  const m = useAdminMessages();
  const date = useDateFormat();
  const { user } = useAuth();
  const since = takeLastVisit(String(user?.id ?? ""));
  const newer = since ? { created_date: { $gt: since } } : {};
  const applications = useCount("Application", newer);
  const planningForms = useCount("UserProfile", newer);
  const results = useCount("AssessmentResult", newer);
  const summary = useQuery({
    queryKey: ["admin-today"],
    queryFn: async () =>
      (await (await adminFetch("/today")).json()) as {
        failed_emails: number;
        model_budget?: { tokens: number; budget: number; spent: boolean };
      },
  });
  const budget = summary.data?.model_budget;
  // The e-mail section is the outbox's (another part of the console); link to it once it is there.
  const outbox = adminSections.find((section) => section.path === "outbox");
  const open = (label: string) => formatMessage(m.today.viewSection, { section: label });
  return (
    <div className="space-y-6">
      <SectionHeader title={m.nav.today} />
      <OpenAlerts />
      <BackupNotice />
      <section aria-labelledby="since-last-visit">
        <h2 id="since-last-visit" className="mb-3 text-xl font-bold">
          {since ? formatMessage(m.today.sinceLastVisit, { date: date(since) }) : m.today.firstVisit}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <CountCard
            label={m.today.newApplications}
            count={applications.data}
            to="/admin/applications"
            linkText={open(m.nav.applications)}
          />
          <CountCard
            label={m.today.newPlanningForms}
            count={planningForms.data}
            to="/admin/planning-forms"
            linkText={open(m.nav.planningForms)}
          />
          <CountCard
            label={m.today.newAssessmentResults}
            count={results.data}
            to="/admin/assessment-results"
            linkText={open(m.nav.assessmentResults)}
          />
          <CountCard
            label={m.today.failedEmails}
            count={summary.data?.failed_emails}
            to={outbox ? adminPathOf(outbox) : undefined}
            linkText={outbox ? open(m.nav[outbox.label]) : ""}
          />
        </div>
        {budget && budget.budget > 0 ? (
          <p
            data-model-budget=""
            className={budget.spent ? "mt-3 font-bold text-destructive" : "mt-3 text-sm"}
          >
            {budget.spent
              ? m.today.modelBudgetSpent
              : formatMessage(m.today.modelBudget, {
                  tokens: budget.tokens.toLocaleString(),
                  budget: budget.budget.toLocaleString(),
                })}
          </p>
        ) : null}
      </section>
      <TodayTrends />
    </div>
  );
}
