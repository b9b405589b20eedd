import type { Queryable } from "../../db/database.ts";

export interface SiteVisitStats {
  readonly start_date: string;
  readonly end_date: string;
  readonly total_views: number;
  /** The sum of each day's visitors: one person on two days counts twice (days are never linked). */
  readonly visitor_days: number;
  /** Every day of the range, oldest first, 0 on a day without views. */
  readonly days: readonly { date: string; views: number; visitors: number }[];
  /** Most viewed first, at most 50. */
  readonly pages: readonly { page: string; views: number }[];
  /** Other sites that sent visitors, most first, at most 20. */
  readonly referrers: readonly { host: string; views: number }[];
}

const DAY_MS = 86_400_000;
const dayText = (value: Date | string) =>
  typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** The counts of the last `days` UTC days up to `now`'s, from the aggregates only. */
export async function siteVisitStats(db: Queryable, now: Date, days: number): Promise<SiteVisitStats> {
  const end = dayText(now);
  const start = dayText(new Date(now.getTime() - (days - 1) * DAY_MS));
  const range = [start, end];
  const [views, visitors, pages, referrers] = await Promise.all([
    db.query<{ day: string; views: string }>(
      `select day::text as day, sum(views) as views from site_page_views
        where day between $1::date and $2::date group by day`,
      range,
    ),
    db.query<{ day: string; visitors: number }>(
      "select day::text as day, visitors from site_visitor_days where day between $1::date and $2::date",
      range,
    ),
    db.query<{ page: string; views: string }>(
      `select page, sum(views) as views from site_page_views where day between $1::date and $2::date
        group by page order by sum(views) desc, page limit 50`,
      range,
    ),
    db.query<{ host: string; views: string }>(
      `select referrer_host as host, sum(views) as views from site_page_views
        where day between $1::date and $2::date and referrer_host <> ''
        group by referrer_host order by sum(views) desc, referrer_host limit 20`,
      range,
    ),
  ]);
  const viewsByDay = new Map(views.rows.map((row) => [dayText(row.day), Number(row.views)]));
  const visitorsByDay = new Map(visitors.rows.map((row) => [dayText(row.day), Number(row.visitors)]));
  const everyDay: { date: string; views: number; visitors: number }[] = [];
  for (
    let day = new Date(`${start}T00:00:00Z`);
    dayText(day) <= end;
    day = new Date(day.getTime() + DAY_MS)
  ) {
    const date = dayText(day);
    everyDay.push({ date, views: viewsByDay.get(date) ?? 0, visitors: visitorsByDay.get(date) ?? 0 });
  }
  return {
    start_date: start,
    end_date: end,
    total_views: everyDay.reduce((sum, day) => sum + day.views, 0),
    visitor_days: everyDay.reduce((sum, day) => sum + day.visitors, 0),
    days: everyDay,
    pages: pages.rows.map((row) => ({ page: row.page, views: Number(row.views) })),
    referrers: referrers.rows.map((row) => ({ host: row.host, views: Number(row.views) })),
  };
}
