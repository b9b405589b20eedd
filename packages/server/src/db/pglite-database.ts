import path from "node:path";
import { PGlite, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Database, Queryable, QueryResult } from "./database.ts";
import { assertWritableDir, DataDirError, ensurePgliteCluster } from "./pglite-data-dir.ts";
import { announceDeath, DatabaseStorageError, isDiskFullError, isFatalPgliteError } from "./pglite-fatal.ts";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// PGlite answers int8 as bigint by default; counts and sums fit a JS number, and both engines must agree.
const parsers = { [types.INT8]: (value: string) => Number(value) };

/** What the embedded database may hold in memory (docs/deploy.md, "Memory"). */
export interface PgliteMemory {
  /** PostgreSQL's page cache (`shared_buffers`), allocated and touched when the database opens. */
  readonly cacheMb: number;
}

/** 16 MB of cache: the site's working set fits, and the process idles under 200 MB (decision 0059). */
export const defaultPgliteMemory: PgliteMemory = { cacheMb: 16 };

/**
 * PGlite's own start parameters with the memory settings added. PostgreSQL's defaults are sized for a
 * server with many connections: 128 MB of `shared_buffers` (PGlite's build asks for 160 MB), 8 MB of
 * `temp_buffers` and `maintenance_work_mem` of 64 MB. One connection over a small database needs far less.
 */
function startParams(memory: PgliteMemory): string[] {
  const settings = {
    shared_buffers: `${memory.cacheMb}MB`,
    // WAL buffers follow shared_buffers (1/32 of it) unless set.
    temp_buffers: "2MB",
    maintenance_work_mem: "16MB",
  };
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ];
}

/**
 * Embedded PostgreSQL (WASM) in DATA_DIR. One connection: PGlite serialises statements itself and a
 * transaction holds the connection exclusively, which is exactly what a single process needs.
 */
export async function openPgliteDatabase(
  dataDir: string | null,
  loadDataDir?: Blob,
  memory: PgliteMemory = defaultPgliteMemory,
): Promise<Database> {
  // pg_trgm: the trigram index of the badge search (entities/Badge.json, ADR 0019).
  const options = { parsers, extensions: { pg_trgm }, startParams: startParams(memory) };
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

  // Set once a statement failed in a way that breaks the instance (pglite-fatal.ts): from then on nothing
  // reaches PGlite, which would spin for ever, and every caller gets the same 503.
  let dead: DatabaseStorageError | undefined;
  const unusable = () =>
    dead ?? new DatabaseStorageError("The embedded database is unusable; the server is restarting");
  const guard = async <T>(run: () => Promise<T>, inTransaction: boolean): Promise<T> => {
    if (dead) throw dead;
    try {
      return await run();
    } catch (error) {
      if (dead) throw dead;
      if (isFatalPgliteError(error)) {
        dead = new DatabaseStorageError(
          `The embedded database in ${dataDir ?? "memory"} could not write its log (${messageOf(error)}). ` +
            "Is the disk full? Free some space; the server exits so that its supervisor restarts it.",
          { cause: error },
        );
        announceDeath(dead.message);
        // Throwing inside a transaction would make PGlite send ROLLBACK to the broken instance, which
        // blocks the event loop: this request waits instead, and ends with the process (never a success).
        if (inTransaction) return new Promise<T>(() => {});
        throw dead;
      }
      if (isDiskFullError(error)) {
        throw new DatabaseStorageError(`The embedded database is out of disk space (${messageOf(error)})`, {
          cause: error,
        });
      }
      throw error;
    }
  };
  const wrap = (q: Pick<PGlite, "query" | "exec">, inTransaction: boolean): Queryable => ({
    exec: (script: string) =>
      guard(async () => {
        await q.exec(script);
      }, inTransaction),
    query: <Row>(text: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> =>
      guard(async () => {
        const result = await q.query<Row>(text, params as unknown[]);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }, inTransaction),
  });
  const base = wrap(pg, false);

  return {
    kind: "pglite",
    query: base.query,
    exec: base.exec,
    // PGlite's own COMMIT can be the statement that fails: guarded as a top-level call.
    transaction: (fn) => guard(() => pg.transaction((tx) => fn(wrap(tx, true))), false),
    async ping() {
      if (dead) return false;
      try {
        await pg.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    async snapshot() {
      if (dead) throw unusable();
      // A checkpoint first writes every committed page out, so the restored copy has little WAL to replay.
      await pg.exec("checkpoint");
      return pg.dumpDataDir("gzip");
    },
    async close() {
      // A dead instance is left alone: closing it would checkpoint, and spin.
      if (!dead && !pg.closed) await pg.close();
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
