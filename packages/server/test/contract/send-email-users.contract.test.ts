import { createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { engines } from "../setup/databases.ts";
import { type SmtpSink, startSmtpSink, waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";
import { rejection, type Sdk } from "./integration-fixtures.ts";

const MAIL_FROM = "Ember <noreply@ember.test>";
const PER_RECIPIENT_HOUR = 3;
const PER_SENDER_HOUR = 20;

const queued = async (t: TestApp, where: string, value: string) =>
  (await t.app.db.query<{ n: number }>(`select count(*)::int as n from mail_outbox where ${where}`, [value]))
    .rows[0]?.n;

/** Sends one by one, as a script in a browser would, and counts what was queued and what was refused. */
async function sendAll(client: Sdk, recipients: readonly string[]) {
  const outcome = { queued: 0, refused: 0, statuses: new Set<number>() };
  for (const to of recipients) {
    try {
      await client.integrations.Core.SendEmail({ to, subject: "Hello", body: "Hi" });
      outcome.queued += 1;
    } catch (error) {
      outcome.refused += 1;
      outcome.statuses.add((error as { status: number }).status);
    }
  }
  return outcome;
}

describe.each(engines)(
  "SendEmail by the app's users, where SEND_EMAIL_FOR_USERS allows it (%s)",
  (engine) => {
    let t: TestApp;
    let sink: SmtpSink;
    const member = async (name: string) => {
      const { user, token } = await createMember(t, `${name}-${engine}@ember.test`, { is_member: true });
      return { user, sdk: createClient({ serverUrl: t.baseUrl, appId: t.config.appId, token }) };
    };

    beforeAll(async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      sink = await startSmtpSink();
      t = await startTestApp(
        engine,
        {
          SMTP_URL: sink.url,
          MAIL_FROM,
          SEND_EMAIL_FOR_USERS: "true",
          MAIL_PER_RECIPIENT_PER_HOUR: String(PER_RECIPIENT_HOUR),
          SEND_EMAIL_PER_USER_PER_HOUR: String(PER_SENDER_HOUR),
          // The per-minute limit is tested elsewhere; here the hourly windows are what stops a flood.
          RATE_LIMIT_EMAIL_PER_MINUTE: "100000",
        },
        { mail: { worker: { pollIntervalMs: 50 } } },
      );
    });
    afterAll(async () => {
      await t?.close();
      await sink?.stop();
      vi.restoreAllMocks();
    });

    it("delivers a user's e-mail from MAIL_FROM, without their from_name, saying which account sent it", async () => {
      const { sdk } = await member("writer");
      const to = `friend-${engine}@elsewhere.test`;
      const answer = await sdk.integrations.Core.SendEmail({
        to,
        subject: "Our plan",
        body: "See you at six.",
        from_name: "Your Bank's Security Team",
      });
      expect(answer).toMatchObject({ status: "queued", id: expect.any(String) });
      await waitFor(() => sink.received.some((m) => m.envelopeTo.includes(to)), 15_000, "the e-mail");
      const mail = sink.received.find((m) => m.envelopeTo.includes(to));
      expect(mail?.headers.find(([name]) => name === "from")?.[1]).toBe(MAIL_FROM);
      expect(mail?.text).toContain("See you at six.");
      expect(mail?.text).toContain(`Sent by writer-${engine}@ember.test through this app.`);
    });

    it("sends one address at most MAIL_PER_RECIPIENT_PER_HOUR of 100 e-mails; the rest are 429 and not queued", async () => {
      const { sdk } = await member("repeater");
      const victim = `victim-${engine}@elsewhere.test`;
      const outcome = await sendAll(sdk, Array(100).fill(victim));
      expect(outcome).toEqual({ queued: PER_RECIPIENT_HOUR, refused: 97, statuses: new Set([429]) });
      expect(await queued(t, "to_address = $1", victim)).toBe(PER_RECIPIENT_HOUR);
      // The refused ones did not use up the sender's own allowance.
      const next = await sdk.integrations.Core.SendEmail({
        to: `someone-else-${engine}@elsewhere.test`,
        subject: "Hello",
        body: "Hi",
      });
      expect(next).toMatchObject({ status: "queued" });
    });

    it("stops a user mailing 1,000 addresses at SEND_EMAIL_PER_USER_PER_HOUR", async () => {
      const { user, sdk } = await member("spammer");
      const recipients = Array.from({ length: 1000 }, (_, i) => `list-${engine}-${i}@elsewhere.test`);
      const outcome = await sendAll(sdk, recipients);
      expect(outcome).toEqual({ queued: PER_SENDER_HOUR, refused: 980, statuses: new Set([429]) });
      expect(await queued(t, "to_address like $1", `list-${engine}-%`)).toBe(PER_SENDER_HOUR);
      expect(await queued(t, "text_body like $1", `%Sent by ${user.email}%`)).toBe(PER_SENDER_HOUR);
      const error = await rejection(
        sdk.integrations.Core.SendEmail({ to: `late-${engine}@elsewhere.test`, subject: "x", body: "y" }),
      );
      expect(error).toMatchObject({
        status: 429,
        data: { error_type: "TooManyRequests", message: expect.stringContaining("at most 20 an hour") },
      });
    });

    it("refuses header injection from a user with 422, queueing and counting nothing", async () => {
      const { user, sdk } = await member("injector");
      const attempts = [
        { to: `a-${engine}@elsewhere.test\r\nBcc: evil@evil.test`, subject: "x", body: "y" },
        { to: `a-${engine}@elsewhere.test, evil@evil.test`, subject: "x", body: "y" },
        { to: `"Victim" <a-${engine}@elsewhere.test>`, subject: "x", body: "y" },
        { to: `a-${engine}@elsewhere.test`, subject: "Hi\nBcc: evil@evil.test", body: "y" },
        { to: `a-${engine}@elsewhere.test`, subject: "Hi", body: "y", from_name: "T\r\nBcc: evil@evil.test" },
      ];
      for (const attempt of attempts) {
        expect(await rejection(sdk.integrations.Core.SendEmail(attempt))).toMatchObject({
          status: 422,
          data: { error_type: "ValidationError" },
        });
      }
      expect(await queued(t, "to_address like $1", `%evil.test%`)).toBe(0);
      expect(await queued(t, "to_address = $1", `a-${engine}@elsewhere.test`)).toBe(0);
      const { rows } = await t.app.db.query("select 1 from mail_recipient_counts where address = $1", [
        `sender:${user.id}`,
      ]);
      expect(rows).toHaveLength(0);
    });
  },
);

describe("SendEmail by users limited to the app's own accounts (SEND_EMAIL_FOR_USERS=app_users)", () => {
  let t: TestApp;

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    t = await startTestApp("pglite", { SEND_EMAIL_FOR_USERS: "app_users" });
  });
  afterAll(async () => {
    await t?.close();
    vi.restoreAllMocks();
  });

  it("sends to an account of the app and refuses any other address with 403", async () => {
    const { token } = await createMember(t, "sender@ember.test", { is_member: true });
    await createMember(t, "colleague@ember.test", { is_member: true });
    const sdk = createClient({ serverUrl: t.baseUrl, appId: t.config.appId, token });
    expect(
      await sdk.integrations.Core.SendEmail({ to: "Colleague@Ember.test", subject: "Hi", body: "Lunch?" }),
    ).toMatchObject({ status: "queued" });
    expect(
      await rejection(
        sdk.integrations.Core.SendEmail({ to: "stranger@elsewhere.test", subject: "Hi", body: "x" }),
      ),
    ).toMatchObject({ status: 403, data: { error_type: "Forbidden" } });
    expect(await queued(t, "to_address = $1", "stranger@elsewhere.test")).toBe(0);
  });
});
