import { z } from "zod";
import { validationError } from "../../errors.ts";
import { parseInput } from "../validate.ts";
import { storableString } from "./analytics-events.ts";
import { instantText } from "./instant.ts";

// The SDK's fetchLogs and getStats take free-form params; its documentation and generated
// apps spell them in both cases (pageName / page_name, startDate / start_date), so each has its aliases.
const aliases = {
  pageName: ["pageName", "page_name", "page"],
  userId: ["userId", "user_id"],
  startDate: ["startDate", "start_date", "from"],
  endDate: ["endDate", "end_date", "to"],
  limit: ["limit"],
  skip: ["skip", "offset"],
  sort: ["sort"],
} as const;

type ParamName = keyof typeof aliases;

/** The first alias present; a parameter repeated (?a=1&a=2) is one bad value, not a silent pick. */
function pick(query: Record<string, unknown>): Partial<Record<ParamName, unknown>> {
  const picked: Partial<Record<ParamName, unknown>> = {};
  for (const [name, keys] of Object.entries(aliases) as [ParamName, readonly string[]][]) {
    const key = keys.find((k) => query[k] !== undefined);
    if (key !== undefined) picked[name] = query[key];
  }
  return picked;
}

export const MAX_LIST_LIMIT = 1000;
const MAX_STATS_DAYS = 366;
const DEFAULT_STATS_DAYS = 30;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2024-01-31");
const count = (max: number) => z.coerce.number().int().min(0).max(max);

const listSchema = z.object({
  pageName: storableString(200).optional(),
  userId: storableString(200).optional(),
  startDate: instantText.optional(),
  endDate: instantText.optional(),
  limit: count(MAX_LIST_LIMIT).default(100),
  skip: count(1_000_000).default(0),
  sort: z
    .enum(["-timestamp", "timestamp", "-created_date", "created_date"], {
      message: "must be -timestamp, timestamp, -created_date or created_date",
    })
    .default("-timestamp"),
});

const statsSchema = z.object({
  pageName: storableString(200).optional(),
  startDate: instantText.optional(),
  endDate: instantText.optional(),
});

/** A date alone ("2024-01-31") as an end bound means the whole of that day. */
function upperBound(value: string): Date {
  const instant = new Date(value);
  if (!day.safeParse(value).success) return instant;
  return new Date(Math.min(instant.getTime() + 86_400_000, LAST_INSTANT));
}

export interface ListParams {
  readonly pageName?: string | undefined;
  readonly userId?: string | undefined;
  readonly from?: Date | undefined;
  readonly to?: Date | undefined;
  readonly limit: number;
  readonly skip: number;
  readonly newestFirst: boolean;
}

export function parseListParams(query: Record<string, unknown>): ListParams {
  const p = parseInput(listSchema, pick(query));
  return {
    pageName: p.pageName,
    userId: p.userId,
    from: p.startDate ? new Date(p.startDate) : undefined,
    to: p.endDate ? upperBound(p.endDate) : undefined,
    limit: p.limit,
    skip: p.skip,
    newestFirst: p.sort.startsWith("-"),
  };
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);
// The range PostgreSQL and the ISO form share; a default range never steps outside it.
const LAST_INSTANT = Date.parse("9999-12-31T23:59:59.999Z");
const FIRST_DAY = "0001-01-01";

export interface StatsParams {
  readonly startDay: string;
  readonly endDay: string;
  readonly pageName?: string | undefined;
}

/** Days in UTC, both inclusive: by default the last 30 days up to today; at most 366 days. */
export function parseStatsParams(query: Record<string, unknown>, now = new Date()): StatsParams {
  const p = parseInput(statsSchema, pick(query));
  const endDay = p.endDate ? utcDay(new Date(p.endDate)) : utcDay(now);
  const defaultStart = new Date(Date.parse(`${endDay}T00:00:00Z`) - (DEFAULT_STATS_DAYS - 1) * 86_400_000);
  const startDay = p.startDate
    ? utcDay(new Date(p.startDate))
    : ([utcDay(defaultStart), FIRST_DAY].sort().at(-1) ?? FIRST_DAY);
  const span = (Date.parse(endDay) - Date.parse(startDay)) / 86_400_000 + 1;
  if (span < 1) throw validationError([{ field: "endDate", message: "must not be before startDate" }]);
  if (span > MAX_STATS_DAYS) {
    throw validationError([
      { field: "endDate", message: `the range may cover at most ${MAX_STATS_DAYS} days` },
    ]);
  }
  return { startDay, endDay, pageName: p.pageName };
}
