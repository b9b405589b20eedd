import path from "node:path";
import { PGlite, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Database, Queryable, QueryResult } from "./database.ts";
import { assertWritableDir, DataDirError, ensurePgliteCluster } from "./pglite-data-dir.ts";

// PGlite answers int8 as bigint by default; counts and sums fit a JS number, and both engines must agree.
const parsers = { [types.INT8]: (value: string) => Number(value) };

/**
 * Embedded PostgreSQL (WASM) in DATA_DIR. One connection: PGlite serialises statements itself and a
 * transaction holds the connection exclusively, which is exactly what a single process needs.
 */
export async function openPgliteDatabase(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  // pg_trgm: the trigram index of the badge search (entities/Badge.json, ADR 0019).
  const options = { parsers, extensions: { pg_trgm } };
  // loadDataDir: a snapshot to start from (restore), unpacked when the database is created in an empty
  // directory; an existing database is opened as it is.
  const createOptions = loadDataDir ? { ...options, loadDataDir } : options;
  if (dataDir) {
    await assertWritableDir(path.dirname(dataDir));
    await ensurePgliteCluster(dataDir, async (dir) => {
      await (await PGlite.create(dir, createOptions)).close();
    });
  }
  const pg = dataDir ? await openCluster(dataDir, options) : await PGlite.create(createOptions);

  const wrap = (q: Pick<PGlite, "query" | "exec">): Queryable => ({
    async exec(script: string) {
      await q.exec(script);
    },
    async query<Row>(text: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await q.query<Row>(text, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
  });
  const base = wrap(pg);

  return {
    kind: "pglite",
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async ping() {
      try {
        await pg.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    async snapshot() {
      // A checkpoint first writes every committed page out, so the restored copy has little WAL to replay.
      await pg.exec("checkpoint");
      return pg.dumpDataDir("gzip");
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}

async function openCluster(dataDir: string, options: Parameters<typeof PGlite.create>[1]): Promise<PGlite> {
  try {
    return await PGlite.create(dataDir, options);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new DataDirError(
      `Could not open the embedded database in ${dataDir} (${detail}). Is the disk full or DATA_DIR not ` +
        "writable? Restore a backup if it was damaged.",
    );
  }
}
