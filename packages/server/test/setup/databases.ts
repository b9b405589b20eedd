import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { openDatabase } from "../../src/db/open-database.ts";

export type Engine = "pglite" | "postgres";
export const engines: readonly Engine[] = ["pglite", "postgres"];

/**
 * A fresh, empty database on the given engine: in-memory PGlite, or a new database in the shared test
 * cluster (dropped by dispose). Each test file gets its own, so suites run in parallel safely.
 */
export async function freshDatabaseUrl(
  engine: Engine,
): Promise<{ url: string | undefined; dispose: () => Promise<void> }> {
  if (engine === "pglite") return { url: undefined, dispose: async () => {} };
  const admin = inject("postgresUrl");
  const name = `ember_test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dispose: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function openTestDatabase(
  engine: Engine,
): Promise<{ db: Database; dispose: () => Promise<void> }> {
  const { url, dispose } = await freshDatabaseUrl(engine);
  const db = await openDatabase({ databaseUrl: url, dataDir: null });
  return {
    db,
    dispose: async () => {
      await db.close();
      await dispose();
    },
  };
}
