import { siteConfig } from "@ember/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../setup/databases.ts";
import { type SmtpSink, startSmtpSink, waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { escaped, invoke } from "./submission-fixtures.ts";

const five = (...values: number[]) => Object.fromEntries(values.map((v, i) => [String(i), v]));

/** A known answer set: 3.6, 1.4, 3.0, 2.0, 0.4, overall 2.08, 'Discovering - The Collaborator'. */
const knownAnswers = {
  academics: five(4, 3, 4, 3, 4),
  finances: five(1, 2, 1, 2, 1),
  social: five(3, 3, 3, 3, 3),
  precision: five(2, 2, 2, 2, 2),
  physical: five(0, 1, 0, 1, 0),
};
const knownScores = { academics: 3.6, finances: 1.4, social: 3, precision: 2, physical: 0.4 };

const validAssessment = (email: string) => ({
  first_name: "Ada",
  last_name: "Lovelace",
  email,
  answers: knownAnswers,
});

describe.each(engines)("submitAssessment with a real SMTP server (%s)", (engine) => {
  let t: TestApp;
  let sink: SmtpSink;
  const mailsTo = (address: string) => sink.received.filter((m) => m.envelopeTo.includes(address));
  const rows = async (sql: string, params: unknown[] = []) => (await t.app.db.query(sql, params)).rows;
  const resultsOf = (email: string) =>
    rows("select id, data from e_assessment_result where data->>'email' = $1", [email]);
  const outboxTo = (email: string) => rows("select id from mail_outbox where to_address = $1", [email]);

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(
      engine,
      { SMTP_URL: sink.url, RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000" },
      { mail: { worker: { pollIntervalMs: 50 } } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  it("stores one result scored by the server, ignoring the browser's score, and e-mails it escaped", async () => {
    const email = `student.${engine}@example.org`;
    const first_name = `Ada <script>alert("x")</script> & 'Co'`;
    const input = {
      ...validAssessment(email),
      first_name,
      // A browser that lies about its score: the server must not store or mail any of this.
      overall_score: 4,
      tier: "Excelling - The Humble Guide",
      category_scores: { academics: 4, finances: 4, social: 4, precision: 4, physical: 4 },
    };
    const answer = await invoke(t, "submitAssessment", input);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ok: true,
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      overall_score: 2.08,
      tier: "Discovering - The Collaborator",
    });

    const stored = await resultsOf(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toEqual({
      first_name,
      last_name: "Lovelace",
      email,
      answers: knownAnswers,
      category_scores: knownScores,
      overall_score: 2.08,
      tier: "Discovering - The Collaborator",
    });

    await waitFor(() => mailsTo(email).length === 1, 15_000, "the results e-mail");
    const mail = mailsTo(email)[0];
    if (!mail) throw new Error("missing e-mail");
    expect(mail.subject).toBe("Your Ember Wellbeing Assessment Results: Discovering - The Collaborator");
    expect(mail.envelopeTo).toEqual([email]);
    expect(mail.headers.filter(([n]) => n === "to")).toHaveLength(1);
    expect(mail.headers.map(([n]) => n)).not.toContain("bcc");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain(`Hi ${escaped(first_name)},`);
    expect(mail.text).toContain(`Hi ${first_name},`);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("Discovering - The Collaborator");
      expect(body).toContain("You have strong foundations in place.");
      expect(body).toContain("2.1/4.0");
      expect(body).not.toContain("4.0/4.0");
      for (const title of [
        "Systems Refinement",
        "Knowledge Sharing",
        "Proactive Planning",
        "Skill Expansion",
        "Integration Focus",
      ]) {
        expect(body).toContain(title);
      }
      expect(body).toContain(siteConfig.links.scheduling);
    }
    expect(mail.text).toContain("- Academics: 3.6");
    expect(mail.text).toContain("- Finances: 1.4");
    expect(mail.text).toContain("- Social Connections: 3.0");
    expect(mail.text).toContain("- Precision: 2.0");
    expect(mail.text).toContain("- Physical Wellbeing: 0.4");
    expect(mail.text).toMatch(/1\. Systems Refinement: \S.+\n2\. Knowledge Sharing: /);
  });

  it("answers a repeated Idempotency-Key once: one record, one e-mail", async () => {
    const email = `repeat.${engine}@example.org`;
    const headers = { "Idempotency-Key": `assessment-${engine}-1` };
    const first = await invoke(t, "submitAssessment", validAssessment(email), headers);
    const again = await invoke(t, "submitAssessment", validAssessment(email), headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await resultsOf(email)).toHaveLength(1);
    expect(await outboxTo(email)).toHaveLength(1);
  });

  const withAnswers = (change: Record<string, unknown>) => ({ ...knownAnswers, ...change });
  it.each<[string, (email: string) => Record<string, unknown>, string, string]>([
    [
      "an answer of 5",
      (e) => ({ ...validAssessment(e), answers: withAnswers({ finances: five(1, 2, 5, 2, 1) }) }),
      "answers.finances.2",
      "must be a whole number from 0 to 4",
    ],
    [
      "an answer of -1",
      (e) => ({ ...validAssessment(e), answers: withAnswers({ social: five(-1, 3, 3, 3, 3) }) }),
      "answers.social.0",
      "must be a whole number from 0 to 4",
    ],
    [
      "a missing answer",
      (e) => ({ ...validAssessment(e), answers: withAnswers({ precision: five(2, 2, 2, 2) }) }),
      "answers.precision.4",
      "is required",
    ],
    [
      "a missing category",
      (e) => {
        const { physical: _gone, ...rest } = knownAnswers;
        return { ...validAssessment(e), answers: rest };
      },
      "answers.physical",
      "is required",
    ],
    [
      "a wrong category name",
      (e) => ({ ...validAssessment(e), answers: withAnswers({ spiritual: five(1, 1, 1, 1, 1) }) }),
      "answers",
      "has no category spiritual",
    ],
    ["no answers at all", (e) => ({ ...validAssessment(e), answers: undefined }), "answers", "is required"],
    [
      "an overlong first name",
      (e) => ({ ...validAssessment(e), first_name: "A".repeat(101) }),
      "first_name",
      "must be at most 100 characters",
    ],
    [
      "an overlong last name",
      (e) => ({ ...validAssessment(e), last_name: "L".repeat(101) }),
      "last_name",
      "must be at most 100 characters",
    ],
    [
      "CR/LF in the first name",
      (e) => ({ ...validAssessment(e), first_name: "Ada\r\nBcc: victim@example.org" }),
      "first_name",
      "must be a single line",
    ],
    [
      "a line break in the last name",
      (e) => ({ ...validAssessment(e), last_name: "Love\nlace" }),
      "last_name",
      "must be a single line",
    ],
    [
      "a CR/LF after the e-mail address",
      (e) => ({ ...validAssessment(e), email: `${e}\r\nBcc: victim@example.org` }),
      "email",
      "must be a valid e-mail address",
    ],
  ])("refuses %s with 422 naming the field and stores nothing", async (_name, build, field, message) => {
    const email = `bad.${engine}.${field.replace(/\W/g, "")}.${message.length}@example.org`;
    const answer = await invoke(t, "submitAssessment", build(email));
    expect(answer.status).toBe(422);
    expect(answer.body.error_type).toBe("ValidationError");
    expect(answer.body.extra_data?.errors).toContainEqual({ field, message });
    expect(await resultsOf(email)).toEqual([]);
    expect(await outboxTo(email)).toEqual([]);
  });

  it("keeps results staff-only: anonymous visitors can neither list nor create them", async () => {
    const email = `private.${engine}@example.org`;
    expect((await invoke(t, "submitAssessment", validAssessment(email))).status).toBe(200);
    const entityUrl = `${t.baseUrl}/api/apps/${t.config.appId}/entities/AssessmentResult`;

    const anonymousList = await fetch(entityUrl);
    expect(anonymousList.status).toBe(200);
    expect(await anonymousList.json()).toEqual([]);
    const anonymousCreate = await fetch(entityUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...validAssessment(email), category_scores: knownScores, overall_score: 4 }),
    });
    expect(anonymousCreate.status).toBe(403);

    const adminList = await fetch(`${entityUrl}?q=${encodeURIComponent(JSON.stringify({ email }))}`, {
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(adminList.status).toBe(200);
    const listed = (await adminList.json()) as { email: string; overall_score: number }[];
    expect(listed.map((r) => [r.email, r.overall_score])).toEqual([[email, 2.08]]);
  });
});
