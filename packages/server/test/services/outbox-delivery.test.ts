import { afterEach, describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.ts";
import { openDatabase } from "../../src/db/open-database.ts";
import { readLocalMailbox } from "../../src/platform/mail/local-mailbox.ts";
import type { Mailer } from "../../src/platform/mail/mailer.ts";
import { enqueueEmail } from "../../src/platform/mail/outbox.ts";
import { OutboxWorker } from "../../src/platform/mail/outbox-worker.ts";
import { createSmtpMailer } from "../../src/platform/mail/smtp-mailer.ts";
import { invoke, validApplication, validFirePlan } from "../functions/submission-fixtures.ts";
import { engines, freshDatabaseUrl } from "../setup/databases.ts";
import { messageIdCounts, startSmtpSink, waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { freePort } from "../setup/throwaway-postgres.ts";

const fastRetries = { pollIntervalMs: 50, baseDelayMs: 50, maxDelayMs: 300, maxAttempts: 10_000 };
const quiet = { warn: () => {}, error: () => {} };

describe.each(engines)("the outbox worker (%s)", (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const rowsOf = async (t: TestApp, sql: string) => (await t.app.db.query(sql)).rows;
  /**
   * Instead of waiting for a duplicate that may never come: the worker finishes the round under way (every
   * send it started has had the SMTP server's answer), and a further round finds nothing due to send again.
   */
  const settle = async (t: TestApp) => {
    await t.app.mail.worker.stop();
    expect(await t.app.mail.worker.deliverDue()).toBe(0);
  };

  it("delivers every e-mail once SMTP comes back, none twice, keeping every attempt", async () => {
    const port = await freePort();
    const t = await startTestApp(
      engine,
      { SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000" },
      { mail: { worker: fastRetries } },
    );
    cleanups.push(() => t.close());
    for (let i = 0; i < 3; i++) {
      expect((await invoke(t, "submitApplication", validApplication(`down${i}@example.org`))).status).toBe(
        200,
      );
    }
    for (let i = 0; i < 2; i++) {
      expect((await invoke(t, "submitFirePlan", validFirePlan(`fire${i}@example.org`))).status).toBe(200);
    }
    // Every e-mail has failed at least once against the closed port.
    await waitFor(
      async () =>
        (await rowsOf(t, "select distinct outbox_id from mail_attempts where outcome = 'retry'")).length ===
        10,
      15_000,
      "a failed attempt of each e-mail",
    );
    const sink = await startSmtpSink(port);
    cleanups.push(() => sink.stop());
    await waitFor(
      async () => (await rowsOf(t, "select id from mail_outbox where status = 'sent'")).length === 10,
      20_000,
      "every e-mail delivered",
    );
    await settle(t);
    expect(sink.received).toHaveLength(10);
    const ids = await rowsOf(t, "select id from mail_outbox");
    for (const { id } of ids) {
      expect(sink.received.filter((m) => m.raw.includes(`<${id}@`))).toHaveLength(1);
    }
    const sent = await rowsOf(t, "select outbox_id from mail_attempts where outcome = 'sent'");
    expect(sent).toHaveLength(10);
    const [row] = await rowsOf(t, "select attempts, last_error, delivered_via from mail_outbox limit 1");
    expect(row).toMatchObject({ last_error: null, delivered_via: "smtp" });
    expect(row?.attempts).toBeGreaterThanOrEqual(2);
  });

  it("delivers every e-mail once a refusing SMTP server (451) accepts again, none twice", async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.stop());
    sink.refusing = true;
    const t = await startTestApp(
      engine,
      { SMTP_URL: sink.url, RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000" },
      { mail: { worker: fastRetries } },
    );
    cleanups.push(() => t.close());
    for (let i = 0; i < 3; i++) {
      expect((await invoke(t, "submitApplication", validApplication(`busy${i}@example.org`))).status).toBe(
        200,
      );
    }
    expect((await invoke(t, "submitFirePlan", validFirePlan("busyfire@example.org"))).status).toBe(200);
    // Every e-mail is refused with a transient code more than once: retried, never given up.
    await waitFor(
      async () =>
        (
          await rowsOf(
            t,
            "select outbox_id from mail_attempts where outcome = 'retry' group by outbox_id having count(*) >= 2",
          )
        ).length === 8,
      20_000,
      "two refused attempts of each e-mail",
    );
    expect(sink.received).toHaveLength(0);
    expect(await rowsOf(t, "select id from mail_outbox where status = 'failed'")).toEqual([]);
    sink.refusing = false;
    await waitFor(
      async () => (await rowsOf(t, "select id from mail_outbox where status = 'sent'")).length === 8,
      20_000,
      "every e-mail delivered",
    );
    await settle(t);
    const counts = messageIdCounts(sink.received);
    expect(counts.size).toBe(8);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const [refusal] = await rowsOf(t, "select error from mail_attempts where outcome = 'retry' limit 1");
    expect(refusal?.error).toMatch(/451/);
  });

  it("marks an e-mail the server refuses permanently as failed, without retrying it", async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.stop());
    sink.rejectRecipients.add("nobody@example.org");
    const t = await startTestApp(engine, { SMTP_URL: sink.url }, { mail: { worker: fastRetries } });
    cleanups.push(() => t.close());
    expect((await invoke(t, "submitApplication", validApplication("nobody@example.org"))).status).toBe(200);
    await waitFor(
      async () =>
        (await rowsOf(t, "select id from mail_outbox where status in ('pending', 'sending')")).length === 0,
      15_000,
      "the outbox to settle",
    );
    const rows = await rowsOf(
      t,
      "select to_address, status, attempts, last_error from mail_outbox order by to_address desc",
    );
    expect(rows).toEqual([
      {
        to_address: "nobody@example.org",
        status: "failed",
        attempts: 1,
        last_error: expect.stringMatching(/550/),
      },
      { to_address: "hello@ember.example", status: "sent", attempts: 1, last_error: null },
    ]);
    await settle(t);
    expect(await rowsOf(t, "select outcome from mail_attempts order by outcome")).toEqual([
      { outcome: "failed" },
      { outcome: "sent" },
    ]);
  });

  it("keeps delivered e-mail readable as the local mailbox when no SMTP_URL is set", async () => {
    const t = await startTestApp(engine, {}, { mail: { worker: fastRetries } });
    cleanups.push(() => t.close());
    expect((await invoke(t, "submitFirePlan", validFirePlan("local@example.org"))).status).toBe(200);
    await waitFor(async () => (await readLocalMailbox(t.app.db)).length === 2, 15_000, "two local e-mails");
    const mailbox = await readLocalMailbox(t.app.db);
    expect(mailbox.map((m) => [m.to, m.subject, m.status]).sort()).toEqual([
      ["hello@ember.example", 'New "Do You Have That Fire?" Form Submitted - Grace Hopper', "sent"],
      ["local@example.org", "Welcome Fire Starter - Your Plan Has Been Received!", "sent"],
    ]);
  });

  it("with the local mailbox, stores a submission's e-mails delivered with one logged attempt each", async () => {
    const t = await startTestApp(engine, {}, { mail: { worker: fastRetries } });
    cleanups.push(() => t.close());
    expect((await invoke(t, "submitApplication", validApplication("inline@example.org"))).status).toBe(200);
    // Delivered in the submission's own statement (ADR 0039): already there when the answer arrives.
    const outbox = await rowsOf(
      t,
      "select id, status, attempts, delivered_via, sent_date is not null as dated from mail_outbox order by id",
    );
    expect(outbox).toHaveLength(2);
    for (const row of outbox) {
      expect(row).toMatchObject({ status: "sent", attempts: 1, delivered_via: "local", dated: true });
    }
    // A worker round afterwards finds nothing due: nothing is delivered or logged twice.
    expect(await t.app.mail.worker.deliverDue()).toBe(0);
    expect(
      await rowsOf(t, "select outbox_id, attempt, outcome, transport from mail_attempts order by outbox_id"),
    ).toEqual(outbox.map((row) => ({ outbox_id: row.id, attempt: 1, outcome: "sent", transport: "local" })));
    expect(await readLocalMailbox(t.app.db)).toHaveLength(2);
  });

  it("with the local mailbox, delivers an enqueued round in one statement, each e-mail once", async () => {
    const t = await startTestApp(engine, {}, { mail: { worker: { ...fastRetries, batchSize: 3 } } });
    cleanups.push(() => t.close());
    await t.app.mail.worker.stop();
    await t.app.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) {
        await enqueueEmail(tx, {
          to: `q${i}@example.org`,
          subject: `Q ${i}`,
          text: `${i}`,
          html: `<p>${i}</p>`,
        });
      }
    });
    // Rounds of at most batchSize, until none is due.
    expect(await t.app.mail.worker.deliverDue()).toBe(3);
    expect(await t.app.mail.worker.deliverDue()).toBe(2);
    expect(await t.app.mail.worker.deliverDue()).toBe(0);
    expect(await rowsOf(t, "select status, attempts, delivered_via from mail_outbox")).toEqual(
      Array.from({ length: 5 }, () => ({ status: "sent", attempts: 1, delivered_via: "local" })),
    );
    const attempts = await rowsOf(t, "select outbox_id, attempt, outcome from mail_attempts");
    expect(attempts).toHaveLength(5);
    expect(new Set(attempts.map((a) => a.outbox_id)).size).toBe(5);
    expect(attempts.every((a) => a.attempt === 1 && a.outcome === "sent")).toBe(true);
    expect((await readLocalMailbox(t.app.db)).map((m) => m.subject).sort()).toEqual([
      "Q 0",
      "Q 1",
      "Q 2",
      "Q 3",
      "Q 4",
    ]);
  });
});

