import fp from "fastify-plugin";
import type { Queryable } from "../../db/database.ts";

/** How long a submission's answer is kept for replays: a day, as Stripe keeps idempotency keys. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
const SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * Forgets keys older than the TTL. A browser retries within seconds; after a day a repeated key is a new
 * request, and the table stays as small as one day of submissions.
 */
export async function expireIdempotencyKeys(
  db: Queryable,
  ttlHours = IDEMPOTENCY_KEY_TTL_HOURS,
): Promise<number> {
  const { rowCount } = await db.query(
    `delete from function_idempotency where created_date < now() - $1::double precision * interval '1 hour'`,
    [ttlHours],
  );
  return rowCount ?? 0;
}

/** Sweeps expired keys when the server is ready and hourly after; the timer never keeps the process alive. */
export default fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    const sweep = async () => {
      try {
        const expired = await expireIdempotencyKeys(app.db);
        if (expired > 0) app.log.info({ expired }, "expired idempotency keys");
      } catch (error) {
        app.log.error({ err: error }, "expiring idempotency keys failed");
      }
    };
    app.addHook("onReady", async () => {
      await sweep();
      timer = setInterval(sweep, SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "idempotency-expiry", dependencies: ["database"] },
);
