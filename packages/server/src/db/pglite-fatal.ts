/**
 * What a full disk does to the embedded database (ADR 0038). PGlite runs PostgreSQL in one WASM instance:
 * when a WAL write fails (EFBIG, ENOSPC) PostgreSQL raises a PANIC, PGlite hands it back as an ordinary
 * error, and the instance is then broken: the next statement, even the ROLLBACK PGlite issues itself, spins
 * synchronously for ever and blocks the whole event loop. So after such an error nothing may reach PGlite
 * again: every caller gets a 503, and the process exits with EX_IOERR for its supervisor to restart it
 * once there is room; PostgreSQL's crash recovery then replays the WAL up to the last committed record.
 */

/** The process's exit code when the embedded database died (sysexits EX_IOERR). */
export const EX_IOERR = 74;

// A WAL write or flush failed: PostgreSQL PANICs here (it cannot know what reached the disk).
const fatalMessages = [/could not write to log file/i, /could not (?:fsync|write to) file "pg_wal/i];
// A table or index could not grow: an ordinary ERROR, the transaction rolls back and the instance lives.
const fullMessages = [/File too large/i, /No space left on device/i, /could not extend file/i];

const fieldsOf = (error: unknown) =>
  error && typeof error === "object"
    ? (error as { severity?: unknown; message?: unknown })
    : { severity: undefined, message: undefined };

/** The PGlite instance cannot be used again after this error. */
export function isFatalPgliteError(error: unknown): boolean {
  const { severity, message } = fieldsOf(error);
  if (severity === "PANIC" || severity === "FATAL") return true;
  return typeof message === "string" && fatalMessages.some((m) => m.test(message));
}

/** The disk (or the file-size limit) refused a write. */
export function isDiskFullError(error: unknown): boolean {
  const { message } = fieldsOf(error);
  return typeof message === "string" && fullMessages.some((m) => m.test(message));
}

/**
 * The embedded database is unusable or out of space. Code 53100 is PostgreSQL's disk_full, which the error
 * handler answers with a 503 (the request may succeed later, on this instance after a restart).
 */
export class DatabaseStorageError extends Error {
  readonly code = "53100";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseStorageError";
  }
}

type DeathListener = (sentence: string) => void;
const listeners = new Set<DeathListener>();

/** main.ts listens: one sentence to the log, then exit EX_IOERR. */
export function onEmbeddedDatabaseDeath(listener: DeathListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceDeath(sentence: string): void {
  for (const listener of listeners) listener(sentence);
}
