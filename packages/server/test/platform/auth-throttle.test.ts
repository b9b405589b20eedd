import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { migrate } from "../../src/db/migrate.ts";
import { ApiError } from "../../src/errors.ts";
import { AuthThrottle, type ThrottleRule } from "../../src/platform/auth/auth-throttle.ts";
import { digestKey } from "../../src/platform/auth/secret-hash.ts";
import { engines, openTestDatabase } from "../setup/databases.ts";

const reply = { header: () => reply } as never;
const WINDOW = 900;

describe.each(engines)("sign-in throttle counters on %s", (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let now = Date.parse("2026-12-01T10:00:00Z");
  const throttle = () => new AuthThrottle(db, WINDOW, () => now);
  const rule = (value: string, onLimit: ThrottleRule["onLimit"] = "refuse"): ThrottleRule => ({
    kind: "login",
    scope: "account-address",
    value,
    max: 3,
    onLimit,
  });
  const refusal = async (rules: ThrottleRule[]) => {
    try {
      await throttle().attempt(rules, reply);
      return null;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return error;
    }
  };

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(engine));
    await migrate(db);
  });
  afterAll(() => dispose());

  it("lets the cap's attempts through, then waits twice as long after each further one", async () => {
    const r = [rule("grow")];
    for (let i = 0; i < 3; i++) expect(await refusal(r)).toBeNull();
    const first = await refusal(r);
    expect(first?.statusCode).toBe(429);
    expect(first?.extraData).toMatchObject({ retry_after_seconds: 60 });
    now += 61_000;
    expect(await refusal(r)).toBeNull();
    expect((await refusal(r))?.extraData).toMatchObject({ retry_after_seconds: 120 });
    now += 121_000;
    expect(await refusal(r)).toBeNull();
    expect((await refusal(r))?.extraData).toMatchObject({ retry_after_seconds: 240 });
    // The wait never passes the window.
    for (let i = 0; i < 4; i++) {
      now += WINDOW * 1000 + 1000;
      expect(await refusal(r)).toBeNull();
    }
    expect((await refusal(r))?.extraData).toMatchObject({ retry_after_seconds: WINDOW });
  });

  it("forgets a counter after two quiet windows", async () => {
    const r = [rule("quiet-spell")];
    for (let i = 0; i < 3; i++) await throttle().attempt(r, reply);
    expect(await refusal(r)).not.toBeNull();
    now += 2 * WINDOW * 1000 + 1000;
    for (let i = 0; i < 3; i++) expect(await refusal(r)).toBeNull();
  });

  it("counts nothing while refusing, so waiting out the delay is enough", async () => {
    const r = [rule("no-extend")];
    for (let i = 0; i < 3; i++) await throttle().attempt(r, reply);
    for (let i = 0; i < 5; i++) expect(await refusal(r)).not.toBeNull();
    now += 61_000;
    expect(await refusal(r)).toBeNull();
  });

  it("reports a quiet counter at its cap instead of refusing", async () => {
    const r = [rule("quiet", "quiet")];
    for (let i = 0; i < 3; i++) expect((await throttle().attempt(r, reply)).quietLimited).toBe(false);
    expect((await throttle().attempt(r, reply)).quietLimited).toBe(true);
  });

  it("a success clears the account's counter for that address and takes one attempt back from the address", async () => {
    const account: ThrottleRule = { ...rule("owner"), scope: "account-address" };
    const address: ThrottleRule = { ...rule("10.0.0.1"), scope: "address", max: 3 };
    await throttle().attempt([account, address], reply);
    await throttle().attempt([account, address], reply);
    const attempt = await throttle().attempt([account, address], reply);
    await attempt.succeeded();
    const { rows } = await db.query<{ count: number }>(
      "select count from auth_throttle where key like 'login:address:%'",
    );
    expect(rows.map((r) => r.count)).toEqual([2]);
    const owner = await db.query("select 1 from auth_throttle where key = $1", [
      `login:account-address:${digestKey("owner")}`,
    ]);
    expect(owner.rows).toHaveLength(0);
    expect(await refusal([account, address])).toBeNull();
  });
});
