import type { Queryable } from "../../db/database.ts";

/**
 * The analytics events that are a page view (docs/decisions/0040): the SDK's `__initialization_event__`,
 * sent once on every full load of a page with its pathname, and `page_view`, the name an app tracking its
 * own client-side navigations gives them. Heartbeats and session durations repeat within one view and are
 * not counted.
 */
export const PAGE_VIEW_EVENTS = ["__initialization_event__", "page_view"] as const;

export interface AnalyticsViewStats {
  readonly total_views: number;
  readonly unique_sessions: number;
  /** Every day of the range (0 on a day without views), like the app logs' `days`. */
  readonly days: readonly { date: string; views: number; unique_sessions: number }[];
  /** Per page, most viewed first; a known path is named as the app logs name it, any other by its path. */
  readonly pages: readonly { page_name: string; views: number; unique_sessions: number }[];
}

/** Lower-case path to the page name the app logs for it (the app's own routes; others go by path). */
export type PageNames = Readonly<Record<string, string>>;

const dayText = (value: Date | string): string =>
  typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * Page views reported by the SDK's analytics between two UTC days (both inclusive), grouped in SQL. The
 * page_url is a pathname: its query, fragment and trailing slashes are dropped and it is matched
 * case-insensitively to the site's page names, so the two sources share one page key.
 */
export async function analyticsViewStats(
  db: Queryable,
  range: { readonly startDay: string; readonly endDay: string; readonly pageName?: string | undefined },
  pageNames: PageNames = {},
): Promise<AnalyticsViewStats> {
  const params: unknown[] = [range.startDay, range.endDay, [...PAGE_VIEW_EVENTS], JSON.stringify(pageNames)];
  let pageCondition = "";
  if (range.pageName !== undefined) {
    params.push(range.pageName);
    pageCondition = "where page_name = $5";
  }
  // event_name first: the (event_name, event_time) index serves the filter.
  const views = `with raw as (
      select (event_time at time zone 'utc')::date as day, session_id,
             coalesce(nullif(regexp_replace(split_part(split_part(page_url, '?', 1), '#', 1), '/+$', ''), ''), '/')
               as path
        from app_analytics_events
       where event_name = any($3::text[])
         and event_time >= ($1::date)::timestamp at time zone 'utc'
         and event_time < ($2::date + 1)::timestamp at time zone 'utc'
         and page_url is not null
    ), views as (
      select * from (
        select day, session_id, coalesce($4::jsonb ->> lower(path), path) as page_name from raw
      ) named ${pageCondition}
    )`;
  const [perDay, perPage, totals] = await Promise.all([
    db.query<{ day: Date | string; views: string; sessions: string }>(
      `${views} select day::text as day, count(*) as views, count(distinct session_id) as sessions
         from views group by day`,
      params,
    ),
    db.query<{ page_name: string; views: string; sessions: string }>(
      `${views} select page_name, count(*) as views, count(distinct session_id) as sessions
         from views group by page_name order by count(*) desc, page_name collate "C"`,
      params,
    ),
    db.query<{ views: string; sessions: string }>(
      `${views} select count(*) as views, count(distinct session_id) as sessions from views`,
      params,
    ),
  ]);
  const byDay = new Map(perDay.rows.map((row) => [dayText(row.day), row]));
  const days: { date: string; views: number; unique_sessions: number }[] = [];
  for (
    let day = new Date(`${range.startDay}T00:00:00Z`);
    dayText(day) <= range.endDay;
    day = new Date(day.getTime() + 86_400_000)
  ) {
    const row = byDay.get(dayText(day));
    days.push({
      date: dayText(day),
      views: Number(row?.views ?? 0),
      unique_sessions: Number(row?.sessions ?? 0),
    });
  }
  return {
    total_views: Number(totals.rows[0]?.views ?? 0),
    unique_sessions: Number(totals.rows[0]?.sessions ?? 0),
    days,
    pages: perPage.rows.map((row) => ({
      page_name: row.page_name,
      views: Number(row.views),
      unique_sessions: Number(row.sessions),
    })),
  };
}
