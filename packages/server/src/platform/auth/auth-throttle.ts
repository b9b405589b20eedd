import type { FastifyReply } from "fastify";
import type { Database } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { digestKey } from "./secret-hash.ts";

/**
 * One counter: what it counts (`login`, `otp`, `mail`), per what, and its cap. At the cap a `refuse`
 * counter answers 429; a `quiet` one lets the request through but reports it, so the caller can skip the
 * work (an e-mail not sent) while answering exactly as usual.
 */
export interface ThrottleRule {
  readonly kind: "login" | "otp" | "mail";
  readonly scope: "account-address" | "address" | "target" | "target-address";
  readonly value: string;
  readonly max: number;
  readonly onLimit: "refuse" | "quiet";
}

/** A counted attempt; `succeeded` takes it back once it proved to be the genuine owner's. */
export interface Attempt {
  /** True when a quiet counter was at its cap: answer as usual, but do not act. */
  readonly quietLimited: boolean;
  succeeded(): Promise<void>;
}

const keyOf = (rule: ThrottleRule) => `${rule.kind}:${rule.scope}:${digestKey(rule.value.toLowerCase())}`;

const messages: Record<ThrottleRule["kind"], string> = {
  login: "Too many sign-in attempts. Please wait",
  otp: "Too many attempts at a code. Please wait",
  mail: "Too many e-mails asked for. Please wait",
};

function tooMany(
  kind: ThrottleRule["kind"],
  retryAfter: number,
  reply: Pick<FastifyReply, "header">,
): ApiError {
  reply.header("retry-after", retryAfter);
  const minutes = Math.ceil(retryAfter / 60);
  const wait = retryAfter < 60 ? `${retryAfter} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return new ApiError(429, `${messages[kind]} ${wait} and try again.`, "TooManyRequests", {
    retry_after_seconds: retryAfter,
  });
}

interface CounterRow {
  key: string;
  count: number;
  blocked_until: Date | string | null;
  last_attempt: Date | string | null;
}

const ms = (value: Date | string | null): number | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).getTime();

/**
 * Attempt counters in the database, so every instance on one PostgreSQL counts together and a restart does
 * not reset a brute force. Each attempt is counted, under a row lock, before the work it guards (the
 * password check, the e-mail), so a parallel burst gets no more tries than a slow sequence. The first `max`
 * attempts pass; each one after that waits twice as long as the one before (one minute, two, four...,
 * up to the window), and a counter quiet for two windows starts again.
 */
export class AuthThrottle {
  private calls = 0;
  private readonly windowMs: number;
  private readonly firstDelayMs: number;

  constructor(
    private readonly db: Database,
    windowSeconds: number,
    /** The clock (tests move it instead of waiting). */
    private readonly now: () => number = () => Date.now(),
  ) {
    this.windowMs = windowSeconds * 1000;
    this.firstDelayMs = Math.min(60_000, this.windowMs);
  }

  /** How long the counter waits after reaching `count` attempts with cap `max` (zero below the cap). */
  delayAfter(count: number, max: number): number {
    if (count < max) return 0;
    return Math.min(this.windowMs, this.firstDelayMs * 2 ** Math.min(count - max, 30));
  }

  /**
   * Counts one attempt against every rule, or, when a `refuse` rule is waiting, counts nothing and throws
   * 429. A `quiet` rule that is waiting is not counted and sets `quietLimited`.
   */
  async attempt(rules: readonly ThrottleRule[], reply: Pick<FastifyReply, "header">): Promise<Attempt> {
    if (++this.calls % 100 === 0) await this.forgetOld();
    const now = this.now();
    const keys = [...new Set(rules.map(keyOf))].sort();
    const quietLimited = await this.db.transaction(async (tx) => {
      // Sorted keys: two requests locking the same rows take them in one order and cannot deadlock.
      await tx.query(
        `insert into auth_throttle (key, count, window_started)
         select k, 0, $2::timestamptz from unnest($1::text[]) as k order by k on conflict (key) do nothing`,
        [keys, new Date(now).toISOString()],
      );
      const { rows } = await tx.query<CounterRow>(
        `select key, count, blocked_until, last_attempt from auth_throttle
          where key = any($1::text[]) order by key for update`,
        [keys],
      );
      const state = new Map(
        rows.map((row) => {
          const last = ms(row.last_attempt);
          const fresh = last === null || last < now - 2 * this.windowMs;
          return [
            row.key,
            { count: fresh ? 0 : row.count, blockedUntil: fresh ? null : ms(row.blocked_until) },
          ];
        }),
      );
      const waiting = (rule: ThrottleRule) => {
        const until = state.get(keyOf(rule))?.blockedUntil ?? null;
        return until !== null && until > now ? until : null;
      };
      let refusedUntil: { until: number; rule: ThrottleRule } | null = null;
      for (const rule of rules) {
        const until = waiting(rule);
        if (rule.onLimit === "refuse" && until !== null && (!refusedUntil || until > refusedUntil.until)) {
          refusedUntil = { until, rule };
        }
      }
      if (refusedUntil) {
        throw tooMany(
          refusedUntil.rule.kind,
          Math.max(1, Math.ceil((refusedUntil.until - now) / 1000)),
          reply,
        );
      }
      let limited = false;
      for (const rule of rules) {
        if (waiting(rule) !== null) {
          limited = true;
          continue;
        }
        const current = state.get(keyOf(rule)) ?? { count: 0, blockedUntil: null };
        const count = current.count + 1;
        const delay = this.delayAfter(count, rule.max);
        state.set(keyOf(rule), { count, blockedUntil: delay > 0 ? now + delay : null });
        await tx.query(
          `update auth_throttle set count = $2, blocked_until = $3::timestamptz, last_attempt = $4::timestamptz,
                  window_started = case when $2 = 1 then $4::timestamptz else window_started end
            where key = $1`,
          [
            keyOf(rule),
            count,
            delay > 0 ? new Date(now + delay).toISOString() : null,
            new Date(now).toISOString(),
          ],
        );
      }
      return limited;
    });
    return { quietLimited, succeeded: () => this.forgive(rules) };
  }

  /**
   * The owner got in: their account's counter from this address starts again, and the address's counter
   * takes back this one attempt only, so signing in to an account of one's own between guesses at others
   * never clears the address's record.
   */
  private async forgive(rules: readonly ThrottleRule[]): Promise<void> {
    for (const rule of rules) {
      if (rule.scope === "account-address") {
        await this.db.query("delete from auth_throttle where key = $1", [keyOf(rule)]);
      } else if (rule.scope === "address") {
        await this.db.query(
          `update auth_throttle set count = greatest(count - 1, 0),
                  blocked_until = case when count - 1 < $2 then null else blocked_until end
            where key = $1`,
          [keyOf(rule), rule.max],
        );
      }
    }
  }

  private async forgetOld(): Promise<void> {
    await this.db.query(
      "delete from auth_throttle where coalesce(last_attempt, window_started) < $1::timestamptz",
      [new Date(this.now() - 2 * this.windowMs).toISOString()],
    );
  }
}
