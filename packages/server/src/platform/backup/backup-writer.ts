import { spawn } from "node:child_process";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../../db/database.ts";
import { copyDataFolders } from "./backup-folders.ts";

/** The database's file in a backup directory: the embedded database's snapshot, or PostgreSQL's dump. */
export const SNAPSHOT_FILE = "db.tar.gz";
export const DUMP_FILE = "db.dump";

export type BackupStage = "database" | "files";

/** Whether `pg_dump` runs here (on PATH), for PostgreSQL's backups. */
export function pgDumpAvailable(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn("pg_dump", ["--version"], { stdio: "ignore" });
    child.on("error", () => resolve(false));
    child.on("exit", (code) => resolve(code === 0));
  });
}

/** libpq's variables for a postgres:// address, so no password appears on a command line `ps` shows. */
function libpqEnv(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, "")) || "localhost",
    PGPORT: url.port || "5432",
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  const host = url.searchParams.get("host");
  if (host) env.PGHOST = host;
  return env;
}

function pgDump(databaseUrl: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`], {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, ...libpqEnv(databaseUrl) },
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = `${stderr}${chunk.toString("utf8")}`.slice(-2000);
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_dump exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/**
 * Writes one backup directory, the layout `npm run backup` writes and `npm run restore` reads: the
 * database (db.tar.gz, or db.dump from pg_dump on PostgreSQL), then a copy of the uploaded files and the
 * hosted apps' folders (backup-folders.ts). Written
 * beside its final name and renamed, so a backup directory is whole or absent. Answers the bytes written
 * for the database.
 */
export async function writeBackup(
  db: Database,
  source: { readonly dataDir: string; readonly databaseUrl: string | undefined },
  target: string,
  onStage: (stage: BackupStage) => Promise<void>,
): Promise<number> {
  const partial = `${target}.part`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    await onStage("database");
    let file: string;
    if (db.kind === "pglite" && db.snapshot) {
      file = path.join(partial, SNAPSHOT_FILE);
      const tarball = Buffer.from(await (await db.snapshot()).arrayBuffer());
      await writeFile(file, tarball, { mode: 0o600 });
    } else if (source.databaseUrl) {
      file = path.join(partial, DUMP_FILE);
      await pgDump(source.databaseUrl, file);
    } else {
      throw new Error("This database offers no backup");
    }
    const bytes = (await stat(file)).size;
    await onStage("files");
    await copyDataFolders(source.dataDir, partial);
    await rename(partial, target);
    return bytes;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
