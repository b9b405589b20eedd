import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

describe("health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t.close());

  it("is live and ready with a migrated database", async () => {
    const live = await fetch(`${t.baseUrl}/healthz`);
    expect([live.status, await live.json()]).toEqual([200, { status: "ok" }]);
    const ready = await fetch(`${t.baseUrl}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: "ok" }]);
  });

  it("is not ready when migrations are missing, nor when the database is gone", async () => {
    await t.app.db.query("delete from _migrations where id = 1");
    const unmigrated = await fetch(`${t.baseUrl}/readyz`);
    expect([unmigrated.status, await unmigrated.json()]).toEqual([503, { status: "unavailable" }]);

    await t.app.db.close();
    const gone = await fetch(`${t.baseUrl}/readyz`);
    expect([gone.status, await gone.json()]).toEqual([503, { status: "unavailable" }]);
    expect((await fetch(`${t.baseUrl}/healthz`)).status).toBe(200);
  });
});
