import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoke, validApplication } from "../functions/submission-fixtures.ts";
import { type FakeOpenAi, type RecordedPrompt, startFakeOpenAi } from "../setup/fake-openai.ts";
import { type SmtpSink, startSmtpSink, waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

/**
 * Two whole instances on one PostgreSQL, as behind a load balancer without sticky sessions (docs/deploy.md).
 * Realtime across instances is proven by realtime.contract.test.ts ("realtime across two instances on one
 * PostgreSQL": a record created through one reaches an SDK subscriber on the other); this file checks the
 * other shared parts: each e-mail delivered once, the translation cache, and the rate limits.
 */
const SEARCH_LIMIT = 5;
const batchOf = (prompt: RecordedPrompt): string[] => JSON.parse(prompt.messages.at(-1)?.content ?? "[]");

describe("two instances on one PostgreSQL", () => {
  let sink: SmtpSink;
  let model: FakeOpenAi;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    model = await startFakeOpenAi();
    model.mode = {
      kind: "respond",
      respond: (prompt) => JSON.stringify(batchOf(prompt).map((text) => `[es] ${text}`)),
    };
    const env = {
      SMTP_URL: sink.url,
      LLM_BASE_URL: model.baseUrl,
      LLM_MODEL: "test-model",
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000",
      RATE_LIMIT_SEARCH_PER_MINUTE: String(SEARCH_LIMIT),
    };
    // Both outbox workers poll often, so both compete for every e-mail, not only the one kicked.
    const options = { mail: { worker: { pollIntervalMs: 20, batchSize: 2 } } };
    first = await startTestApp("postgres", env, options);
    second = await startTestApp(
      "postgres",
      { ...env, DATABASE_URL: first.config.databaseUrl ?? "" },
      options,
    );
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await model?.stop();
    await sink?.stop();
  });

  it("delivers each e-mail of submissions through both instances exactly once", async () => {
    const submissions = 12;
    const answers = await Promise.all(
      Array.from({ length: submissions }, (_, i) =>
        invoke(i % 2 === 0 ? first : second, "submitApplication", validApplication(`n${i}@example.org`)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(submissions).fill(200));
    // Two e-mails per application: the applicant's confirmation and the staff notification.
    const expected = submissions * 2;
    await waitFor(
      async () =>
        (await first.app.db.query("select id from mail_outbox where status = 'sent'")).rows.length ===
        expected,
      20_000,
      "every e-mail sent",
    );
    // Instead of waiting for a duplicate that may never come: both workers finish the round under way
    // (every send they started has had the SMTP server's answer), and a further round finds nothing due.
    await Promise.all([first.app.mail.worker.stop(), second.app.mail.worker.stop()]);
    expect(await second.app.mail.worker.deliverDue()).toBe(0);
    first.app.mail.worker.start();
    second.app.mail.worker.start();
    expect(sink.received).toHaveLength(expected);
    const { rows } = await first.app.db.query<{ id: string }>("select id from mail_outbox");
    expect(rows).toHaveLength(expected);
    for (const { id } of rows) {
      expect(sink.received.filter((m) => m.raw.includes(`<${id}@`))).toHaveLength(1);
    }
    const attempts = await first.app.db.query("select outbox_id from mail_attempts where outcome = 'sent'");
    expect(attempts.rows).toHaveLength(expected);
  });

  it("serves a translation asked through one instance from the shared cache on the other", async () => {
    const texts = ["Find your purpose and your people", "Mentors walk beside you"];
    const before = model.prompts.length;
    // As staff, who may have any text translated (visitors only the built site's own texts).
    const asked = await invoke(
      first,
      "translate",
      { language: "es", texts },
      { authorization: `Bearer ${first.adminToken}` },
    );
    expect(asked.status).toBe(200);
    expect(asked.body.translations).toEqual(texts.map((text) => `[es] ${text}`));
    expect(model.prompts.length).toBe(before + 1);

    const served = await invoke(
      second,
      "translate",
      { language: "es", texts },
      { authorization: `Bearer ${second.adminToken}` },
    );
    expect(served.status).toBe(200);
    expect(served.body.translations).toEqual(asked.body.translations);
    // No model request from the second instance: the cache is the shared database's.
    expect(model.prompts.length).toBe(before + 1);
  });

  it("holds a rate limit across instances at the configured total", async () => {
    const statuses: number[] = [];
    const retryAfter: (string | null)[] = [];
    // Sequential, alternating instances, from one client address (127.0.0.1).
    for (let i = 0; i < SEARCH_LIMIT + 4; i++) {
      const answer = await invoke(i % 2 === 0 ? first : second, "searchBadges", { query: "nobody" });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body.error_type).toBe("TooManyRequests");
        retryAfter.push(answer.headers.get("retry-after"));
      }
    }
    expect(statuses).toEqual([...Array(SEARCH_LIMIT).fill(200), 429, 429, 429, 429]);
    for (const value of retryAfter) {
      expect(Number(value)).toBeGreaterThan(0);
      expect(Number(value)).toBeLessThanOrEqual(60);
    }
    // One counter row for the function and address, shared by both instances.
    const { rows } = await second.app.db.query<{ key: string; hits: number }>(
      "select key, hits from rate_limit_counters where key like 'searchBadges|%'",
    );
    expect(rows).toEqual([{ key: "searchBadges|127.0.0.1", hits: SEARCH_LIMIT + 4 }]);
  });
});
