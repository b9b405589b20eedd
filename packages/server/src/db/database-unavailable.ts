// SQLSTATE classes and socket codes that mean "the database is not there right now", not a bad query:
// 08 (connection exception), 57P01-57P03 (shutting down, crash recovery, cannot connect now).
const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "57P01",
  "57P02",
  "57P03",
  // disk_full: the embedded database out of room (db/pglite-fatal.ts); PostgreSQL answers it too.
  "53100",
]);
const unavailableMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

/** The database went away (restart, failover, network): the request may succeed if retried shortly. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (unavailableCodes.has(code) || code.startsWith("08"))) return true;
  return (
    typeof message === "string" &&
    unavailableMessages.some((m) => m.test(message)) &&
    !("statusCode" in error)
  );
}
