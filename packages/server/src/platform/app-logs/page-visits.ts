import type { Queryable } from "../../db/database.ts";

/** One logged visit, as `appLogs.fetchLogs()` returns it. */
export interface PageVisitLog {
  readonly id: string;
  readonly app_id: string;
  readonly user_id: string;
  readonly user_email: string | null;
  readonly page_name: string;
  /** When the visit was logged (ISO); created_date is the same instant, under the records' field name. */
  readonly timestamp: string;
  readonly created_date: string;
}

export interface VisitFilter {
  readonly pageName?: string | undefined;
  readonly userId?: string | undefined;
  /** Inclusive lower and exclusive upper bound, as instants. */
  readonly from?: Date | undefined;
  readonly to?: Date | undefined;
}

export async function recordPageVisit(db: Queryable, userId: string, pageName: string): Promise<void> {
  await db.query("insert into app_page_visits (user_id, page_name) values ($1, $2)", [userId, pageName]);
}

/** The filter as SQL conditions on app_page_visits aliased `v`, numbered from $1. */
function whereOf(filter: VisitFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, value: unknown) => {
    params.push(value);
    conditions.push(condition.replace("?", `$${params.length}`));
  };
  if (filter.pageName !== undefined) add("v.page_name = ?", filter.pageName);
  if (filter.userId !== undefined) add("v.user_id = ?", filter.userId);
  if (filter.from) add("v.visited_at >= ?", filter.from.toISOString());
  if (filter.to) add("v.visited_at < ?", filter.to.toISOString());
  return { sql: conditions.length > 0 ? `where ${conditions.join(" and ")}` : "", params };
}

interface VisitRow {
  id: string;
  user_id: string;
  email: string | null;
  page_name: string;
  visited_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function listPageVisits(
  db: Queryable,
  appId: string,
  filter: VisitFilter,
  page: { readonly limit: number; readonly skip: number; readonly newestFirst: boolean },
): Promise<PageVisitLog[]> {
  const where = whereOf(filter);
  const direction = page.newestFirst ? "desc" : "asc";
  const { rows } = await db.query<VisitRow>(
    `select v.id::text as id, v.user_id, u.email, v.page_name, v.visited_at
       from app_page_visits v left join users u on u.id = v.user_id
       ${where.sql}
       order by v.visited_at ${direction}, v.id ${direction}
       limit $${where.params.length + 1} offset $${where.params.length + 2}`,
    [...where.params, page.limit, page.skip],
  );
  return rows.map((row) => ({
    id: row.id,
    app_id: appId,
    user_id: row.user_id,
    user_email: row.email,
    page_name: row.page_name,
    timestamp: iso(row.visited_at),
    created_date: iso(row.visited_at),
  }));
}

export interface VisitStats {
  readonly start_date: string;
  readonly end_date: string;
  readonly total_visits: number;
  readonly unique_users: number;
  /** Visits per page per day (UTC), the day and page ascending. */
  readonly visits: readonly { date: string; page_name: string; visits: number; unique_users: number }[];
  /** Per day over all pages, every day of the range (0 on a day without visits), for a chart. */
  readonly days: readonly { date: string; visits: number; unique_users: number }[];
  /** Per page over the range, most visited first. */
  readonly pages: readonly { page_name: string; visits: number; unique_users: number }[];
}

const dayText = (value: Date | string): string =>
  typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * Visits per page per day between two UTC days (both inclusive), grouped on (visit_day, page_name), which
 * the day-page index serves.
 */
export async function pageVisitStats(
  db: Queryable,
  range: { readonly startDay: string; readonly endDay: string; readonly pageName?: string | undefined },
): Promise<VisitStats> {
  const params: unknown[] = [range.startDay, range.endDay];
  let pageCondition = "";
  if (range.pageName !== undefined) {
    params.push(range.pageName);
    pageCondition = "and page_name = $3";
  }
  const inRange = `visit_day between $1::date and $2::date ${pageCondition}`;
  const [perDayPage, perDay, perPage, totals] = await Promise.all([
    db.query<{ day: Date | string; page_name: string; visits: string; users: string }>(
      `select visit_day::text as day, page_name, count(*) as visits, count(distinct user_id) as users
         from app_page_visits where ${inRange}
         group by visit_day, page_name order by visit_day, page_name`,
      params,
    ),
    db.query<{ day: Date | string; visits: string; users: string }>(
      `select visit_day::text as day, count(*) as visits, count(distinct user_id) as users
         from app_page_visits where ${inRange} group by visit_day`,
      params,
    ),
    db.query<{ page_name: string; visits: string; users: string }>(
      `select page_name, count(*) as visits, count(distinct user_id) as users
         from app_page_visits where ${inRange}
         group by page_name order by count(*) desc, page_name`,
      params,
    ),
    db.query<{ visits: string; users: string }>(
      `select count(*) as visits, count(distinct user_id) as users from app_page_visits where ${inRange}`,
      params,
    ),
  ]);
  const byDay = new Map(perDay.rows.map((row) => [dayText(row.day), row]));
  const days: { date: string; visits: number; unique_users: number }[] = [];
  for (
    let day = new Date(`${range.startDay}T00:00:00Z`);
    dayText(day) <= range.endDay;
    day = new Date(day.getTime() + 86_400_000)
  ) {
    const row = byDay.get(dayText(day));
    days.push({
      date: dayText(day),
      visits: Number(row?.visits ?? 0),
      unique_users: Number(row?.users ?? 0),
    });
  }
  return {
    start_date: range.startDay,
    end_date: range.endDay,
    total_visits: Number(totals.rows[0]?.visits ?? 0),
    unique_users: Number(totals.rows[0]?.users ?? 0),
    visits: perDayPage.rows.map((row) => ({
      date: dayText(row.day),
      page_name: row.page_name,
      visits: Number(row.visits),
      unique_users: Number(row.users),
    })),
    days,
    pages: perPage.rows.map((row) => ({
      page_name: row.page_name,
      visits: Number(row.visits),
      unique_users: Number(row.users),
    })),
  };
}

/** Deletes visits and analytics events older than the retention; returns how many rows went. */
export async function expireAppLogs(db: Queryable, retentionDays: number): Promise<number> {
  const visits = await db.query(
    "delete from app_page_visits where visited_at < now() - $1::double precision * interval '1 day'",
    [retentionDays],
  );
  const events = await db.query(
    "delete from app_analytics_events where received_at < now() - $1::double precision * interval '1 day'",
    [retentionDays],
  );
  return (visits.rowCount ?? 0) + (events.rowCount ?? 0);
}
