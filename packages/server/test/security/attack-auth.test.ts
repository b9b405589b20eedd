import { decodeJwt, SignJWT } from "jose";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jwtSecret } from "../../src/platform/auth/jwt-secret.ts";
import { sessionLifetimes, verifyToken } from "../../src/platform/auth/tokens.ts";
import { findUserByEmail } from "../../src/platform/auth/users.ts";
import { engines } from "../setup/databases.ts";
import { codeIn } from "../setup/mail-codes.ts";
import { waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp, testAdmin } from "../setup/test-app.ts";
import { createMember, memberPassword } from "../setup/users.ts";

// Small caps keep the bursts short; the server takes client addresses from X-Forwarded-For of this host.
const limits = {
  TRUST_PROXY: "127.0.0.1",
  RATE_LIMIT_LOGIN_PER_ACCOUNT: "5",
  RATE_LIMIT_LOGIN_PER_ADDRESS: "20",
};
const perAccount = 5;

describe.each(engines)("account and session attacks on %s", (engine) => {
  let t: TestApp;
  let lastAddress = 0;
  /** A client address nobody has used yet in this suite. */
  const freshAddress = () => `198.51.100.${++lastAddress}`;
  const api = (path: string) => `${t.baseUrl}/api/apps/${t.config.appId}${path}`;
  const call = (
    method: string,
    path: string,
    options: { body?: unknown; token?: string | undefined; from?: string } = {},
  ) =>
    fetch(api(path), {
      method,
      headers: {
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        "x-forwarded-for": options.from ?? "203.0.113.1",
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  const login = (email: string, password: string, from?: string) =>
    call("POST", "/auth/login", { body: { email, password }, ...(from ? { from } : {}) });
  const tokenOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  };
  const meStatus = async (token: string) => (await call("GET", "/entities/User/me", { token })).status;
  const outboxTo = async (to: string) =>
    (
      await t.app.db.query<{ text_body: string; subject: string }>(
        "select text_body, subject from mail_outbox where to_address = $1 order by created_date, id",
        [to],
      )
    ).rows;
  const mailCount = async (to: string) => (await outboxTo(to)).length;

  beforeAll(async () => {
    t = await startTestApp(engine, limits);
  });
  afterAll(() => t.close());

  describe("sessions end", () => {
    it("a password change ends every other session and a token minted from one, and answers a new token", async () => {
      const { user } = await createMember(t, `change-${engine}@attack.test`, { is_member: true });
      const victim = await tokenOf(await login(user.email, memberPassword, freshAddress()));
      const thief = await tokenOf(await login(user.email, memberPassword, freshAddress()));
      const minted = await tokenOf(await call("GET", "/auth/sso/accesstoken", { token: thief }));
      const changed = await call("POST", "/auth/change-password", {
        token: victim,
        body: { current_password: memberPassword, new_password: "a-brand-new-password" },
      });
      const fresh = await tokenOf(changed);
      expect([await meStatus(victim), await meStatus(thief), await meStatus(minted)]).toEqual([
        401, 401, 401,
      ]);
      expect(await meStatus(fresh)).toBe(200);
    });

    it("a token asked for with a token ends when that one ends", async () => {
      const { token } = await createMember(t, `sso-${engine}@attack.test`, { is_member: true });
      const again = await tokenOf(await call("GET", "/auth/sso/accesstoken", { token }));
      expect(decodeJwt(again).exp).toBe(decodeJwt(token).exp);
      expect(decodeJwt(again).jti).toBe(decodeJwt(token).jti);
    });

    it("logout ends that session on the server and leaves the others", async () => {
      const { user, token: other } = await createMember(t, `logout-${engine}@attack.test`, {
        is_member: true,
      });
      const token = await tokenOf(await login(user.email, memberPassword, freshAddress()));
      const out = await call("POST", "/auth/logout", { token });
      expect(out.status).toBe(200);
      expect(await meStatus(token)).toBe(401);
      // Renewing or logging out again with the ended token gets nothing.
      expect((await call("GET", "/auth/sso/accesstoken", { token })).status).toBe(401);
      expect((await call("POST", "/auth/logout", { token })).status).toBe(401);
      expect(await meStatus(other)).toBe(200);
      const stored = await t.app.db.query<{ jti: string }>("select jti from auth_ended_sessions");
      expect(stored.rows.map((r) => r.jti)).toContain(decodeJwt(token).jti);
    });

    it("a token without a session id ends every session of its user at logout", async () => {
      const { user, token: other } = await createMember(t, `old-${engine}@attack.test`, { is_member: true });
      const legacy = await new SignJWT({ app_id: t.config.appId, email: user.email })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(await jwtSecret(t.app));
      expect(await meStatus(legacy)).toBe(200);
      expect((await call("POST", "/auth/logout", { token: legacy })).status).toBe(200);
      expect([await meStatus(legacy), await meStatus(other)]).toEqual([401, 401]);
    });

    it("an admin's token lasts hours, not a month", async () => {
      const admin = await findUserByEmail(t.app.db, testAdmin.email);
      const { exp, iat } = decodeJwt(t.adminToken);
      expect((exp ?? 0) - (iat ?? 0)).toBe(sessionLifetimes.adminSeconds);
      const issued = Math.floor(Date.now() / 1000) - sessionLifetimes.adminSeconds - 60;
      const stale = await new SignJWT({ app_id: t.config.appId, email: testAdmin.email, jti: "stale-admin" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(admin?.id ?? "")
        .setIssuedAt(issued)
        .setExpirationTime(issued + sessionLifetimes.userSeconds)
        .sign(await jwtSecret(t.app));
      expect(await meStatus(stale)).toBe(401);
      expect(await meStatus(t.adminToken)).toBe(200);
    });

    it("an inherited kind never makes a user token the service role", async () => {
      const { token } = await createMember(t, `proto-${engine}@attack.test`, { is_member: true });
      const proto = Object.prototype as Record<string, unknown>;
      proto.kind = "service";
      try {
        const caller = await verifyToken(t.app, token);
        expect(caller.kind).toBe("user");
      } finally {
        delete proto.kind;
      }
    });
  });

  describe("sign-in throttle", () => {
    it("a parallel burst of wrong passwords gets no more checks than the cap", async () => {
      const { user } = await createMember(t, `burst-${engine}@attack.test`, { is_member: true });
      const from = freshAddress();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(user.email, `wrong-password-${i}`, from)),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 400)).toHaveLength(perAccount);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30 - perAccount);
      const locked = await login(user.email, memberPassword, from);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("an attacker failing the admin's password elsewhere does not lock the admin out", async () => {
      const attacker = freshAddress();
      for (let i = 0; i < perAccount + 3; i++) await login(testAdmin.email, `guess-${i}`, attacker);
      expect((await login(testAdmin.email, testAdmin.password, attacker)).status).toBe(429);
      const admin = await login(testAdmin.email, testAdmin.password, freshAddress());
      expect(admin.status).toBe(200);
    });

    it("one address trying many accounts is stopped by its own cap", async () => {
      const from = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++)
        statuses.push((await login(`nobody-${i}@attack.test`, "x-password", from)).status);
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
      // Another address is not affected.
      expect((await login("nobody-0@attack.test", "x-password", freshAddress())).status).toBe(400);
    });

    it("a stolen token cannot brute-force the current password with parallel change-password calls", async () => {
      const { user, token } = await createMember(t, `steal-${engine}@attack.test`, { is_member: true });
      const from = freshAddress();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call("POST", "/auth/change-password", {
            token,
            from,
            body: { current_password: `guess-${i}`, new_password: "attacker-password-1" },
          }),
        ),
      );
      expect(answers.filter((r) => r.status === 400)).toHaveLength(perAccount);
      expect(answers.filter((r) => r.status === 429)).toHaveLength(20 - perAccount);
      expect((await login(user.email, memberPassword, freshAddress())).status).toBe(200);
    });

    it("a parallel burst of guessed codes gets no more checks than the cap", async () => {
      const email = `codes-${engine}@attack.test`;
      expect(
        (await call("POST", "/auth/register", { body: { email, password: "sign-up-password" } })).status,
      ).toBe(200);
      await waitFor(async () => (await mailCount(email)) > 0, 10_000, "the code");
      const from = freshAddress();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call("POST", "/auth/verify-otp", { from, body: { email, otp_code: String(i).padStart(6, "0") } }),
        ),
      );
      expect(answers.filter((r) => r.status === 429)).toHaveLength(20 - perAccount);
    });
  });

  describe("account pre-hijack", () => {
    const signUp = (email: string, password: string) =>
      call("POST", "/auth/register", { from: freshAddress(), body: { email, password } });
    const latestCode = async (email: string, count: number) => {
      await waitFor(async () => (await mailCount(email)) >= count, 10_000, `${count} codes for ${email}`);
      const mails = await outboxTo(email);
      return codeIn(mails[mails.length - 1]?.text_body ?? "");
    };
    /** Two sign-ups of one address with different passwords, then the owner confirms the latest code. */
    const signUpTwiceAndConfirm = async (email: string, firstPassword: string, secondPassword: string) => {
      expect((await signUp(email, firstPassword)).status).toBe(200);
      await latestCode(email, 1);
      expect((await signUp(email, secondPassword)).status).toBe(200);
      const code = await latestCode(email, 2);
      const verified = await call("POST", "/auth/verify-otp", {
        from: freshAddress(),
        body: { email, otp_code: code },
      });
      expect(verified.status).toBe(200);
      return { code, verified };
    };

    it("a second sign-up after the victim's cannot set the password the code confirms", async () => {
      const email = `vic-${engine}@attack.test`;
      const { verified } = await signUpTwiceAndConfirm(email, "victim-pass-111", "attacker-pass-222");
      expect((await login(email, "attacker-pass-222", freshAddress())).status).toBe(400);
      // The confirmed owner is signed in by the code and sets a password with a reset.
      expect(await meStatus(await tokenOf(verified))).toBe(200);
    });

    it("a sign-up before the victim's cannot set the password either", async () => {
      const email = `early-${engine}@attack.test`;
      const { code } = await signUpTwiceAndConfirm(email, "attacker-pass-222", "victim-pass-111");
      expect((await login(email, "attacker-pass-222", freshAddress())).status).toBe(400);
      // The attacker's earlier code died with the conflict.
      const first = codeIn((await outboxTo(email))[0]?.text_body ?? "");
      if (first !== code) {
        const late = await call("POST", "/auth/verify-otp", {
          from: freshAddress(),
          body: { email, otp_code: first },
        });
        expect(late.status).toBe(400);
      }
    });

    it("signing up twice with the same password keeps it", async () => {
      const email = `twice-${engine}@attack.test`;
      const { verified } = await signUpTwiceAndConfirm(email, "same-pass-333", "same-pass-333");
      await tokenOf(verified);
      expect((await login(email, "same-pass-333", freshAddress())).status).toBe(200);
    });

    it("a sign-up of an invited address never sets its password", async () => {
      const email = `invited-${engine}@attack.test`;
      const invited = await call("POST", "/users/invite-user", {
        token: t.adminToken,
        body: { user_email: email, role: "admin" },
      });
      expect(invited.status).toBe(200);
      expect((await signUp(email, "attacker-pass-222")).status).toBe(200);
      await waitFor(async () => (await mailCount(email)) >= 2, 10_000, "the invitation and the notice");
      const codes = await t.app.db.query(
        "select 1 from auth_codes c join users u on u.id = c.user_id where u.email = $1 and c.purpose = 'verify_email'",
        [email],
      );
      expect(codes.rows).toHaveLength(0);
      expect((await login(email, "attacker-pass-222", freshAddress())).status).toBe(400);
    });
  });

  describe("reset and sign-up cannot be blocked for someone else", () => {
    it("past the per-target cap the answer stays 200, nothing more is sent, and the owner's own request still is", async () => {
      const { user } = await createMember(t, `blocked-${engine}@attack.test`, { is_member: true });
      const attacker = freshAddress();
      const answers: Response[] = [];
      for (let i = 0; i < perAccount + 3; i++) {
        answers.push(
          await call("POST", "/auth/reset-password-request", { from: attacker, body: { email: user.email } }),
        );
      }
      const bodies = await Promise.all(answers.map((r) => r.text()));
      expect(answers.every((r) => r.status === 200)).toBe(true);
      expect(new Set(bodies).size).toBe(1);
      await waitFor(async () => (await mailCount(user.email)) >= perAccount, 10_000, "the attacker's resets");
      const own = await call("POST", "/auth/reset-password-request", {
        from: freshAddress(),
        body: { email: user.email },
      });
      expect(own.status).toBe(200);
      expect(await own.text()).toBe(bodies[0]);
      await waitFor(
        async () => (await mailCount(user.email)) === perAccount + 1,
        10_000,
        "the owner's reset",
      );
    });
  });

  describe("custom user data is bounded", () => {
    it("refuses a merge past the size or key cap with 413 and keeps the data as it was", async () => {
      const { token } = await createMember(t, `bloat-${engine}@attack.test`, { is_member: true });
      const put = (body: unknown) => call("PUT", "/entities/User/me", { token, body });
      expect((await put({ note: "x".repeat(8000) })).status).toBe(200);
      const tooBig = await put({ more: "y".repeat(9000) });
      expect(tooBig.status).toBe(413);
      expect(await tooBig.json()).toMatchObject({ error_type: "PayloadTooLarge" });
      const many = await put(Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i])));
      expect(many.status).toBe(413);
      const me = (await (await call("GET", "/entities/User/me", { token })).json()) as Record<
        string,
        unknown
      >;
      expect(me.note).toHaveLength(8000);
      expect(me).not.toHaveProperty("more");
      expect(me).not.toHaveProperty("k0");
    });
  });

  describe("logout redirects stay on this site", () => {
    const bypasses = [
      "/.//evil.example/x",
      "//evil.example/x",
      "///evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "/%2e//evil.example",
      "/./\\evil.example",
      "/..//evil.example",
      "/a/..//evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "\t//evil.example",
      " //evil.example",
      "/\u0000/evil.example",
      "https://evil.example/",
      "https:evil.example",
      "http:/\\evil.example",
      "//evil.example@localhost/",
      "javascript:alert(1)",
      "data:text/html,hi",
    ];
    it.each(bypasses)("%j goes home", async (from) => {
      const response = await fetch(`${t.baseUrl}/api/apps/auth/logout?from_url=${encodeURIComponent(from)}`, {
        redirect: "manual",
      });
      const location = response.headers.get("location") ?? "";
      expect(response.status).toBe(302);
      expect(location.startsWith("/")).toBe(true);
      expect(location[1]).not.toBe("/");
      expect(location).not.toMatch(/[\\\s]/);
      expect(new URL(location, "http://own.test").host).toBe("own.test");
    });

    it("keeps an ordinary page and drops tokens from the way back", async () => {
      const response = await fetch(
        `${t.baseUrl}/api/apps/auth/logout?from_url=${encodeURIComponent("/FAQ?x=1&access_token=abc&token=def#top")}`,
        { redirect: "manual" },
      );
      expect(response.headers.get("location")).toBe("/FAQ?x=1#top");
    });
  });
});

