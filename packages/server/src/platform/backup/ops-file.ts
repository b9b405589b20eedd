import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * DATA_DIR/ops.json: how the backup command finds the server that holds the embedded database. Written
 * (mode 0600) when the database opens, given the address when the server listens, removed on close. The
 * token is new at each start; whoever can read DATA_DIR can copy the database anyway (ADR 0037).
 */
export interface OpsFile {
  readonly pid: number;
  readonly token: string;
  /** http://host:port of the running server; absent while it starts. */
  readonly url?: string;
}

export const opsFilePath = (dataDir: string) => path.join(dataDir, "ops.json");

export async function writeOpsFile(dataDir: string, ops: OpsFile): Promise<void> {
  await writeFile(opsFilePath(dataDir), `${JSON.stringify(ops)}\n`, { mode: 0o600 });
}

export async function removeOpsFile(dataDir: string): Promise<void> {
  await rm(opsFilePath(dataDir), { force: true });
}

/** The ops file, or undefined when there is none (or it is not ours). */
export async function readOpsFile(dataDir: string): Promise<OpsFile | undefined> {
  let text: string;
  try {
    text = await readFile(opsFilePath(dataDir), "utf8");
  } catch {
    return undefined;
  }
  try {
    const value = JSON.parse(text) as Partial<OpsFile>;
    if (typeof value.pid !== "number" || typeof value.token !== "string") return undefined;
    return {
      pid: value.pid,
      token: value.token,
      ...(typeof value.url === "string" ? { url: value.url } : {}),
    };
  } catch {
    return undefined;
  }
}

/** True when a process with this id runs (on this host: the ops file is local to DATA_DIR). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export const BACKUP_ROUTE = "/_ops/backup";

/**
 * The process id of the server holding the embedded database in DATA_DIR, or undefined when none runs:
 * PGlite opens a data directory in one process at a time, so a command that would open it asks this first.
 */
export async function embeddedDatabaseHolder(dataDir: string): Promise<number | undefined> {
  const ops = await readOpsFile(dataDir);
  return ops && isAlive(ops.pid) ? ops.pid : undefined;
}