// Several instances share one PostgreSQL only: PGlite is one process's database by design (ADR 0002).
describe("the outbox worker across instances (postgres)", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("with two workers on one PostgreSQL, sends each e-mail exactly once", async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.stop());
    const database = await freshDatabaseUrl("postgres");
    cleanups.push(() => database.dispose());
    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: database.url, dataDir: null }),
      openDatabase({ databaseUrl: database.url, dataDir: null }),
    ]);
    if (!a || !b) throw new Error("no database");
    cleanups.push(() => a.close().then(() => b.close()));
    await migrate(a);
    await a.transaction(async (tx) => {
      for (let i = 0; i < 40; i++) {
        await enqueueEmail(tx, {
          to: `n${i}@example.org`,
          subject: `Message ${i}`,
          text: `${i}`,
          html: `<p>${i}</p>`,
        });
      }
    });
    const counted = (mailer: Mailer, count: { n: number }): Mailer => ({
      transport: mailer.transport,
      send: async (m) => {
        count.n++;
        return mailer.send(m);
      },
    });
    const mailers = [
      createSmtpMailer({ url: sink.url, from: "x@example.org" }),
      createSmtpMailer({ url: sink.url, from: "x@example.org" }),
    ];
    cleanups.push(async () => {
      for (const m of mailers) await m.close?.();
    });
    const counts = [{ n: 0 }, { n: 0 }];
    const workers = [
      new OutboxWorker(a, counted(mailers[0] as Mailer, counts[0] as { n: number }), quiet, {
        batchSize: 4,
      }),
      new OutboxWorker(b, counted(mailers[1] as Mailer, counts[1] as { n: number }), quiet, {
        batchSize: 4,
      }),
    ];
    const drain = async (w: OutboxWorker) => {
      while ((await w.deliverDue()) > 0) {}
    };
    await Promise.all(workers.map(drain));
    expect(sink.received).toHaveLength(40);
    expect(new Set(sink.received.map((m) => m.subject)).size).toBe(40);
    expect((counts[0]?.n ?? 0) + (counts[1]?.n ?? 0)).toBe(40);
    expect(counts[0]?.n).toBeGreaterThan(0);
    expect(counts[1]?.n).toBeGreaterThan(0);
    const { rows } = await a.query("select outcome, count(*)::int as n from mail_attempts group by outcome");
    expect(rows).toEqual([{ outcome: "sent", n: 40 }]);
  });
});
