import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { isMigrated, migrate } from "../../src/db/migrate.ts";
import { engines, openTestDatabase } from "../setup/databases.ts";

describe.each(engines)("database seam on %s", (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(engine));
  });
  afterAll(() => dispose());

  it("applies every migration once, and is ready afterwards", async () => {
    expect(await isMigrated(db)).toBe(false);
    const first = await migrate(db);
    expect(first.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual([]);
    expect(await isMigrated(db)).toBe(true);
  });

  it("returns counts as numbers on both engines", async () => {
    const { rows } = await db.query<{ n: unknown }>("select count(*) as n from users");
    expect(rows[0]?.n).toBe(0);
  });

  it("commits a transaction that resolves and rolls back one that throws", async () => {
    await db.transaction((tx) =>
      tx.query("insert into settings (key, value) values ($1, $2)", ["kept", "1"]),
    );
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into settings (key, value) values ($1, $2)", ["lost", "1"]);
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    const { rows } = await db.query<{ key: string }>("select key from settings order by key");
    expect(rows.map((r) => r.key)).toEqual(["kept"]);
  });

  it("keeps parameters as data, never as SQL", async () => {
    const hostile = "x'); drop table users; --";
    await db.query("insert into settings (key, value) values ($1, $2)", [hostile, hostile]);
    const { rows } = await db.query<{ value: string }>("select value from settings where key = $1", [
      hostile,
    ]);
    expect(rows[0]?.value).toBe(hostile);
    expect(await isMigrated(db)).toBe(true);
  });

  it("answers ping while open", async () => {
    expect(await db.ping()).toBe(true);
  });
});
