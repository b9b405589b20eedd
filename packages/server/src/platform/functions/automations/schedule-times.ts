import type { ScheduledAutomation, SimpleAutomation } from "./automation-spec.ts";
import { nextCronTime, parseCron } from "./cron.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// 1970-01-05 was a Monday: weeks are counted from it, so "every 2 weeks" is the same weeks everywhere.
const FIRST_MONDAY = 4 * DAY;

/**
 * When a scheduled automation runs next, strictly after `after`, having run `runs` times; null when it
 * has no run left (a one-time automation that ran or whose date passed, an end reached). Times are UTC
 * and anchored to the calendar, not to when the server started, so every instance computes the same.
 */
export function nextRunAfter(automation: ScheduledAutomation, after: Date, runs: number): Date | null {
  let next: Date | null;
  if (automation.schedule_mode === "one-time") {
    next = runs === 0 && automation.one_time_date > after ? automation.one_time_date : null;
    return next;
  }
  if (automation.ends_type === "after" && runs >= (automation.ends_after_count ?? Number.POSITIVE_INFINITY)) {
    return null;
  }
  next =
    automation.schedule_type === "cron"
      ? nextCronTime(parseCron(automation.cron_expression), after)
      : nextSimpleTime(automation, after);
  if (next && automation.ends_type === "on" && automation.ends_on_date && next > automation.ends_on_date) {
    return null;
  }
  return next;
}

function nextSimpleTime(automation: SimpleAutomation, after: Date): Date {
  const [hours, minutes] = (automation.start_time ?? "00:00").split(":").map(Number) as [number, number];
  const timeOfDay = (hours * 60 + minutes) * MINUTE;
  const every = automation.repeat_interval;
  const unit = automation.repeat_unit;
  if (unit === "minutes" || unit === "hours" || unit === "days") {
    const step = every * (unit === "minutes" ? MINUTE : unit === "hours" ? 60 * MINUTE : DAY);
    const k = Math.floor((after.getTime() - timeOfDay) / step) + 1;
    return new Date(timeOfDay + k * step);
  }
  if (unit === "weeks") {
    const days = new Set(automation.repeat_on_days?.length ? automation.repeat_on_days : [1]);
    const firstDay = Math.floor(after.getTime() / DAY);
    for (let day = firstDay; ; day += 1) {
      const at = day * DAY + timeOfDay;
      const week = Math.floor((day * DAY - FIRST_MONDAY) / (7 * DAY));
      if (at > after.getTime() && days.has(new Date(at).getUTCDay()) && week % every === 0)
        return new Date(at);
    }
  }
  const wanted = automation.repeat_on_day_of_month ?? 1;
  for (let month = after.getUTCFullYear() * 12 + after.getUTCMonth(); ; month += 1) {
    if ((month - 1970 * 12) % every !== 0) continue;
    const year = Math.floor(month / 12);
    const lastDay = new Date(Date.UTC(year, (month % 12) + 1, 0)).getUTCDate();
    const at = Date.UTC(year, month % 12, Math.min(wanted, lastDay)) + timeOfDay;
    if (at > after.getTime()) return new Date(at);
  }
}
