import { existsSync } from "node:fs";
import { mkdir, open, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";

/** DATA_DIR cannot hold the embedded database: the message says what to do; the process exits non-zero. */
export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DataDirError";
  }
}

// fs errors carry their code in the message already ("EACCES: permission denied, open ..."); others do not.
const reason = (error: unknown) =>
  error instanceof Error
    ? (error as NodeJS.ErrnoException).code
      ? error.message
      : `${error.name}: ${error.message}`
    : String(error);

/**
 * Fails fast, with a sentence instead of a stack, when DATA_DIR is read-only, owned by someone else or on a
 * full disk: a probe file is created, written, synced and removed before PGlite touches anything.
 */
export async function assertWritableDir(dir: string): Promise<void> {
  const probe = path.join(dir, `.write-probe-${process.pid}`);
  try {
    await mkdir(dir, { recursive: true });
    const file = await open(probe, "w");
    try {
      await file.writeFile("ember");
      await file.sync();
    } finally {
      await file.close();
    }
    await rm(probe, { force: true });
  } catch (error) {
    await rm(probe, { force: true }).catch(() => {});
    throw new DataDirError(
      `DATA_DIR is not writable: ${dir} (${reason(error)}). Give the server's user write access to it, ` +
        "free some disk space, or set DATA_DIR to another directory.",
    );
  }
}

/**
 * Creates the PGlite cluster in `<dir>.init` and renames it to `dir` only once initdb has finished, so a
 * first start that dies half-way (disk full, kill) leaves no half-made database that every later start
 * would trip over: the next start just begins again. An existing cluster (PG_VERSION present) is kept.
 */
export async function ensurePgliteCluster(
  dir: string,
  create: (dir: string) => Promise<void>,
): Promise<void> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new DataDirError(
      `${dir} holds files but no database (PG_VERSION is missing). Move it aside to start with an empty ` +
        "database, or restore a backup into it.",
    );
  }
  const staging = `${dir}.init`;
  await rm(staging, { recursive: true, force: true });
  try {
    await create(staging);
  } catch (error) {
    await rm(staging, { recursive: true, force: true }).catch(() => {});
    throw new DataDirError(
      `Could not create the embedded database in ${dir} (${reason(error)}). Is the disk full or DATA_DIR ` +
        "not writable? Nothing was left behind; fix the cause and start again.",
    );
  }
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
}
