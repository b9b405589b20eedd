import { createHash } from "node:crypto";
import { z } from "zod";
import type { Queryable } from "../../db/database.ts";
import { instant } from "./instant.ts";
import { isStorableJson, isStorableText } from "./storable-text.ts";

// The SDK sends at most 30 events a batch, a second apart; on leaving the page it flushes its whole
// queue in one request, which is what piled up since the last batch. Its queue may reach 1000 only when
// events come far faster than any page produces them.
export const MAX_EVENTS_PER_BATCH = 200;
const MAX_PROPERTIES_CHARS = 8_000;

/** A string PostgreSQL can store, of at most `max` characters. */
export const storableString = (max: number) =>
  z.string().max(max).refine(isStorableText, "must not contain NUL or unpaired surrogate characters");

const analyticsEvent = z.object({
  event_name: storableString(200).pipe(z.string().min(1)),
  properties: z
    .record(z.string(), z.unknown())
    .nullish()
    .refine(
      (value) => value == null || JSON.stringify(value).length <= MAX_PROPERTIES_CHARS,
      `must be at most ${MAX_PROPERTIES_CHARS} characters of JSON`,
    )
    .refine(isStorableJson, "must not contain NUL or unpaired surrogate characters"),
  timestamp: instant,
  page_url: storableString(2048).nullish(),
  user_id: storableString(200).nullish(),
  session_id: storableString(200).nullish(),
});

export const analyticsBatch = z.object({
  events: z.array(analyticsEvent).min(1).max(MAX_EVENTS_PER_BATCH),
});

export type AnalyticsEvent = z.output<typeof analyticsEvent>;

/**
 * The identity of an event: a hash of everything the SDK sends for it. The SDK has no event id, and a
 * batch sent by beacon is sent again over XHR; the repeat has the same content, so it
 * hashes the same and is not stored twice.
 */
export function eventKey(event: AnalyticsEvent): string {
  const canonical = JSON.stringify([
    event.event_name,
    event.timestamp.toISOString(),
    event.page_url ?? null,
    event.user_id ?? null,
    event.session_id ?? null,
    event.properties ?? null,
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

/** Stores a batch in one statement; events already stored are skipped. Returns how many were new. */
export async function storeAnalyticsEvents(
  db: Queryable,
  events: readonly AnalyticsEvent[],
  authUserId: string | null,
): Promise<number> {
  const rows = events.map((event) => ({
    event_key: eventKey(event),
    event_name: event.event_name,
    properties: event.properties ?? null,
    event_time: event.timestamp.toISOString(),
    page_url: event.page_url ?? null,
    reported_user_id: event.user_id ?? null,
    auth_user_id: authUserId,
    session_id: event.session_id ?? null,
  }));
  const { rowCount } = await db.query(
    `insert into app_analytics_events
       (event_key, event_name, properties, event_time, page_url, reported_user_id, auth_user_id, session_id)
     select distinct on (e.event_key) e.event_key, e.event_name, e.properties, e.event_time, e.page_url,
            e.reported_user_id, e.auth_user_id, e.session_id
       from jsonb_to_recordset($1::jsonb) as e(
         event_key text, event_name text, properties jsonb, event_time timestamptz, page_url text,
         reported_user_id text, auth_user_id text, session_id text)
     on conflict (event_key) do nothing`,
    [JSON.stringify(rows)],
  );
  return rowCount ?? 0;
}
