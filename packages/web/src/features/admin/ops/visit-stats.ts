import { getBase44Client } from "./admin-calls.ts";

/** The server's analytics page views (docs/decisions/0040), a second source beside the app logs. */
export interface AnalyticsViews {
  readonly total_views: number;
  readonly unique_sessions: number;
  readonly days: readonly { date: string; views: number; unique_sessions: number }[];
  readonly pages: readonly { page_name: string; views: number; unique_sessions: number }[];
}

export interface VisitStats {
  readonly start_date: string;
  readonly end_date: string;
  readonly total_visits: number;
  readonly unique_users: number;
  readonly days: readonly { date: string; visits: number; unique_users: number }[];
  readonly pages: readonly { page_name: string; visits: number; unique_users: number }[];
  readonly analytics?: AnalyticsViews | undefined;
}

/** One row of the console's tables: both sources side by side, never added together. */
export interface VisitRow {
  readonly visits: number;
  readonly unique_users: number;
  readonly views: number;
  readonly unique_sessions: number;
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const none = { visits: 0, unique_users: 0, views: 0, unique_sessions: 0 };

/** The last `days` UTC days up to today, through the SDK's app logs (admin-only at the server). */
export async function fetchVisitStats(days: number, now = Date.now()): Promise<VisitStats> {
  const client = await getBase44Client();
  return (await client.appLogs.getStats({
    startDate: dayOf(now - (days - 1) * DAY_MS),
    endDate: dayOf(now),
  })) as VisitStats;
}

/** Every day of the range, those without visits or views as 0, so the chart's axis is even. */
export function everyDay(stats: VisitStats): (VisitRow & { date: string })[] {
  const logs = new Map(stats.days.map((d) => [d.date.slice(0, 10), d]));
  const views = new Map((stats.analytics?.days ?? []).map((d) => [d.date.slice(0, 10), d]));
  const out: (VisitRow & { date: string })[] = [];
  const end = Date.parse(`${stats.end_date.slice(0, 10)}T00:00:00Z`);
  for (let t = Date.parse(`${stats.start_date.slice(0, 10)}T00:00:00Z`); t <= end; t += DAY_MS) {
    const date = dayOf(t);
    const log = logs.get(date);
    const view = views.get(date);
    out.push({
      date,
      visits: log?.visits ?? 0,
      unique_users: log?.unique_users ?? 0,
      views: view?.views ?? 0,
      unique_sessions: view?.unique_sessions ?? 0,
    });
  }
  return out;
}

/** Every page either source names, most app-log visits first, then most analytics views, then by name. */
export function everyPage(stats: VisitStats): (VisitRow & { page_name: string })[] {
  const rows = new Map<string, VisitRow & { page_name: string }>();
  for (const page of stats.pages) rows.set(page.page_name, { ...none, ...page });
  for (const page of stats.analytics?.pages ?? []) {
    const known = rows.get(page.page_name) ?? { ...none, page_name: page.page_name };
    rows.set(page.page_name, { ...known, views: page.views, unique_sessions: page.unique_sessions });
  }
  return [...rows.values()].sort(
    (a, b) => b.visits - a.visits || b.views - a.views || (a.page_name < b.page_name ? -1 : 1),
  );
}
