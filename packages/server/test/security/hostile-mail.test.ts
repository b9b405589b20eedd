import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOpenAi, startFakeOpenAi } from "../setup/fake-openai.ts";
import { parseHeaders } from "../setup/mime.ts";
import { type SmtpSink, startSmtpSink, waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { headerBreakers, Probe } from "./hostile-probe.ts";
import { functionForms } from "./hostile-targets.ts";

const staff = "staff@ember.test";
const scripts = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "<svg/onload=alert(1)>",
  "javascript:alert(1)",
];
/** Every value that could reach an e-mail header or body gets each of these. */
const hostile = [...headerBreakers, ...scripts, ...scripts.map((s) => `${s}\r\nBcc: victim@evil.test`)];
/** Addresses a header break would try to add. */
const injected = /victim@evil\.test/i;

/**
 * Every value a visitor, user or admin controls that ends up in an e-mail, delivered through a real SMTP
 * server: no injected header or recipient in the raw MIME, and markup escaped in the HTML part.
 */
describe("hostile values on their way to an e-mail", () => {
  let t: TestApp;
  let sink: SmtpSink;
  let llm: FakeOpenAi;
  let probe: Probe;
  const api = () => `/api/apps/${t.config.appId}`;
  const admin = () => ({ authorization: `Bearer ${t.adminToken}` });
  /** Addresses the test itself submitted: the only recipients besides the staff. */
  const submitted = new Set<string>([staff]);

  beforeAll(async () => {
    sink = await startSmtpSink();
    llm = await startFakeOpenAi();
    const high = "1000000";
    t = await startTestApp(
      "pglite",
      {
        SMTP_URL: sink.url,
        STAFF_EMAIL: staff,
        MAIL_FROM: "Ember <ember@ember.test>",
        LLM_BASE_URL: llm.baseUrl,
        LLM_MODEL: "fake-model",
        RATE_LIMIT_SUBMISSIONS_PER_MINUTE: high,
        RATE_LIMIT_CHAT_PER_MINUTE: high,
        RATE_LIMIT_EMAIL_PER_MINUTE: high,
        RATE_LIMIT_LOGIN_PER_ADDRESS: high,
      },
      {
        mail: { worker: { pollIntervalMs: 50 } },
        // Every crisis message here is its own group, e-mailed at once, so each hostile value reaches an
        // e-mail before the outbox is checked (grouping has its own tests in attack-mail-llm.test.ts).
        crisisAlerts: { groupWindowMs: 1, immediatePerAddress: 1_000_000 },
      },
    );
    probe = new Probe(t.baseUrl, 4);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
    await llm?.stop();
  });

  it("forms, chat crisis alerts, accounts and SendEmail deliver no injected header or recipient", async () => {
    let row = 0;
    const address = () => {
      const email = `h${row++}@example.org`;
      submitted.add(email);
      return email;
    };
    for (const form of functionForms.filter((f) => f.name.startsWith("submit"))) {
      // Row i puts a different hostile value in each field, so across the rows each field meets each value;
      // the fields a row gets refused (422) are put back to valid ones and the rest sent again.
      await probe.all(hostile, async (_v, row) => {
        const valid = form.valid(address());
        const body: Record<string, unknown> = { ...valid };
        form.fields.forEach((field, f) => {
          body[field] = hostile[(row + f) % hostile.length];
        });
        let answer = await probe.json("POST", `${api()}/functions/${form.name}`, body);
        if (answer.status === 422) {
          const refused = (JSON.parse(answer.body) as { extra_data?: { errors?: { field: string }[] } })
            .extra_data?.errors;
          for (const { field } of refused ?? [])
            body[field.split(".")[0] as string] = valid[field.split(".")[0] as string];
          answer = await probe.json("POST", `${api()}/functions/${form.name}`, body);
        }
        expect(answer.status, answer.body).toBe(200);
      });
    }
    // A crisis message is e-mailed to the staff, quoted.
    await probe.all(hostile, (value) =>
      probe.json("POST", `${api()}/functions/chat`, { message: `I want to kill myself ${value}` }),
    );
    await probe.all(hostile, async (value) => {
      await probe.json("POST", `${api()}/auth/register`, {
        email: address(),
        password: "long-enough-1",
        full_name: value,
      });
      await probe.json("POST", `${api()}/auth/register`, {
        email: `${address()}${value}`,
        password: "long-enough-1",
      });
      await probe.json("POST", `${api()}/auth/reset-password-request`, { email: `${address()}${value}` });
      await probe.json("POST", `${api()}/users/invite-user`, { user_email: `${address()}${value}` }, admin());
      const to = address();
      for (const field of ["to", "subject", "body", "from_name"]) {
        const mail = {
          to,
          subject: "Hello",
          body: "Text",
          from_name: "Staff",
          [field]: `${field === "to" ? to : "x"}${value}`,
        };
        const answer = await probe.json(
          "POST",
          `${api()}/integration-endpoints/Core/SendEmail`,
          mail,
          admin(),
        );
        expect([200, 422]).toContain(answer.status);
      }
    });
    expect(probe.failures).toEqual([]);

    await waitFor(
      async () => {
        const { rows } = await t.app.db.query<{ n: number }>(
          "select count(*)::int as n from mail_outbox where status in ('pending', 'sending')",
        );
        return rows[0]?.n === 0;
      },
      60_000,
      "the outbox to drain",
    );
    const { rows } = await t.app.db.query<{ n: number }>("select count(*)::int as n from mail_outbox");
    expect(sink.received.length).toBe(rows[0]?.n);
    expect(sink.received.length).toBeGreaterThan(60);

    for (const mail of sink.received) {
      for (const recipient of mail.envelopeTo) expect(submitted.has(recipient), recipient).toBe(true);
      expect(mail.envelopeTo).toHaveLength(1);
      const head = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
      const headers = parseHeaders(head);
      const names = headers.map(([name]) => name);
      expect(
        names.filter((n) => ["x-injected", "bcc", "cc"].includes(n)),
        head,
      ).toEqual([]);
      expect(names.filter((n) => n === "to" || n === "subject" || n === "from")).toHaveLength(3);
      // The text may stand inside the subject as text; it must never be a recipient.
      expect(mail.to).not.toMatch(injected);
      expect(mail.envelopeTo.join(",")).not.toMatch(injected);
      // No bare CR or LF inside a header: every line break is a CRLF fold or the header's end.
      expect(head.replace(/\r\n/g, "")).not.toMatch(/[\r\n\u2028\u2029]/);
      expect(mail.html).not.toMatch(/<script|<img src=x|<svg\/onload/i);
    }
    process.stdout.write(
      `hostile mail: ${probe.cases} requests, ${sink.received.length} e-mails inspected\n`,
    );
  }, 120_000);
});
