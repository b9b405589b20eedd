import path from "node:path";
import type { Database } from "./database.ts";
import { openPgliteDatabase, type PgliteMemory } from "./pglite-database.ts";
import { openPostgresDatabase } from "./postgres-database.ts";

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/db (or in memory for tests). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  pgliteMemory?: PgliteMemory | undefined;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl);
  const dir = options.dataDir ? path.join(options.dataDir, "db") : null;
  return openPgliteDatabase(dir, undefined, options.pgliteMemory);
}
