import type pg from "pg";
import type { Database, Queryable, QueryResult } from "./database.ts";
import { isDatabaseUnavailable } from "./database-unavailable.ts";

export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  // Imported here rather than at the top: a server on the embedded database never loads the driver.
  const { default: pg } = await import("pg");
  // Same rule as PGlite: int8 (counts) as numbers. Scoped to this pool, not the global pg.types.
  const typeParsers = {
    getTypeParser(oid: number, format?: "text" | "binary") {
      if (oid === 20) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString, types: typeParsers, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its server (restart, failover) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // A checked-out client (a transaction in progress) emits its own "error" when the server goes away;
  // without a listener that is an uncaught exception. The query in flight rejects on its own.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });

  const run = async <Row>(client: pg.Pool | pg.PoolClient, text: string, params: readonly unknown[] = []) => {
    const result = await client.query(text, params as unknown[]);
    return {
      rows: result.rows as Row[],
      rowCount: result.rowCount ?? result.rows.length,
    } satisfies QueryResult<Row>;
  };

  // Fail at start with a clear message rather than at the first request.
  const probe = await pool.connect();
  probe.release();

  return {
    kind: "postgres",
    query: (text, params) => run(pool, text, params),
    async exec(script) {
      await pool.query(script);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query("begin");
        const tx: Queryable = {
          query: (text, params) => run(client, text, params),
          async exec(script) {
            await client.query(script);
          },
        };
        const result = await fn(tx);
        await client.query("commit");
        return result;
      } catch (error) {
        if (isDatabaseUnavailable(error)) broken = error as Error;
        else await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        // A connection that broke is discarded rather than handed to the next request.
        client.release(broken);
      }
    },
    async ping() {
      try {
        await pool.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}
