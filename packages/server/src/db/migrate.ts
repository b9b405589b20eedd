import type { Database } from "./database.ts";
import { migrations as all, type Migration } from "./migrations.ts";

/** Where a list of migrations records what it applied, and the lock its appliers take. */
export interface MigrationLedger {
  /** A fixed identifier: never user input, it is spliced into the SQL. */
  readonly table: string;
  // Any constant works: it only has to be the same for every instance sharing one PostgreSQL.
  readonly lock: number;
}

/** The app's own tables (migrations.ts). */
export const appLedger: MigrationLedger = { table: "_migrations", lock: 4_410_001 };

/**
 * Applies pending migrations in one transaction under an advisory lock, so several instances starting
 * together on one PostgreSQL apply each migration exactly once.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = all,
  ledger: MigrationLedger = appLedger,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [ledger.lock]);
    await tx.query(
      `create table if not exists ${ledger.table} (id integer primary key, name text not null, applied_at timestamptz not null default now())`,
    );
    const { rows } = await tx.query<{ id: number }>(`select id from ${ledger.table}`);
    const applied = new Set(rows.map((r) => r.id));
    const done: number[] = [];
    for (const m of [...migrations].sort((a, b) => a.id - b.id)) {
      if (applied.has(m.id)) continue;
      await tx.exec(m.sql);
      await tx.query(`insert into ${ledger.table} (id, name) values ($1, $2)`, [m.id, m.name]);
      done.push(m.id);
    }
    return done;
  });
}

/** True when every known migration is recorded (readiness). */
export async function isMigrated(
  db: Database,
  migrations: readonly Migration[] = all,
  ledger: MigrationLedger = appLedger,
): Promise<boolean> {
  try {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from ${ledger.table} where id = any($1)`,
      [migrations.map((m) => m.id)],
    );
    return rows[0]?.n === migrations.length;
  } catch {
    return false;
  }
}
