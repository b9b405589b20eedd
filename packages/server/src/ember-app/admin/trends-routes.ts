import type { FastifyInstance } from "fastify";
import { assertAppId } from "../../platform/app-id.ts";
import { assertAdmin } from "./admin-access.ts";

/** How many days the Today page's sparklines cover, today included. */
export const TREND_DAYS = 30;
const DAY_MS = 86_400_000;

/** The series of the sparklines: what arrives each day, and the e-mails that failed for good. */
const entitySeries = {
  applications: "Application",
  planning_forms: "UserProfile",
  assessments: "AssessmentResult",
  crisis_alerts: "CrisisAlert",
} as const;
export type TrendSeries = keyof typeof entitySeries | "failed_emails";

export interface Trends {
  /** The UTC days, oldest first, as YYYY-MM-DD; each series has one count per day. */
  readonly days: string[];
  readonly series: Record<TrendSeries, number[]>;
}

/** The first instant of the oldest day shown, and the days themselves. */
export function trendWindow(now: Date): { from: Date; days: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (TREND_DAYS - 1) * DAY_MS);
  const days = Array.from({ length: TREND_DAYS }, (_, i) =>
    new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  return { from, days };
}

/**
 * `GET /api/apps/:appId/admin/trends`: a daily count per series over the last 30 UTC days, for the Today
 * page's sparklines. One grouped query reads every series (each table through its created_date index, the
 * outbox through its attempts), so Today costs one round trip however many series it draws. Admin only.
 */
export async function trendsRoutes(app: FastifyInstance) {
  app.get<{ Params: { appId: string } }>(
    "/api/apps/:appId/admin/trends",
    async (request): Promise<Trends> => {
      assertAppId(app.config, request.params.appId);
      assertAdmin(request.caller);
      const { from, days } = trendWindow(new Date());
      const parts: string[] = [];
      for (const [series, name] of Object.entries(entitySeries)) {
        const table = app.entities.get(name)?.table;
        if (!table) continue;
        parts.push(`select '${series}' as series, (created_date at time zone 'UTC')::date::text as day, count(*)::int as n
        from ${table} where created_date >= $1 group by 2`);
      }
      // An e-mail fails for good once; its last attempt says when.
      parts.push(`select 'failed_emails' as series, (attempted_at at time zone 'UTC')::date::text as day, count(*)::int as n
      from mail_attempts where outcome = 'failed' and attempted_at >= $1 group by 2`);
      const { rows } = await app.db.query<{ series: TrendSeries; day: string; n: number }>(
        parts.join(" union all "),
        [from.toISOString()],
      );
      const index = new Map(days.map((day, i) => [day, i]));
      const series = Object.fromEntries(
        [...Object.keys(entitySeries), "failed_emails"].map((name) => [name, days.map(() => 0)]),
      ) as Record<TrendSeries, number[]>;
      for (const row of rows) {
        const at = index.get(row.day);
        if (at !== undefined) series[row.series][at] = row.n;
      }
      return { days, series };
    },
  );
}
