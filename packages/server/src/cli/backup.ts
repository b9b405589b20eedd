import { access, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Config, ConfigError, loadConfig } from "../config.ts";
import { openPgliteDatabase } from "../db/pglite-database.ts";
import { BACKUP_ROUTE, isAlive, readOpsFile } from "../platform/backup/ops-file.ts";

// Backups of the embedded database (ADR 0061). On PostgreSQL (DATABASE_URL) the database's own tools do
// it: pg_dump and pg_restore, as docs/deploy.md shows.

type Out = Pick<Console, "log" | "error">;
const stamp = () => new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "").replace("T", "-");
const dbDirOf = (config: Config) => path.join(config.dataDir, "db");

function configFrom(env: Record<string, string | undefined>, out: Out): Config | undefined {
  try {
    const config = loadConfig(env);
    if (config.databaseUrl) {
      out.error(
        "DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (docs/deploy.md).",
      );
      return undefined;
    }
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      out.error(error.message);
      return undefined;
    }
    throw error;
  }
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** The snapshot from the running server, or undefined when no server holds DATA_DIR. */
async function snapshotFromServer(config: Config): Promise<Buffer | undefined> {
  const ops = await readOpsFile(config.dataDir);
  if (!ops || !isAlive(ops.pid)) return undefined;
  if (!ops.url) throw new Error("The server holding DATA_DIR is still starting: try again in a moment.");
  const response = await fetch(`${ops.url}${BACKUP_ROUTE}`, {
    method: "POST",
    headers: { authorization: `Bearer ${ops.token}` },
  });
  if (!response.ok) {
    throw new Error(`The server refused the backup (${response.status}): ${await response.text()}`);
  }
  return Buffer.from(await response.arrayBuffer());
}

/** The snapshot taken by opening the data directory, when no server runs on it. */
async function snapshotOffline(config: Config): Promise<Buffer> {
  const dir = dbDirOf(config);
  if (!(await exists(path.join(dir, "PG_VERSION")))) {
    throw new Error(`No embedded database in ${dir}: check DATA_DIR.`);
  }
  const db = await openPgliteDatabase(dir);
  try {
    const blob = await db.snapshot?.();
    if (!blob) throw new Error("the embedded database gave no snapshot");
    return Buffer.from(await blob.arrayBuffer());
  } finally {
    await db.close();
  }
}

/** `npm run backup [-- --out FILE]`: writes a gzipped tarball of DATA_DIR's database. Answers the exit code. */
export async function runBackupCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  out: Out = console,
): Promise<number> {
  const outIndex = argv.indexOf("--out");
  const expected = outIndex >= 0 ? 2 : 0;
  if (argv.length !== expected || (outIndex >= 0 && (outIndex !== 0 || !argv[1]))) {
    out.error("Usage: npm run backup [-- --out FILE]   (default: backups/ember-<time>.tar.gz)");
    return 1;
  }
  const config = configFrom(env, out);
  if (!config) return 1;
  const file = path.resolve(
    (outIndex >= 0 ? argv[1] : undefined) ?? path.join("backups", `ember-${stamp()}.tar.gz`),
  );
  try {
    const fromServer = await snapshotFromServer(config);
    const tarball = fromServer ?? (await snapshotOffline(config));
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside its final name, then renamed: a backup file is whole or absent.
    await writeFile(`${file}.part`, tarball, { mode: 0o600 });
    await rename(`${file}.part`, file);
    out.log(
      `Backup written: ${file} (${tarball.length} bytes, ${fromServer ? "from the running server" : "offline"})`,
    );
    return 0;
  } catch (error) {
    out.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/**
 * `npm run restore -- FILE`: replaces DATA_DIR's database with a backup, with the server stopped. The
 * backup is unpacked and opened beside the database first; only a copy that opens, with every migration
 * it knows of applied, takes the database's place, and the database it replaces is kept beside it.
 */
export async function runRestoreCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  out: Out = console,
): Promise<number> {
  const [source, ...rest] = argv;
  if (!source || rest.length > 0) {
    out.error("Usage: npm run restore -- FILE   (a file written by npm run backup; stop the server first)");
    return 1;
  }
  const config = configFrom(env, out);
  if (!config) return 1;
  const ops = await readOpsFile(config.dataDir);
  if (ops && isAlive(ops.pid)) {
    out.error(`The server (process ${ops.pid}) holds DATA_DIR: stop it, then restore.`);
    return 1;
  }
  const dir = dbDirOf(config);
  const staging = `${dir}.restoring`;
  try {
    const tarball = await readFile(path.resolve(source));
    await rm(staging, { recursive: true, force: true });
    const db = await openPgliteDatabase(staging, new Blob([new Uint8Array(tarball)]));
    try {
      // A newer server migrates an older backup when it starts; a tarball of something else fails here.
      const { rows } = await db.query<{ n: number }>("select count(*)::int as n from _migrations");
      if (!rows[0] || rows[0].n === 0) throw new Error("the backup holds no Ember database");
    } finally {
      await db.close();
    }
    let kept = "";
    if (await exists(dir)) {
      kept = `${dir}.before-restore-${stamp()}`;
      await rename(dir, kept);
    }
    await rename(staging, dir);
    out.log(`Restored ${source} into ${dir}.${kept ? ` The database it replaced is kept in ${kept}.` : ""}`);
    return 0;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    out.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
