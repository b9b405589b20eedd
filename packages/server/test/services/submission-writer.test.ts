import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Submission, SubmissionWriter } from "../../src/ember-app/submissions/write-submission.ts";
import type { EntityDefinition } from "../../src/platform/entities/entity-schemas.ts";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

/**
 * The grouped writes of ADR 0030: submissions made in the same moment share one statement, and each is
 * still all or nothing on its own.
 */
describe.each(engines)("submission writer (%s)", (engine) => {
  let t: TestApp;
  let writer: SubmissionWriter;
  let statements = 0;
  const entity = (name: string) => t.app.entities.get(name) as EntityDefinition;
  const count = async (sql: string, params: unknown[]) =>
    ((await t.app.db.query<{ n: number }>(sql, params)).rows[0] as { n: number }).n;
  const application = (email: string, goals = "Find a mentor", key?: string): Submission<{ id: string }> => ({
    functionName: "testSubmission",
    key,
    input: { email, goals },
    // As the public form's function writes it: Application is created by staff and services only.
    caller: { kind: "service", onBehalfOf: null },
    entity: entity("Application"),
    record: { full_name: "Ada", email, program_interest: "individual", goals },
    badge: {
      entity: entity("Badge"),
      award: {
        user_email: email,
        badge_name: "First Step Champion",
        badge_category: "purpose_seeker",
        description: "x",
      },
    },
    emails: [
      { to: email, subject: "Welcome", text: "t", html: "<p>t</p>" },
      { to: "staff@ember.test", subject: "New", text: "t", html: "<p>t</p>" },
    ],
    answer: (id) => ({ id }),
  });

  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.app.mail.worker.stop();
    const db = t.app.db;
    writer = new SubmissionWriter(
      {
        query: (text, params) => {
          if (text.startsWith("with v as")) statements++;
          return db.query(text, params);
        },
        exec: (script) => db.exec(script),
      },
      { maxInFlight: 1, maxBatch: 100 },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it("writes submissions of one moment in one statement, the badge once, every record and e-mail", async () => {
    const email = `same.${engine}@example.org`;
    statements = 0;
    const results = await Promise.all(Array.from({ length: 10 }, () => writer.write(application(email))));
    expect(statements).toBe(1);
    expect(new Set(results.map((r) => r.answer.id)).size).toBe(10);
    expect(results.filter((r) => r.awarded)).toHaveLength(1);
    expect(
      await count("select count(*)::int as n from e_application where data->>'email' = $1", [email]),
    ).toBe(10);
    expect(
      await count("select count(*)::int as n from e_badge where data->>'user_email' = $1", [email]),
    ).toBe(1);
    expect(await count("select count(*)::int as n from mail_outbox where to_address = $1", [email])).toBe(10);
  });

  it("fails only the submission the database refuses; the others of its statement are written", async () => {
    const emails = Array.from({ length: 5 }, (_, i) => `part${i}.${engine}@example.org`);
    const settled = await Promise.allSettled(
      emails.map((email, i) => writer.write(application(email, i === 2 ? "nul \u0000 here" : "fine"))),
    );
    expect(settled.map((s) => s.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    expect((settled[2] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 400 });
    for (const [i, email] of emails.entries()) {
      const stored = i === 2 ? 0 : 1;
      expect(
        await count("select count(*)::int as n from e_application where data->>'email' = $1", [email]),
      ).toBe(stored);
      expect(await count("select count(*)::int as n from mail_outbox where to_address = $1", [email])).toBe(
        stored,
      );
      expect(
        await count("select count(*)::int as n from e_badge where data->>'user_email' = $1", [email]),
      ).toBe(stored);
    }
  });

  it("answers repeats of one key in one moment with the first answer, writing once", async () => {
    const email = `key.${engine}@example.org`;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => writer.write(application(email, "Find a mentor", `key-${engine}`))),
    );
    expect(new Set(results.map((r) => r.answer.id)).size).toBe(1);
    expect(results.filter((r) => r.awarded)).toHaveLength(1);
    expect(
      await count("select count(*)::int as n from e_application where data->>'email' = $1", [email]),
    ).toBe(1);
    expect(await count("select count(*)::int as n from mail_outbox where to_address = $1", [email])).toBe(1);
  });
});
