import { createServer, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { migrate } from "../../src/db/migrate.ts";
import { enqueueEmail } from "../../src/platform/mail/outbox.ts";
import { OutboxWorker, type OutboxWorkerOptions } from "../../src/platform/mail/outbox-worker.ts";
import { createSmtpMailer } from "../../src/platform/mail/smtp-mailer.ts";
import { engines, openTestDatabase } from "../setup/databases.ts";
import { messageIdCounts, startSmtpSink, waitFor } from "../setup/smtp-sink.ts";

const quiet = { warn: () => {}, error: () => {} };
const fastRetries: Partial<OutboxWorkerOptions> = { baseDelayMs: 20, maxDelayMs: 50, maxAttempts: 10_000 };

/** A TCP server that accepts connections and never says a word: no greeting, no reply. */
async function startSilentServer(): Promise<{ port: number; connections: number; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("error", () => {});
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : 0,
    get connections() {
      return connections;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.each(engines)("the outbox over pooled SMTP connections (%s)", (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function outboxWith(count: number, to = (i: number) => `p${i}@example.org`): Promise<Database> {
    const { db, dispose } = await openTestDatabase(engine);
    cleanups.push(dispose);
    await migrate(db);
    await db.transaction(async (tx) => {
      for (let i = 0; i < count; i++) {
        await enqueueEmail(tx, { to: to(i), subject: `Pooled ${i}`, text: `${i}`, html: `<p>${i}</p>` });
      }
    });
    return db;
  }

  const drain = async (worker: OutboxWorker, rounds = 100) => {
    for (let i = 0; i < rounds && (await worker.deliverDue()) > 0; i++) {}
  };

  it("delivers many e-mails over at most maxConnections connections, each once", async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.stop());
    const db = await outboxWith(120);
    const mailer = createSmtpMailer({ url: sink.url, from: "x@example.org", maxConnections: 3 });
    cleanups.push(async () => mailer.close?.());
    const worker = new OutboxWorker(db, mailer, quiet, { batchSize: 50, sendConcurrency: 6 });
    await drain(worker);
    expect(sink.received).toHaveLength(120);
    expect([...messageIdCounts(sink.received).values()].every((n) => n === 1)).toBe(true);
    expect(sink.connections).toBeGreaterThan(0);
    expect(sink.connections).toBeLessThanOrEqual(3);
    const { rows } = await db.query(
      "select status, attempts, count(*)::int as n from mail_outbox group by 1, 2",
    );
    expect(rows).toEqual([{ status: "sent", attempts: 1, n: 120 }]);
  });

  it("a connection dropped in the middle of a message: the outbox retries that e-mail, delivered once", async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.stop());
    const db = await outboxWith(30);
    sink.dropDuringData.add("p7@example.org");
    const mailer = createSmtpMailer({ url: sink.url, from: "x@example.org", maxConnections: 2 });
    cleanups.push(async () => mailer.close?.());
    // No backoff: the dropped e-mail's retry is due at once, and a later round of the drain sends it.
    const noBackoff = { baseDelayMs: 0, maxDelayMs: 0 };
    const worker = new OutboxWorker(db, mailer, quiet, { ...noBackoff, batchSize: 10, sendConcurrency: 4 });
    await drain(worker);
    expect(sink.dropDuringData.size).toBe(0);
    expect(sink.received).toHaveLength(30);
    expect([...messageIdCounts(sink.received).values()].every((n) => n === 1)).toBe(true);
    const { rows: dropped } = await db.query<{ id: string }>(
      "select id from mail_outbox where to_address = 'p7@example.org'",
    );
    const { rows: attempts } = await db.query(
      "select attempt, outcome, transport from mail_attempts where outbox_id = $1 order by attempt",
      [dropped[0]?.id],
    );
    // One failed attempt (the pool did not resend it on its own), then the outbox's retry.
    expect(attempts).toEqual([
      { attempt: 1, outcome: "retry", transport: "smtp" },
      { attempt: 2, outcome: "sent", transport: "smtp" },
    ]);
    const { rows: others } = await db.query(
      "select count(*)::int as n from mail_attempts where outbox_id <> $1 and outcome = 'sent' and attempt = 1",
      [dropped[0]?.id],
    );
    expect(others).toEqual([{ n: 29 }]);
  });

  /** 12 e-mails, 2 senders, and an SMTP server that never greets: every send hangs until its timeout. */
  const hangingRound = async (roundDeadlineMs: number) => {
    const silent = await startSilentServer();
    cleanups.push(() => silent.stop());
    const db = await outboxWith(12);
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${silent.port}`,
      from: "x@example.org",
      maxConnections: 2,
      greetingTimeoutMs: 400,
      sendTimeoutMs: 600,
    });
    cleanups.push(async () => mailer.close?.());
    const worker = new OutboxWorker(db, mailer, quiet, {
      ...fastRetries,
      baseDelayMs: 60_000,
      batchSize: 12,
      sendConcurrency: 2,
      roundDeadlineMs,
    });
    return { silent, db, worker };
  };

  it("a hanging server: the round ends by its deadline, e-mails not tried go back with attempts unchanged", async () => {
    const { silent, db, worker } = await hangingRound(100);
    // All 12 are claimed; the two senders each start one send, which hangs until its timeout, by which
    // time the deadline has passed: the other ten are never handed to the mailer.
    expect(await worker.deliverDue()).toBe(12);
    expect(silent.connections).toBeGreaterThan(0);
    const { rows } = await db.query<{ status: string; attempts: number; n: number }>(
      "select status, attempts, count(*)::int as n from mail_outbox group by 1, 2 order by 2",
    );
    expect(rows).toEqual([
      { status: "pending", attempts: 0, n: 10 },
      { status: "pending", attempts: 1, n: 2 },
    ]);
    const { rows: logged } = await db.query(
      "select attempt, outcome, count(*)::int as n from mail_attempts group by 1, 2",
    );
    expect(logged).toEqual([{ attempt: 1, outcome: "retry", n: 2 }]);
    // The released ten are due now: the next round claims them (and no others: the two wait a minute).
    const { rows: due } = await db.query(
      "select count(*)::int as n from mail_outbox where next_attempt_at <= now() and attempts = 0",
    );
    expect(due).toEqual([{ n: 10 }]);
  });

  it("stop() during a round against a hanging server releases the e-mails not tried, then returns", async () => {
    // A deadline far away: only the stop ends this round early.
    const { silent, db, worker } = await hangingRound(10 * 60_000);
    worker.start();
    await waitFor(() => silent.connections > 0, 10_000, "the first sends to reach the server");
    await worker.stop();
    const { rows } = await db.query(
      "select status, attempts, count(*)::int as n from mail_outbox group by 1, 2 order by 2",
    );
    expect(rows).toEqual([
      { status: "pending", attempts: 0, n: 10 },
      { status: "pending", attempts: 1, n: 2 },
    ]);
  });
});
