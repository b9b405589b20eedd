import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireIdempotencyKeys } from "../../src/platform/idempotency/expire-keys.ts";
import { engines } from "../setup/databases.ts";
import { type SmtpSink, startSmtpSink, waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { escaped, invoke, validApplication, validFirePlan } from "./submission-fixtures.ts";

const STAFF = "staff@ember.test";
const headerNames = (mail: { headers: readonly (readonly [string, string])[] }) =>
  mail.headers.map(([n]) => n);

describe.each(engines)("form submissions with a real SMTP server (%s)", (engine) => {
  let t: TestApp;
  let sink: SmtpSink;
  const mailsTo = (address: string) => sink.received.filter((m) => m.envelopeTo.includes(address));
  const rows = async (sql: string, params: unknown[]) => (await t.app.db.query(sql, params)).rows;
  /** Every enqueued e-mail delivered (or given up). */
  const settled = () =>
    waitFor(
      async () =>
        (await rows("select id from mail_outbox where status in ('pending', 'sending')", [])).length === 0,
      15_000,
      "the outbox to settle",
    );

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(
      engine,
      { SMTP_URL: sink.url, STAFF_EMAIL: STAFF, RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000" },
      { mail: { worker: { pollIntervalMs: 50 } } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
  });

  it("stores an application, awards the badge once, and delivers both e-mails escaped", async () => {
    const email = `ada.${engine}@example.org`;
    const input = {
      ...validApplication(email),
      full_name: `Ada <script>alert("x")</script> & Co`,
      phone: "",
      heard_about_us: undefined,
    };
    const first = await invoke(t, "submitApplication", input);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      ok: true,
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      badge: { badge_name: "First Step Champion", badge_category: "purpose_seeker" },
    });

    const [record] = await rows("select data from e_application where id = $1", [first.body.id]);
    expect(record?.data).toEqual({
      full_name: input.full_name,
      email,
      program_interest: "small_group",
      current_situation: input.current_situation,
      goals: input.goals,
    });

    await waitFor(() => mailsTo(email).length === 1 && mailsTo(STAFF).length >= 1, 15_000, "two e-mails");
    const welcome = mailsTo(email)[0];
    const notice = sink.received.find((m) => m.subject === `New Ember Application - ${input.full_name}`);
    expect(welcome?.subject).toBe("🎉 Welcome to Ember - Your Journey Begins!");
    expect(notice?.envelopeTo).toEqual([STAFF]);
    for (const mail of [welcome, notice]) {
      if (!mail) throw new Error("missing e-mail");
      expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative/im);
      expect(mail.text.length).toBeGreaterThan(0);
      expect(mail.html).toContain("<!doctype html>");
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).toContain("Ada &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
      expect(mail.text).toContain(input.full_name);
      expect(headerNames(mail).filter((n) => n === "to")).toHaveLength(1);
      expect(headerNames(mail)).not.toEqual(expect.arrayContaining(["bcc"]));
      expect(headerNames(mail)).not.toContain("cc");
      expect(headerNames(mail)).not.toContain("reply-to");
    }
    expect(notice?.text).toContain("Phone: Not provided");
    expect(notice?.text).toContain("How they heard about us: Not provided");
    expect(notice?.text).toContain("Program interest: Small group");
    expect(notice?.text).toContain("Please respond to this applicant within 24 hours.");
    expect(notice?.html).toContain("Write the first program<br>\nand share it");
    expect(welcome?.to).toBe(email);
    expect(welcome?.text).toContain("First Step Champion");
    expect(welcome?.text).toContain("within 24 hours");
    expect(welcome?.text).toContain("14-day free trial");
    expect(welcome?.text).toContain("No payment information is needed");
    expect(welcome?.text).toContain("spam");
    expect(welcome?.text).toContain("hello@ember.example");

    // Applying again with the same address (in other letter case): a second record, still one badge.
    const second = await invoke(t, "submitApplication", { ...input, email: email.toUpperCase() });
    expect(second.status).toBe(200);
    expect(second.body.id).not.toBe(first.body.id);
    const badges = await rows("select data from e_badge where lower(data->>'user_email') = $1", [email]);
    expect(badges.map((b) => b.data)).toEqual([
      {
        user_email: email,
        badge_name: "First Step Champion",
        badge_category: "purpose_seeker",
        description: "Took the first step by applying to Ember University",
      },
    ]);
    expect(await rows("select id from e_application where lower(data->>'email') = $1", [email])).toHaveLength(
      2,
    );
    await settled();
    const welcomes = sink.received.filter((m) => m.envelopeTo.some((to) => to.toLowerCase() === email));
    // nodemailer writes the domain in lower case; the local part is kept as given.
    expect(welcomes.map((m) => m.envelopeTo)).toEqual([
      [email],
      [`${email.split("@")[0]?.toUpperCase()}@example.org`],
    ]);
  });

  it("stores a planning form as a UserProfile, awards 'Fire Starter' once, and delivers both e-mails", async () => {
    const email = `grace.${engine}@school.edu`;
    const input = { ...validFirePlan(email), first_name: "Grace <b>", ready_to_continue: "" };
    const answer = await invoke(t, "submitFirePlan", input);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ok: true,
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      badge: { badge_name: "Fire Starter", badge_category: "purpose_seeker" },
    });
    const [profile] = await rows("select data from e_user_profile where id = $1", [answer.body.id]);
    const data = profile?.data as { user_email: string; fire_statement: string; purpose_discovery: string };
    expect(data.user_email).toBe(email);
    expect(data.fire_statement).toBe(input.cause_commitment);
    expect(JSON.parse(data.purpose_discovery)).toEqual({
      why_important: input.why_important,
      communities_impacted: input.communities_impacted,
      specific_progress: input.specific_progress_3_4_months,
      success_definition: input.success_definition,
      research_approach: input.research_approach,
      interested_audiences: input.interested_audiences,
      communication_methods: input.communication_methods,
      tracking_lessons: input.tracking_lessons,
      feedback_methods: input.feedback_methods,
      safety_risks: "no",
      ready_to_continue: "",
      first_name: "Grace <b>",
      last_name: "Hopper",
      emergency_contact: "Alan Turing",
      emergency_phone: input.emergency_phone,
      enrolled_leadership_series: "yes",
    });

    const subject = 'New "Do You Have That Fire?" Form Submitted - Grace <b> Hopper';
    await waitFor(
      () => mailsTo(email).length === 1 && sink.received.some((m) => m.subject === subject),
      15_000,
      "two e-mails",
    );
    const welcome = mailsTo(email)[0];
    const notice = sink.received.find((m) => m.subject === subject);
    expect(welcome?.subject).toBe("Welcome Fire Starter - Your Plan Has Been Received!");
    expect(welcome?.text.startsWith("Hi Grace <b>,")).toBe(true);
    expect(welcome?.html).toContain("Hi Grace &lt;b&gt;,");
    expect(welcome?.text).toContain("Fire Starter");
    expect(welcome?.text).toContain("one-on-one video call");
    expect(welcome?.text.trim().endsWith("- Habakkuk 2:2")).toBe(true);
    expect(notice?.envelopeTo).toEqual([STAFF]);
    expect(notice?.text).toContain("Ready to continue: Not provided");
    expect(notice?.text).toContain("Communities impacted: Teens, Rural Communities");
    expect(notice?.text).toContain("schedule the one-on-one video call");
    expect(notice?.html).toContain(escaped("Grace <b>"));
    expect(notice?.html).not.toContain("Grace <b>");

    const again = await invoke(t, "submitFirePlan", input);
    expect(again.status).toBe(200);
    const badges = await rows("select data from e_badge where data->>'user_email' = $1", [email]);
    expect(badges.map((b) => b.data)).toEqual([
      {
        user_email: email,
        badge_name: "Fire Starter",
        badge_category: "purpose_seeker",
        description: "Shared their fire and committed to making positive change",
      },
    ]);
  });

  it("answers 20 concurrent requests with one Idempotency-Key once, with the same answer", async () => {
    const email = `twenty.${engine}@example.org`;
    const key = `key-${engine}-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        invoke(t, "submitApplication", validApplication(email), { "idempotency-key": key }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const a of answers) expect(a.body).toEqual(answers[0]?.body);
    expect(await rows("select id from e_application where data->>'email' = $1", [email])).toHaveLength(1);
    expect(await rows("select id from mail_outbox where to_address = $1", [email])).toHaveLength(1);
    await waitFor(() => mailsTo(email).length === 1, 15_000, "the one welcome");

    const later = await invoke(t, "submitApplication", validApplication(email), { "idempotency-key": key });
    expect(later.body).toEqual(answers[0]?.body);
    const other = await invoke(
      t,
      "submitApplication",
      { ...validApplication(email), goals: "other" },
      {
        "idempotency-key": key,
      },
    );
    expect(other.status).toBe(409);
    expect(other.body.error_type).toBe("Conflict");
    // The same key for the other function is another key.
    const plan = await invoke(t, "submitFirePlan", validFirePlan(email), { "idempotency-key": key });
    expect(plan.status).toBe(200);
    expect(await rows("select id from e_application where data->>'email' = $1", [email])).toHaveLength(1);
  });

  it("forgets keys after a day: a day-old key runs the function again, a fresh one still replays", async () => {
    const email = `expiry.${engine}@example.org`;
    const [oldKey, freshKey] = [`old-${engine}`, `fresh-${engine}`];
    const first = await invoke(t, "submitApplication", validApplication(email), {
      "idempotency-key": oldKey,
    });
    await invoke(t, "submitApplication", validApplication(email), { "idempotency-key": freshKey });
    await t.app.db.query(
      "update function_idempotency set created_date = now() - interval '25 hours' where key = $1",
      [oldKey],
    );
    expect(await expireIdempotencyKeys(t.app.db)).toBe(1);
    const again = await invoke(t, "submitApplication", validApplication(email), {
      "idempotency-key": oldKey,
    });
    expect(again.status).toBe(200);
    expect(again.body.id).not.toBe(first.body.id);
    const replay = await invoke(t, "submitApplication", validApplication(email), {
      "idempotency-key": freshKey,
    });
    expect(await rows("select id from e_application where data->>'email' = $1", [email])).toHaveLength(3);
    expect(replay.status).toBe(200);
  });

  it("refuses a malformed Idempotency-Key", async () => {
    const answer = await invoke(t, "submitApplication", validApplication("k@example.org"), {
      "idempotency-key": "x".repeat(256),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error_type).toBe("BadRequest");
  });

  it("refuses line breaks in header-bound fields with a field error, storing and sending nothing", async () => {
    await settled();
    const before = sink.received.length;
    const outboxBefore = (await rows("select id from mail_outbox", [])).length;
    const injected = await invoke(t, "submitApplication", {
      ...validApplication("victim@example.org"),
      full_name: "Eve\r\nBcc: victim@example.org",
    });
    expect(injected.status).toBe(422);
    expect(injected.body.extra_data?.errors).toEqual([
      { field: "full_name", message: "must be a single line" },
    ]);
    const plan = await invoke(t, "submitFirePlan", {
      ...validFirePlan("victim@example.org"),
      last_name: "Hopper\nX-Injected: yes",
      user_email: "a@b.org\r\nBcc: c@d.org",
    });
    expect(plan.status).toBe(422);
    expect(plan.body.extra_data?.errors?.map((e) => e.field).sort()).toEqual(["last_name", "user_email"]);
    expect(
      await rows("select id from e_application where data->>'email' = $1", ["victim@example.org"]),
    ).toEqual([]);
    // An e-mail is queued in the request's own transaction: none queued, none can leave; and once the
    // outbox has settled, whatever was queued has reached the SMTP server.
    expect((await rows("select id from mail_outbox", [])).length).toBe(outboxBefore);
    await settled();
    expect(sink.received.length).toBe(before);
    expect(sink.received.every((m) => !headerNames(m).includes("x-injected"))).toBe(true);
  });
});

describe("rate limits on the submission functions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "3" });
  });
  afterAll(() => t?.close());

  it("answers 429 in the Base44 error shape past the limit, per function and address", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await invoke(t, "submitApplication", validApplication(`r${i}@example.org`))).status).toBe(200);
    }
    const refused = await invoke(t, "submitApplication", validApplication("r9@example.org"));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error_type: "TooManyRequests",
      message: expect.stringContaining("at most 3 a minute"),
      detail: expect.stringContaining("at most 3 a minute"),
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      await t.app.db.query("select id from e_application where data->>'email' = 'r9@example.org'"),
    ).toMatchObject({
      rows: [],
    });
    // Even an invalid body is counted and refused before it is read.
    expect((await invoke(t, "submitApplication", {})).status).toBe(429);
    expect((await invoke(t, "submitFirePlan", validFirePlan("r9@example.org"))).status).toBe(200);
  });
});
