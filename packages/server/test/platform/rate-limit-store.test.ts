import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { migrate } from "../../src/db/migrate.ts";
import { postgresRateLimitStore } from "../../src/platform/rate-limit-store.ts";
import { openTestDatabase } from "../setup/databases.ts";

type Store = InstanceType<ReturnType<typeof postgresRateLimitStore>>;

const incr = (store: Store, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), 60_000),
  );

// The counter store exists for PostgreSQL only (on PGlite the limits stay in memory, ADR 0036).
describe("the PostgreSQL rate-limit store", () => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase("postgres"));
    await migrate(db);
  });
  afterAll(async () => dispose());

  it("counts a concurrent burst on one key exactly: each call gets its own place in the window", async () => {
    const Store = postgresRateLimitStore(db);
    const store = new Store();
    const burst = await Promise.all(Array.from({ length: 25 }, () => incr(store, "burst|1.2.3.4")));
    // Calls coalesced into shared upserts still answer 1..25 once each, as 25 upserts one by one would.
    expect(burst.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(burst.every((r) => r.ttl > 0 && r.ttl <= 60_000)).toBe(true);
    const { rows } = await db.query<{ hits: number }>(
      "select hits from rate_limit_counters where key = 'burst|1.2.3.4'",
    );
    expect(rows).toEqual([{ hits: 25 }]);
    // Later calls, and another store (another instance), continue the same count; other keys are apart.
    expect((await incr(store, "burst|1.2.3.4")).current).toBe(26);
    expect((await incr(new (postgresRateLimitStore(db))(), "burst|1.2.3.4")).current).toBe(27);
    expect((await incr(store, "burst|5.6.7.8")).current).toBe(1);
  });
});
