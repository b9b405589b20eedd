import { getBase44Client } from "./admin-calls.ts";

export interface VisitStats {
  readonly start_date: string;
  readonly end_date: string;
  readonly total_visits: number;
  readonly unique_users: number;
  readonly days: readonly { date: string; visits: number; unique_users: number }[];
  readonly pages: readonly { page_name: string; visits: number; unique_users: number }[];
}

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last `days` UTC days up to today, through the SDK's app logs (admin-only at the server). */
export async function fetchVisitStats(days: number, now = Date.now()): Promise<VisitStats> {
  const client = await getBase44Client();
  return (await client.appLogs.getStats({
    startDate: dayOf(now - (days - 1) * DAY_MS),
    endDate: dayOf(now),
  })) as VisitStats;
}

/** Every day of the range, those without visits as 0, so the chart's axis is even. */
export function everyDay(stats: VisitStats): { date: string; visits: number; unique_users: number }[] {
  const known = new Map(stats.days.map((d) => [d.date.slice(0, 10), d]));
  const out: { date: string; visits: number; unique_users: number }[] = [];
  const end = Date.parse(`${stats.end_date.slice(0, 10)}T00:00:00Z`);
  for (let t = Date.parse(`${stats.start_date.slice(0, 10)}T00:00:00Z`); t <= end; t += DAY_MS) {
    const date = dayOf(t);
    out.push(known.get(date) ?? { date, visits: 0, unique_users: 0 });
  }
  return out;
}
