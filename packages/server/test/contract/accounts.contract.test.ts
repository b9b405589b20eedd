import { Base44Error, createClient } from "@base44/sdk";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jwtSecret } from "../../src/platform/auth/jwt-secret.ts";
import { engines } from "../setup/databases.ts";
import { codeIn, deliveredMail, linkTokenIn } from "../setup/mail-codes.ts";
import { type SmtpSink, startSmtpSink } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp, testAdmin } from "../setup/test-app.ts";

// The official SDK drives every account flow; e-mails travel over real SMTP to a server in this process.
const serviceToken = "service-token-for-the-contract-tests-0123456789";

// users.inviteUser exists at run time (client.js) but is missing from the SDK's client type.
type InviteUser = (email: string, role: "user" | "admin") => Promise<unknown>;
const users = (c: object) => (c as { users: { inviteUser: InviteUser } }).users;
const crisisAlerts = (c: { entities: Record<string, unknown> }) =>
  c.entities.CrisisAlert as {
    create(data: object): Promise<{ id: string }>;
    get(id: string): Promise<unknown>;
    filter(q: object): Promise<unknown[]>;
  };

async function rejection(promise: Promise<unknown>): Promise<Base44Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Base44Error) return error;
    throw error;
  }
  throw new Error("expected a rejection");
}

