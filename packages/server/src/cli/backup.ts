import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Config, ConfigError, loadConfig } from "../config.ts";
import { openPgliteDatabase } from "../db/pglite-database.ts";
import { copyDataFolders, exists, restoreDataFolders } from "../platform/backup/backup-folders.ts";
import { BACKUP_ROUTE, isAlive, readOpsFile } from "../platform/backup/ops-file.ts";

// Backups of the embedded database and the uploaded files (ADR 0037). A backup is a directory: db.tar.gz
// (the PGlite snapshot), files/ (a copy of DATA_DIR/files) and apps/ (the hosted apps' folders). On
// PostgreSQL (DATABASE_URL) the database's own tools do it, pg_dump and pg_restore, with a copy of those
// folders, as docs/deploy.md shows.

type Out = Pick<Console, "log" | "error">;
const stamp = () => new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "").replace("T", "-");
const dbDirOf = (config: Config) => path.join(config.dataDir, "db");
export const SNAPSHOT_FILE = "db.tar.gz";

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

/** The snapshot from the running server, or undefined when no server holds DATA_DIR. */
async function snapshotFromServer(config: Config): Promise<Buffer | undefined> {
  const ops = await readOpsFile(config.dataDir);
  if (!ops || !isAlive(ops.pid)) return undefined;
  if (!ops.url) throw new Error("The server holding DATA_DIR is still starting: try again in a moment.");
  const response = await fetch(`${ops.url}${BACKUP_ROUTE}`, {
    method: "POST",
    headers: { authorization: `Bearer ${ops.token}` },
  }).catch((error: unknown) => {
    throw new Error(
      `DATA_DIR/ops.json names process ${ops.pid} at ${ops.url}, which does not answer (${String(error)}). ` +
        "If no server runs on this DATA_DIR (it was killed), delete DATA_DIR/ops.json and run the backup again.",
    );
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

/**
 * `npm run backup [-- --out DIR]`: writes a backup directory: the database's snapshot, then the uploaded
 * files. Files are written before their row and never changed, so every file the snapshot names is in the
 * copy taken after it. Answers the exit code.
 */
export async function runBackupCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  out: Out = console,
): Promise<number> {
  const outIndex = argv.indexOf("--out");
  const expected = outIndex >= 0 ? 2 : 0;
  if (argv.length !== expected || (outIndex >= 0 && (outIndex !== 0 || !argv[1]))) {
    out.error("Usage: npm run backup [-- --out DIR]   (default: DATA_DIR/backups/ember-<time>)");
    return 1;
  }
  const config = configFrom(env, out);
  if (!config) return 1;
  // The default lies in DATA_DIR (writable wherever the server runs, the container's volume included) but
  // outside DATA_DIR/db, the only directory a snapshot holds: copy backups off the host.
  const target = path.resolve(
    (outIndex >= 0 ? argv[1] : undefined) ?? path.join(config.dataDir, "backups", `ember-${stamp()}`),
  );
  const partial = `${target}.part`;
  try {
    if (await exists(target)) throw new Error(`${target} exists already: choose another --out.`);
    const fromServer = await snapshotFromServer(config);
    const tarball = fromServer ?? (await snapshotOffline(config));
    // Written beside its final name, then renamed: a backup directory is whole or absent.
    await rm(partial, { recursive: true, force: true });
    await mkdir(partial, { recursive: true, mode: 0o700 });
    await writeFile(path.join(partial, SNAPSHOT_FILE), tarball, { mode: 0o600 });
    await copyDataFolders(config.dataDir, partial);
    await rename(partial, target);
    out.log(
      `Backup written: ${target} (database ${tarball.length} bytes, ${fromServer ? "from the running server" : "offline"})`,
    );
    return 0;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    out.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/**
 * `npm run restore -- DIR`: replaces DATA_DIR's database and uploaded files with a backup's, with the
 * server stopped. The snapshot is unpacked and opened beside the database first; only a copy that opens
 * as an Ember database takes the database's place, and what it replaces is kept beside it.
 */
export async function runRestoreCommand(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  out: Out = console,
): Promise<number> {
  const [source, ...rest] = argv;
  if (!source || rest.length > 0) {
    out.error(
      "Usage: npm run restore -- DIR   (a directory written by npm run backup; stop the server first)",
    );
    return 1;
  }
  const config = configFrom(env, out);
  if (!config) return 1;
  const ops = await readOpsFile(config.dataDir);
  if (ops && isAlive(ops.pid)) {
    out.error(
      `The server (process ${ops.pid}) holds DATA_DIR: stop it, then restore. (If it was killed and ` +
        "that process is another one now, delete DATA_DIR/ops.json.)",
    );
    return 1;
  }
  const dir = dbDirOf(config);
  const staging = `${dir}.restoring`;
  try {
    const backup = path.resolve(source);
    const tarball = await readFile(path.join(backup, SNAPSHOT_FILE));
    await rm(staging, { recursive: true, force: true });
    const db = await openPgliteDatabase(staging, new Blob([new Uint8Array(tarball)]));
    try {
      // A newer server migrates an older backup when it starts; a tarball of something else fails here.
      const { rows } = await db.query<{ n: number }>("select count(*)::int as n from _migrations");
      if (!rows[0] || rows[0].n === 0) throw new Error("the backup holds no Ember database");
    } finally {
      await db.close();
    }
    const suffix = `.before-restore-${stamp()}`;
    const kept: string[] = [];
    if (await exists(dir)) {
      await rename(dir, `${dir}${suffix}`);
      kept.push(`${dir}${suffix}`);
    }
    await rename(staging, dir);
    kept.push(...(await restoreDataFolders(backup, config.dataDir, suffix)));
    out.log(
      `Restored ${backup} into ${config.dataDir}.${kept.length > 0 ? ` What it replaced is kept in ${kept.join(" and ")}.` : ""}`,
    );
    return 0;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    out.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
