/**
 * The one database seam. PGlite (embedded, default) and node-postgres (DATABASE_URL) both speak the
 * PostgreSQL dialect, so every query and migration is written once (ADR 0002).
 */
export interface QueryResult<Row> {
  readonly rows: Row[];
  readonly rowCount: number;
}

export interface Queryable {
  /** Parameterised SQL only: values always travel as $1..$n, never spliced into the text. */
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs a trusted, parameterless script of several statements (migrations, DDL). */
  exec(script: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** True when a trivial query succeeds (readiness). */
  ping(): Promise<boolean>;
  /**
   * PGlite only: a gzipped tarball of the whole data directory, taken while no statement runs, so it is a
   * consistent image that opens like a database after a crash (committed data only). ADR 0037.
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}
