import type { Database } from "./database.ts";
import { migrations as all, type Migration } from "./migrations.ts";

/**
 * Where applied migrations are recorded: `_migrations` for an app's own tables (one set per app schema),
 * `_host_migrations` for the server's tables that belong to no app (db/host-migrations.ts).
 */
export type MigrationsTable = "_migrations" | "_host_migrations";

// Any constant works: it only has to be the same for every instance sharing one PostgreSQL.
const MIGRATION_LOCK = 4_410_001;

/**
 * Applies pending migrations in one transaction under an advisory lock, so several instances starting
 * together on one PostgreSQL apply each migration exactly once.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = all,
  table: MigrationsTable = "_migrations",
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.query(
      `create table if not exists ${table} (id integer primary key, name text not null, applied_at timestamptz not null default now())`,
    );
    const { rows } = await tx.query<{ id: number }>(`select id from ${table}`);
    const applied = new Set(rows.map((r) => r.id));
    const done: number[] = [];
    for (const m of [...migrations].sort((a, b) => a.id - b.id)) {
      if (applied.has(m.id)) continue;
      await tx.exec(m.sql);
      await tx.query(`insert into ${table} (id, name) values ($1, $2)`, [m.id, m.name]);
      done.push(m.id);
    }
    return done;
  });
}

/** True when every known migration is recorded (readiness). */
export async function isMigrated(
  db: Database,
  migrations: readonly Migration[] = all,
  table: MigrationsTable = "_migrations",
): Promise<boolean> {
  try {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from ${table} where id = any($1)`,
      [migrations.map((m) => m.id)],
    );
    return rows[0]?.n === migrations.length;
  } catch {
    return false;
  }
}
