import type { FastifyReply } from "fastify";
import type { Queryable } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { digestKey } from "./secret-hash.ts";

/** One counter: what it counts (`login`, `mail`, `otp`), per what (`account`, `address`), and its cap. */
export interface ThrottleRule {
  readonly kind: string;
  readonly scope: "account" | "address";
  readonly value: string;
  readonly max: number;
}

const keyOf = (rule: ThrottleRule) => `${rule.kind}:${rule.scope}:${digestKey(rule.value.toLowerCase())}`;

const messages: Record<string, string> = {
  login: "Too many sign-in attempts. Please wait",
  otp: "Too many attempts at a code. Please wait",
  mail: "Too many e-mails asked for. Please wait",
};

function tooMany(kind: string, retryAfter: number, reply: FastifyReply): ApiError {
  reply.header("retry-after", retryAfter);
  const minutes = Math.ceil(retryAfter / 60);
  const wait = retryAfter < 60 ? `${retryAfter} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return new ApiError(
    429,
    `${messages[kind] ?? "Too many requests. Please wait"} ${wait} and try again.`,
    "TooManyRequests",
    { retry_after_seconds: retryAfter },
  );
}

/**
 * Fixed-window counters in the database, so every instance on one PostgreSQL counts together and a
 * restart does not reset a brute force. `assertAllowed` only reads; `count` adds one to each rule's counter
 * (a failed sign-in, an e-mail sent) and refuses when that pushes past a cap.
 */
export class AuthThrottle {
  private calls = 0;

  constructor(
    private readonly db: Queryable,
    private readonly windowSeconds: number,
  ) {}

  /** 429 when any rule's counter is already at its cap within the current window. */
  async assertAllowed(rules: readonly ThrottleRule[], reply: FastifyReply): Promise<void> {
    const { rows } = await this.db.query<{ key: string; count: number; retry: number }>(
      `select key, count,
              ceil(extract(epoch from window_started + $2::integer * interval '1 second' - now()))::integer as retry
       from auth_throttle
       where key = any($1::text[]) and window_started > now() - $2::integer * interval '1 second'`,
      [rules.map(keyOf), this.windowSeconds],
    );
    for (const rule of rules) {
      const row = rows.find((r) => r.key === keyOf(rule));
      if (row && row.count >= rule.max) throw tooMany(rule.kind, Math.max(1, row.retry), reply);
    }
  }

  /** Counts one event against every rule; with `enforce`, refuses (and does not act) past a cap. */
  async count(rules: readonly ThrottleRule[], reply: FastifyReply, enforce = false): Promise<void> {
    if (++this.calls % 100 === 0) await this.forgetOld();
    const { rows } = await this.db.query<{ key: string; count: number; retry: number }>(
      `insert into auth_throttle (key, count, window_started)
       select k, 1, now() from unnest($1::text[]) as k
       on conflict (key) do update set
         count = case when auth_throttle.window_started <= now() - $2::integer * interval '1 second'
                      then 1 else auth_throttle.count + 1 end,
         window_started = case when auth_throttle.window_started <= now() - $2::integer * interval '1 second'
                      then now() else auth_throttle.window_started end
       returning key, count,
         ceil(extract(epoch from window_started + $2::integer * interval '1 second' - now()))::integer as retry`,
      [rules.map(keyOf), this.windowSeconds],
    );
    if (!enforce) return;
    for (const rule of rules) {
      const row = rows.find((r) => r.key === keyOf(rule));
      if (row && row.count > rule.max) throw tooMany(rule.kind, Math.max(1, row.retry), reply);
    }
  }

  /** Forgets a counter (a successful sign-in clears its account's failures). */
  async reset(rule: ThrottleRule): Promise<void> {
    await this.db.query("delete from auth_throttle where key = $1", [keyOf(rule)]);
  }

  private async forgetOld(): Promise<void> {
    await this.db.query(
      "delete from auth_throttle where window_started < now() - $1::integer * interval '1 second'",
      [this.windowSeconds],
    );
  }
}
