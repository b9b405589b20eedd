import type { Database, Queryable } from "./database.ts";

/** PostgreSQL identifiers the server makes itself: lower-case letters, digits and underscores. */
const plainIdentifier = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The shared database as one hosted app sees it: every statement runs with the app's schema first on the
 * search path, so the same unqualified SQL (migrations, records, users, logs) reads and writes that app's
 * tables only. `public` stays second for the extensions' functions and operators (pg_trgm); every table
 * the platform's own code names is created in the app's schema by the app's migrations, so none falls
 * through to another app's (tested by comparing the two schemas).
 *
 * `set local` lasts only for its transaction, so a statement outside one is wrapped in its own: on
 * PGlite's single connection and on a pooled PostgreSQL client alike, nothing of one app's path can leak
 * into the next statement, whoever runs it. Closing is the owner's job: this is a view, not a connection.
 */
export function schemaDatabase(db: Database, schema: string): Database {
  if (!plainIdentifier.test(schema)) throw new Error(`not a schema name the server makes: ${schema}`);
  const setPath = `set local search_path to ${schema}, public`;
  const inSchema = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await tx.exec(setPath);
      return fn(tx);
    });
  return {
    kind: db.kind,
    query: <Row>(text: string, params?: readonly unknown[]) => inSchema((tx) => tx.query<Row>(text, params)),
    exec: (script) => inSchema((tx) => tx.exec(script)),
    transaction: inSchema,
    ping: () => db.ping(),
    close: async () => {},
  };
}

/** Creates the schema if it is missing (idempotent, for instances starting together). */
export async function ensureSchema(db: Database, schema: string): Promise<void> {
  if (!plainIdentifier.test(schema)) throw new Error(`not a schema name the server makes: ${schema}`);
  await db.exec(`create schema if not exists ${schema}`);
}
