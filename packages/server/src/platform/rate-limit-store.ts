import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "../db/database.ts";

/** What @fastify/rate-limit asks of a store (its `incr` callback answers the count and the time left). */
type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

// A counter not touched for this long is deleted by the next sweep; windows are at most minutes long.
const SWEEP_EVERY_MS = 10 * 60_000;
const KEEP_MS = 60 * 60_000;

/**
 * A fixed window per key, counted in the `rate_limit_counters` table so that every instance on one
 * PostgreSQL shares one count (docs/decisions/0036). One upsert per call, or per burst of calls on one key
 * (below): the row lock serialises concurrent calls, and the window starts at the key's first call by the
 * database's clock, exactly like the in-memory store, so no instance's clock matters and a burst cannot
 * straddle an aligned boundary.
 */
export function postgresRateLimitStore(db: Queryable) {
  let lastSweep = 0;
  const sweep = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    db.query(
      "delete from rate_limit_counters where window_start < statement_timestamp() - make_interval(secs => $1)",
      [KEEP_MS / 1000],
    ).catch(() => {
      // A failed sweep only leaves old rows for the next one.
    });
  };
  // Calls of one key that arrive while its upsert is in flight are counted together by the next one
  // (ADR 0039): n calls add n in one statement and get the counts n sequential upserts would have
  // answered, so the limit is exactly as strict, but a burst on one key costs one round trip and one row
  // lock per statement instead of a queue of upserts waiting on each other's lock.
  const waiting = new Map<string, { timeWindow: number; callbacks: IncrCallback[] }>();
  const counting = new Set<string>();
  const count = (key: string) => {
    const batch = waiting.get(key);
    if (!batch) return;
    waiting.delete(key);
    counting.add(key);
    const n = batch.callbacks.length;
    db.query<{ hits: number; ttl_ms: number }>(
      `insert into rate_limit_counters as c (key, window_start, window_ms, hits)
       values ($1, statement_timestamp(), $2, $3)
       on conflict (key) do update set
         hits = case when c.window_start + make_interval(secs => c.window_ms / 1000.0) <= statement_timestamp()
                then excluded.hits else c.hits + excluded.hits end,
         window_start = case when c.window_start + make_interval(secs => c.window_ms / 1000.0) <= statement_timestamp()
                then statement_timestamp() else c.window_start end,
         window_ms = excluded.window_ms
       returning hits,
         greatest(0, ceil(extract(epoch from (window_start + make_interval(secs => window_ms / 1000.0)
           - statement_timestamp())) * 1000))::int as ttl_ms`,
      [key, batch.timeWindow, n],
    )
      .then(
        ({ rows }) => {
          const hits = Number(rows[0]?.hits ?? 0);
          const ttl = Number(rows[0]?.ttl_ms ?? 0);
          // In arrival order: the first of the n calls is the (hits - n + 1)th of the window.
          batch.callbacks.forEach((callback, i) => {
            callback(null, { current: hits - n + i + 1, ttl });
          });
        },
        (error: unknown) => {
          const failure = error instanceof Error ? error : new Error(String(error));
          for (const callback of batch.callbacks) callback(failure);
        },
      )
      .finally(() => {
        counting.delete(key);
        count(key);
      });
  };
  return class PostgresRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      sweep();
      const batch = waiting.get(key) ?? { timeWindow, callbacks: [] };
      batch.timeWindow = timeWindow;
      batch.callbacks.push(callback);
      waiting.set(key, batch);
      if (!counting.has(key)) count(key);
    }
    child(): PostgresRateLimitStore {
      // One table for every limiter: their keys already start with the limiter's own name.
      return new PostgresRateLimitStore();
    }
  };
}

/**
 * Registers @fastify/rate-limit (no global limit) in the caller's context: counted in PostgreSQL when the
 * app runs on it, so the limits hold across instances; in memory on the embedded PGlite, which is one
 * process by design. A store error lets the call through (the request then meets the database's own
 * error) rather than refusing every client during an outage.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(app.db.kind === "postgres" ? { store: postgresRateLimitStore(app.db) } : {}),
  });
}
