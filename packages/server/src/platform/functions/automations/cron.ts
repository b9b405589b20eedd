/**
 * Five-field cron (`minute hour day-of-month month day-of-week`), in UTC, as Base44's scheduled
 * automations use it: numbers, `*`, ranges `a-b`, steps `*\/n` and `a-b/n`, lists `a,b`; day-of-week 0-7
 * with 0 and 7 Sunday. As in Vixie cron, when both day fields are restricted a day matching either runs.
 */
export interface CronSchedule {
  readonly minutes: ReadonlySet<number>;
  readonly hours: ReadonlySet<number>;
  readonly days: ReadonlySet<number>;
  readonly months: ReadonlySet<number>;
  readonly weekdays: ReadonlySet<number>;
  readonly anyDay: boolean;
  readonly anyWeekday: boolean;
}

const fields = [
  ["minute", 0, 59],
  ["hour", 0, 23],
  ["day of month", 1, 31],
  ["month", 1, 12],
  ["day of week", 0, 7],
] as const;

function parseField(text: string, name: string, min: number, max: number): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(",")) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`cron ${name}: "${part}" is not a number, range, step or *`);
    const from = match[1] === "*" ? min : Number(match[2]);
    const to = match[1] === "*" ? max : match[3] === undefined ? (match[4] ? max : from) : Number(match[3]);
    const step = match[4] === undefined ? 1 : Number(match[4]);
    if (from < min || to > max || from > to || step < 1) {
      throw new Error(`cron ${name}: "${part}" is outside ${min}-${max}`);
    }
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron "${expression}": five fields are needed`);
  const [minutes, hours, days, months, weekdays] = fields.map(([name, min, max], i) =>
    parseField(parts[i] as string, name, min, max),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  if (weekdays.delete(7)) weekdays.add(0);
  return { minutes, hours, days, months, weekdays, anyDay: parts[2] === "*", anyWeekday: parts[4] === "*" };
}

function dayMatches(cron: CronSchedule, date: Date): boolean {
  const inMonth = cron.days.has(date.getUTCDate());
  const inWeek = cron.weekdays.has(date.getUTCDay());
  if (cron.anyDay || cron.anyWeekday) return inMonth && inWeek;
  return inMonth || inWeek;
}

// Eight years cover every calendar a valid expression can wait for (Feb 29 on a given weekday).
const SEARCH_LIMIT_MS = 8 * 366 * 24 * 60 * 60 * 1000;

/** The first minute strictly after `after` that the schedule names; null when none ever comes (Feb 30). */
export function nextCronTime(cron: CronSchedule, after: Date): Date | null {
  const t = new Date(after.getTime());
  t.setUTCSeconds(0, 0);
  t.setUTCMinutes(t.getUTCMinutes() + 1);
  const limit = after.getTime() + SEARCH_LIMIT_MS;
  while (t.getTime() <= limit) {
    if (!cron.months.has(t.getUTCMonth() + 1)) {
      t.setUTCMonth(t.getUTCMonth() + 1, 1);
      t.setUTCHours(0, 0);
    } else if (!dayMatches(cron, t)) {
      t.setUTCDate(t.getUTCDate() + 1);
      t.setUTCHours(0, 0);
    } else if (!cron.hours.has(t.getUTCHours())) {
      t.setUTCHours(t.getUTCHours() + 1, 0);
    } else if (!cron.minutes.has(t.getUTCMinutes())) {
      t.setUTCMinutes(t.getUTCMinutes() + 1);
    } else return t;
  }
  return null;
}
