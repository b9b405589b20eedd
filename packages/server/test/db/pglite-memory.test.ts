import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { openPgliteDatabase } from "../../src/db/pglite-database.ts";

const setting = async (db: Database, name: string) =>
  (
    await db.query<{ setting: string; unit: string | null }>(
      "select setting, unit from pg_settings where name = $1",
      [name],
    )
  ).rows[0];

describe("the embedded database's memory settings", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("opens with a 16 MB page cache by default, instead of PGlite's 160 MB, and small per-session buffers", async () => {
    const db = await openPgliteDatabase(null);
    try {
      // shared_buffers counts 8 kB pages.
      expect(await setting(db, "shared_buffers")).toEqual({ setting: String((16 * 1024) / 8), unit: "8kB" });
      expect(await setting(db, "temp_buffers")).toEqual({ setting: String((2 * 1024) / 8), unit: "8kB" });
      expect(await setting(db, "maintenance_work_mem")).toEqual({ setting: String(16 * 1024), unit: "kB" });
    } finally {
      await db.close();
    }
  });

  it("takes the cache size it is given, on a data directory it reopens", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ember-pglite-memory-"));
    dirs.push(dir);
    const first = await openPgliteDatabase(path.join(dir, "db"), undefined, { cacheMb: 8 });
    await first.exec("create table kept (n int); insert into kept values (1)");
    expect(await setting(first, "shared_buffers")).toMatchObject({ setting: String((8 * 1024) / 8) });
    await first.close();
    const again = await openPgliteDatabase(path.join(dir, "db"), undefined, { cacheMb: 64 });
    try {
      expect(await setting(again, "shared_buffers")).toMatchObject({ setting: String((64 * 1024) / 8) });
      expect((await again.query<{ n: number }>("select n from kept")).rows).toEqual([{ n: 1 }]);
    } finally {
      await again.close();
    }
  });
});
