import type { Queryable } from "../../db/database.ts";

/** At most this many per fixed hour window and per fixed day window. */
export interface WindowLimits {
  readonly perHour: number;
  readonly perDay: number;
}

/**
 * Counts one e-mail against `key` in `mail_recipient_counts` (decision 0054's fixed hour and day
 * windows, shared by every instance on the database) and answers whether it may go. A refused e-mail is
 * not counted, so a flood does not keep pushing the window's count up. Keys are a lower-cased address (the
 * same rows the app's visitor-addressed e-mails count in) or `sender:<user id>` (a colon cannot appear in
 * an address's unquoted local part, and quoted ones are refused before this).
 */
export async function countInWindows(db: Queryable, key: string, limits: WindowLimits): Promise<boolean> {
  const { rows } = await db.query(
    `insert into mail_recipient_counts as c (address, hour_start, hour_count, day_start, day_count)
     values ($1, now(), 1, now(), 1)
     on conflict (address) do update set
       hour_count = case when c.hour_start <= now() - interval '1 hour' then 1 else c.hour_count + 1 end,
       hour_start = case when c.hour_start <= now() - interval '1 hour' then now() else c.hour_start end,
       day_count = case when c.day_start <= now() - interval '1 day' then 1 else c.day_count + 1 end,
       day_start = case when c.day_start <= now() - interval '1 day' then now() else c.day_start end
     where (case when c.hour_start <= now() - interval '1 hour' then 1 else c.hour_count + 1 end) <= $2
       and (case when c.day_start <= now() - interval '1 day' then 1 else c.day_count + 1 end) <= $3
     returning address`,
    [key, limits.perHour, limits.perDay],
  );
  return rows.length === 1;
}