// Only PostgreSQL lets another connection hold the users table while the server answers.
describe("sign-up and reset answers do not depend on the address (postgres)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("postgres", limits);
  });
  afterAll(() => t.close());

  it("answers before looking the address up, for a known and an unknown address alike", async () => {
    const known = `known@attack.test`;
    await createMember(t, known, { is_member: true });
    const holder = new pg.Client({ connectionString: t.config.databaseUrl });
    await holder.connect();
    await holder.query("begin");
    await holder.query("lock table users in access exclusive mode");
    const ask = (path: string, body: unknown) =>
      fetch(`${t.baseUrl}/api/apps/${t.config.appId}/auth/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.77" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(8000),
      });
    try {
      const answers = await Promise.all([
        ask("register", { email: known, password: "some-password-1" }),
        ask("register", { email: "unknown@attack.test", password: "some-password-1" }),
        ask("reset-password-request", { email: known }),
        ask("reset-password-request", { email: "unknown-too@attack.test" }),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const [a, b, c, d] = await Promise.all(answers.map((r) => r.json() as Promise<{ message: string }>));
      expect(a?.message.replace(known, "@")).toBe(b?.message.replace("unknown@attack.test", "@"));
      expect(c?.message.replace(known, "@")).toBe(d?.message.replace("unknown-too@attack.test", "@"));
    } finally {
      await holder.query("rollback");
      await holder.end();
    }
    // The work done after the answer still happens: the known account gets its notice and its reset link.
    await waitFor(
      async () =>
        (await t.app.db.query("select 1 from mail_outbox where to_address = $1", [known])).rows.length >= 2,
      15_000,
      "the e-mails to the known address",
    );
  });
});