describe.each(engines)("accounts through the official SDK (%s)", (engine) => {
  let t: TestApp;
  let sink: SmtpSink;
  const client = (options: { token?: string; serviceToken?: string } = {}) =>
    createClient({ serverUrl: t.baseUrl, appId: t.config.appId, ...options });

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    sink = await startSmtpSink();
    t = await startTestApp(
      engine,
      { SMTP_URL: sink.url, SERVICE_TOKEN: serviceToken, PUBLIC_URL: "https://ember.example" },
      { mail: { worker: { pollIntervalMs: 50 } } },
    );
  });
  afterAll(async () => {
    await t?.close();
    await sink?.stop();
    vi.restoreAllMocks();
  });

  it("registers, verifies with the e-mailed code, and lives a whole account life", async () => {
    const email = "ada@example.org";
    const base44 = client();
    const registered = await base44.auth.register({ email, password: "first-password-1" });
    expect(registered).toMatchObject({ otp_expires_in_minutes: 10 });
    expect(registered).not.toHaveProperty("id");

    // The sign-up is done once the answer is out (so its timing tells nothing), and its code is e-mailed.
    const mail = await deliveredMail(sink, email, /verification code/);
    // Before the code, the password does not sign in.
    const early = await rejection(base44.auth.loginViaEmailPassword(email, "first-password-1"));
    expect(early).toMatchObject({ status: 403, data: { extra_data: { reason: "email_not_verified" } } });

    expect(mail.subject).toMatch(/^Your Ember verification code: \d{6}$/);
    expect(mail.html).toContain(codeIn(mail.text));
    // Resending retires the first code.
    await base44.auth.resendOtp(email);
    await expect.poll(() => sink.received.filter((m) => m.envelopeTo.includes(email)).length).toBe(2);
    const resent = await deliveredMail(sink, email, /verification code/);
    const stale = codeIn(mail.text);
    const code = codeIn(resent.text);
    if (stale !== code) {
      expect((await rejection(base44.auth.verifyOtp({ email, otpCode: stale }))).status).toBe(400);
    }
    const verified = (await base44.auth.verifyOtp({ email, otpCode: code })) as {
      access_token: string;
      success: boolean;
    };
    expect(verified).toMatchObject({ success: true, access_token: expect.any(String) });
    // The code is spent.
    expect((await rejection(base44.auth.verifyOtp({ email, otpCode: code }))).status).toBe(400);

    const { access_token, user } = await base44.auth.loginViaEmailPassword(email, "first-password-1");
    expect(user).toMatchObject({ email, role: "user", is_verified: true });
    const me = await base44.auth.me();
    expect(me).toMatchObject({ id: user.id, email });

    const updated = await base44.auth.updateMe({
      nickname: "Ada",
      role: "admin",
      email: "other@example.org",
      is_member: false,
      is_verified: false,
      id: "0".repeat(24),
      created_date: "2000-01-01T00:00:00.000Z",
    });
    expect(updated).toMatchObject({
      nickname: "Ada",
      role: "user",
      email,
      is_verified: true,
      id: user.id,
      created_date: me.created_date,
    });

    // Change password: the old one stops working, and every session ends; the caller carries on with the
    // token the answer carries.
    const wrong = await rejection(
      base44.auth.changePassword({
        userId: user.id,
        currentPassword: "not-it",
        newPassword: "second-password-2",
      }),
    );
    expect(wrong.status).toBe(400);
    const changed = (await base44.auth.changePassword({
      userId: user.id,
      currentPassword: "first-password-1",
      newPassword: "second-password-2",
    })) as { access_token?: string };
    expect(await client({ token: access_token }).auth.isAuthenticated()).toBe(false);
    expect(await client({ token: changed.access_token ?? "" }).auth.isAuthenticated()).toBe(true);
    expect((await rejection(client().auth.loginViaEmailPassword(email, "first-password-1"))).status).toBe(
      400,
    );
    const { access_token: second } = await client().auth.loginViaEmailPassword(email, "second-password-2");

    // Reset: the link works once, ends every session, and a fresh link expires.
    await client().auth.resetPasswordRequest(email);
    const resetMail = await deliveredMail(sink, email, /Reset your Ember password/);
    const { url, token } = linkTokenIn(resetMail.text);
    expect(url.origin + url.pathname).toBe("https://ember.example/reset-password");
    await client().auth.resetPassword({ resetToken: token, newPassword: "third-password-3" });
    const again = await rejection(
      client().auth.resetPassword({ resetToken: token, newPassword: "fourth-pass-4" }),
    );
    expect(again).toMatchObject({ status: 400, message: expect.stringMatching(/no longer valid/) });
    expect(await client({ token: second }).auth.isAuthenticated()).toBe(false);
    await client().auth.loginViaEmailPassword(email, "third-password-3");

    await client().auth.resetPasswordRequest(email);
    await expect
      .poll(
        () =>
          sink.received.filter((m) => /Reset your/.test(m.subject) && m.envelopeTo.includes(email)).length,
      )
      .toBe(2);
    const expiring = linkTokenIn((await deliveredMail(sink, email, /Reset your Ember password/)).text).token;
    await t.app.db.query(
      "update auth_codes set expires_at = now() - interval '1 second' where purpose = 'reset_password'",
    );
    expect(
      (await rejection(client().auth.resetPassword({ resetToken: expiring, newPassword: "x-password-5" })))
        .status,
    ).toBe(400);
    await client().auth.loginViaEmailPassword(email, "third-password-3");
  });

  it("answers sign-up, resend and reset requests the same for a known and an unknown address", async () => {
    const known = await client().auth.register({ email: testAdmin.email, password: "whatever-password" });
    const unknown = await client().auth.register({
      email: "newcomer@example.org",
      password: "whatever-password",
    });
    expect(Object.keys(known).sort()).toEqual(Object.keys(unknown).sort());
    // The admin's password did not change, and the admin was told rather than sent a code.
    await client().auth.loginViaEmailPassword(testAdmin.email, testAdmin.password);
    await deliveredMail(sink, testAdmin.email, /already have an account with Ember/);
    const reset = [
      await client().auth.resetPasswordRequest("nobody@example.org"),
      await client().auth.resetPasswordRequest(testAdmin.email),
    ] as { message: string }[];
    expect(reset.map((r) => r.message.replace(/\S+@\S+/, "_"))).toEqual([
      reset[0]?.message.replace(/\S+@\S+/, "_"),
      reset[0]?.message.replace(/\S+@\S+/, "_"),
    ]);
  });

  it("gives the same answer for an unknown e-mail and a wrong password", async () => {
    const wrong = await rejection(client().auth.loginViaEmailPassword(testAdmin.email, "wrong-password"));
    const unknown = await rejection(
      client().auth.loginViaEmailPassword("ghost@example.org", "wrong-password"),
    );
    for (const error of [wrong, unknown]) {
      expect(error).toMatchObject({ status: 400, message: "Invalid email or password" });
    }
    expect(Object.keys(wrong.data as object).sort()).toEqual(Object.keys(unknown.data as object).sort());
  });

  it("invites a user with a role: the e-mail's link sets a password and the role signs in", async () => {
    const admin = client({ token: t.adminToken });
    expect(await users(admin).inviteUser("grace@example.org", "admin")).toEqual({
      user_email: "grace@example.org",
      role: "admin",
    });
    const mail = await deliveredMail(sink, "grace@example.org", /invited to join Ember/);
    expect(mail.text).toContain("as an administrator");
    const { url, token } = linkTokenIn(mail.text);
    expect(new URLSearchParams(url.hash.slice(1)).get("invite")).toBe("1");
    expect(url.search).toBe("");
    await client().auth.resetPassword({ resetToken: token, newPassword: "grace-password-1" });
    const { user } = await client().auth.loginViaEmailPassword("grace@example.org", "grace-password-1");
    expect(user).toMatchObject({ role: "admin", is_verified: true });

    // auth.inviteUser takes the other path; a plain user and an anonymous caller may not invite.
    expect(await admin.auth.inviteUser("lin@example.org", "user")).toEqual({
      user_email: "lin@example.org",
      role: "user",
    });
    const plain = await client()
      .auth.loginViaEmailPassword("ada@example.org", "third-password-3")
      .catch(() => null);
    const member = plain ? client({ token: plain.access_token }) : null;
    if (member) expect((await rejection(users(member).inviteUser("x@example.org", "user"))).status).toBe(403);
    expect((await rejection(users(client()).inviteUser("x@example.org", "user"))).status).toBe(401);
    expect((await rejection(users(admin).inviteUser("not-an-email", "user"))).status).toBe(422);
  });

  it("refuses tokens with a bad signature, expired, or for another app", async () => {
    const key = await jwtSecret(t.app);
    const adminId = (await client({ token: t.adminToken }).auth.me()).id;
    const sign = (claims: Record<string, unknown>, exp: string | number, secret = key) =>
      new SignJWT({ email: testAdmin.email, app_id: t.config.appId, ...claims })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(adminId)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(secret);
    const forged = await sign({}, "1h", new TextEncoder().encode("x".repeat(48)));
    const expired = await sign({}, Math.floor(Date.now() / 1000) - 60);
    const otherApp = await sign({ app_id: "another-app" }, "1h");
    const genuine = await sign({}, "1h");
    for (const token of [forged, expired, otherApp]) {
      expect(await rejection(client({ token }).auth.me())).toMatchObject({ status: 401 });
    }
    expect(await client({ token: genuine }).auth.me()).toMatchObject({ id: adminId });
  });

  it("lets the service token past every rule and mint a user's token; without one the SDK refuses", async () => {
    const service = client({ serviceToken });
    // CrisisAlert is admins' only (entities/CrisisAlert.json): the service role writes and reads it anyway.
    const alert = {
      tier: 2,
      keyword: "test",
      message: "a test alert",
      detected_at: new Date().toISOString(),
      group_id: "g1",
      notice: "immediate",
    };
    expect((await rejection(crisisAlerts(client()).create(alert))).status).toBe(403);
    const created = await crisisAlerts(service.asServiceRole).create(alert);
    expect(await crisisAlerts(service.asServiceRole).get(created.id)).toMatchObject({ tier: 2 });
    expect(await crisisAlerts(client()).filter({ id: created.id })).toEqual([]);

    const adminId = (await client({ token: t.adminToken }).auth.me()).id;
    const { access_token } = (await service.asServiceRole.sso.getAccessToken(adminId)) as unknown as {
      access_token: string;
    };
    expect(await client({ token: access_token }).auth.me()).toMatchObject({ id: adminId });
    const byUser = await rejection(
      client({ serviceToken: t.adminToken }).asServiceRole.sso.getAccessToken(adminId),
    );
    expect(byUser.status).toBe(403);

    expect(() => client().asServiceRole).toThrow(
      "Service token is required to use asServiceRole. Please provide a serviceToken when creating the client.",
    );
  });
});

