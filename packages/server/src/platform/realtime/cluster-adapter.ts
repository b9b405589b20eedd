import type { FastifyBaseLogger } from "fastify";
import type { Server } from "socket.io";

/** How long a start waits for this instance to listen for the others' events. */
const LISTEN_TIMEOUT_MS = 10_000;

/**
 * Several instances on one PostgreSQL (DATABASE_URL): `@socket.io/postgres-adapter` carries broadcasts
 * and server-side messages between them with LISTEN/NOTIFY, large ones through the
 * `socket_io_attachments` table (migration 5). Its own small pool: one connection stays in LISTEN.
 */
export async function attachPostgresAdapter(
  io: Server,
  connectionString: string,
  log: FastifyBaseLogger,
  appId: string,
): Promise<{ close(): Promise<void> }> {
  // Imported only with several instances on PostgreSQL: the embedded database never needs them.
  const [{ default: pg }, { createAdapter }] = await Promise.all([
    import("pg"),
    import("@socket.io/postgres-adapter"),
  ]);
  const pool = new pg.Pool({ connectionString, max: 3, connectionTimeoutMillis: 5000 });
  // The adapter keeps one client checked out for LISTEN and attaches no error listener to it; a lost
  // connection must not crash the process (the adapter reconnects on "end").
  pool.on("error", (error) => log.warn({ err: error }, "realtime: database connection lost"));
  pool.on("connect", (client) => {
    client.on("error", (error) => log.warn({ err: error }, "realtime: database connection lost"));
    // When its LISTEN connection ends (a database restart) the adapter forgets it and takes a new one,
    // but never hands the dead one back: the pool would count it forever and pool.end() on close would
    // wait forever. The LISTEN client is the one with a notification listener; nothing else releases it.
    client.on("end", () => {
      if (client.listenerCount("notification") === 0) return;
      try {
        client.release(new Error("LISTEN connection ended"));
      } catch {
        // Already released.
      }
    });
  });
  io.adapter(
    createAdapter(pool, {
      // One channel per app: apps hosted on one server share its database, and a room's name (an
      // entity's) means something else in each of them.
      channelPrefix: `socket.io#${appId}`,
      errorHandler: (error) => log.warn({ err: error }, "realtime: adapter error"),
    }),
  );
  await listening(io, log);
  return {
    async close() {
      // io.close() has closed the adapter, which publishes its farewell; let that query start first.
      await new Promise((resolve) => setImmediate(resolve));
      await pool.end();
    },
  };
}

/**
 * Waits until the adapter's LISTEN connection is up, so an event another instance sends right after this
 * one started is not missed, and so a quick close never finds a connection still being opened. The
 * adapter exposes no readiness; its PubSubClient sets `client` once LISTEN has run (0.5.0, pinned).
 */
async function listening(io: Server, log: FastifyBaseLogger): Promise<void> {
  const adapter = io.of("/").adapter as unknown as { client?: { client?: unknown } };
  const deadline = Date.now() + LISTEN_TIMEOUT_MS;
  while (!adapter.client?.client) {
    if (Date.now() > deadline) {
      log.warn("realtime: not yet listening for other instances; it keeps trying");
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