describe("sign-in throttling through the official SDK", () => {
  let t: TestApp;
  const client = () => createClient({ serverUrl: t.baseUrl, appId: t.config.appId });

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    t = await startTestApp("pglite", {
      RATE_LIMIT_LOGIN_PER_ACCOUNT: "3",
      RATE_LIMIT_LOGIN_PER_ADDRESS: "6",
      RATE_LIMIT_LOGIN_WINDOW_SECONDS: "2",
    });
    // Only Date is faked: the counters wait by the clock, which the tests move instead of waiting;
    // sockets and the database keep their real timers.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
    vi.restoreAllMocks();
  });

  it("locks an account for the address that kept failing, even for the right password, and lets it in again later", async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await rejection(client().auth.loginViaEmailPassword(testAdmin.email, `guess-${i}`))).status,
      ).toBe(400);
    }
    const locked = await rejection(client().auth.loginViaEmailPassword(testAdmin.email, testAdmin.password));
    expect(locked).toMatchObject({
      status: 429,
      message: expect.stringMatching(
        /^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/,
      ),
      data: { extra_data: { retry_after_seconds: expect.any(Number) } },
    });
    vi.setSystemTime(Date.now() + 2_100);
    const { user } = await client().auth.loginViaEmailPassword(testAdmin.email, testAdmin.password);
    expect(user.email).toBe(testAdmin.email);
  });

  it("limits one address trying many accounts, and recovers", async () => {
    for (let i = 0; i < 6; i++) {
      await rejection(client().auth.loginViaEmailPassword(`stranger${i}@example.org`, "password-guess"));
    }
    const blocked = await rejection(client().auth.loginViaEmailPassword(testAdmin.email, testAdmin.password));
    expect(blocked.status).toBe(429);
    vi.setSystemTime(Date.now() + 2_100);
    await client().auth.loginViaEmailPassword(testAdmin.email, testAdmin.password);
  });
});
