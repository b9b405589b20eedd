import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOriginPath } from "../../src/platform/auth/safe-redirect.ts";
import { engines } from "../setup/databases.ts";
import { waitFor } from "../setup/smtp-sink.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

describe("sameOriginPath", () => {
  const own = ["http://localhost:3000", "https://ember.example"];
  it.each([
    ["/Team", "/Team"],
    ["FAQ?x=1#top", "/FAQ?x=1#top"],
    ["https://ember.example/Badges?access_token=abc&y=2", "/Badges?y=2"],
    ["http://localhost:3000/", "/"],
    ["https://evil.example/steal", "/"],
    ["//evil.example/steal", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["http://localhost:3001/", "/"],
    ["", "/"],
    [undefined, "/"],
  ])("%s goes to %s", (from, expected) => {
    expect(sameOriginPath(from, own)).toBe(expected);
  });
});

describe.each(engines)("account endpoints on %s", (engine) => {
  let t: TestApp;
  const post = (path: string, body: unknown) =>
    fetch(`${t.baseUrl}/api/apps/${t.config.appId}/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const count = async (sql: string) => (await t.app.db.query(sql)).rows.length;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it("logs out with a redirect to this site only, and drops the origin's cookies", async () => {
    const logout = (from: string) =>
      fetch(`${t.baseUrl}/api/apps/auth/logout?from_url=${encodeURIComponent(from)}`, { redirect: "manual" });
    const here = await logout(`${t.baseUrl}/Team?access_token=old`);
    expect(here.status).toBe(302);
    expect(here.headers.get("location")).toBe("/Team");
    expect(here.headers.get("clear-site-data")).toBe('"cookies"');
    expect((await logout("https://evil.example/")).headers.get("location")).toBe("/");
    expect((await logout("//evil.example/x")).headers.get("location")).toBe("/");
    const provider = await fetch(`${t.baseUrl}/api/apps/auth/login?app_id=ember&from_url=%2FFAQ`, {
      redirect: "manual",
    });
    expect(provider.headers.get("location")).toBe("/login?from_url=%2FFAQ");
  });

  it("refuses bad input with 422 and creates nothing", async () => {
    const before = await count("select id from users");
    for (const [path, body] of [
      ["register", { email: "not-an-email", password: "long-enough-1" }],
      ["register", { email: "ok@example.org", password: "short" }],
      ["register", ["a"]],
      ["verify-otp", { email: "ok@example.org", otp_code: "12ab56" }],
      ["resend-otp", {}],
      ["reset-password-request", { email: 42 }],
      ["reset-password", { reset_token: "", new_password: "long-enough-1" }],
    ] as const) {
      const response = await post(path, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(422);
      expect(await response.json()).toMatchObject({ error_type: "ValidationError" });
    }
    expect(await count("select id from users")).toBe(before);
    expect(await count("select id from mail_outbox")).toBe(0);
  });

  it("stores codes only as keyed hashes, and kills a code after five wrong guesses", async () => {
    const email = "guesser@example.org";
    expect((await post("register", { email, password: "guesser-password" })).status).toBe(200);
    // The sign-up's work runs once the answer is out.
    const outbox = async () =>
      (await t.app.db.query<{ text_body: string }>("select text_body from mail_outbox")).rows;
    await waitFor(async () => (await outbox()).length > 0, 10_000, "the sign-up e-mail");
    const [mail] = await outbox();
    const code = /^\s+(\d{6})\s*$/m.exec(mail?.text_body ?? "")?.[1] ?? "";
    const stored = (await t.app.db.query<{ secret_hash: string }>("select secret_hash from auth_codes")).rows;
    expect(stored).toHaveLength(1);
    expect(stored[0]?.secret_hash).not.toContain(code);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++)
      expect((await post("verify-otp", { email, otp_code: wrong })).status).toBe(400);
    const late = await post("verify-otp", { email, otp_code: code });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toMatch(/ask for a new code/);
  });

  it("writes account e-mails in the language of the page that asked, and links to that language's pages", async () => {
    const from = (page: string) => ({ "x-origin-url": page });
    const postFrom = (path: string, body: unknown, headers: Record<string, string>) =>
      fetch(`${t.baseUrl}/api/apps/${t.config.appId}/auth/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    const mailTo = async (to: string) => {
      const read = () =>
        t.app.db.query<{ subject: string; text_body: string; html_body: string }>(
          "select subject, text_body, html_body from mail_outbox where to_address = $1 order by created_date, id",
          [to],
        );
      await waitFor(async () => (await read()).rows.length > 0, 10_000, `the e-mail to ${to}`);
      const rows = (await read()).rows;
      return rows[rows.length - 1] as { subject: string; text_body: string; html_body: string };
    };

    // A sign-up from the Spanish page: the code e-mail in Spanish, the code itself untouched.
    const spanish = "lengua@example.org";
    expect(
      (
        await postFrom(
          "register",
          { email: spanish, password: "contrasena-larga" },
          from(`${t.baseUrl}/es/register`),
        )
      ).status,
    ).toBe(200);
    const code = await mailTo(spanish);
    expect(code.html_body).toContain('<html lang="es" dir="ltr">');
    expect(code.subject).toMatch(/^Tu código de verificación de .+: \d{6}$/);
    expect(code.text_body).toMatch(/^\s+\d{6}\s*$/m);

    // A reset asked for from the Arabic page (a plain request's Referer): Arabic, right to left, and the link
    // opens the Arabic reset page.
    const arabic = "lugha@example.org";
    expect((await postFrom("register", { email: arabic, password: "kalima-sirr-1" }, {})).status).toBe(200);
    const english = await mailTo(arabic);
    expect(english.html_body).toContain('<html lang="en" dir="ltr">');
    const reset = await postFrom(
      "reset-password-request",
      { email: arabic },
      { referer: `${t.baseUrl}/ar/forgot-password` },
    );
    expect(reset.status).toBe(200);
    await waitFor(
      async () =>
        (await t.app.db.query("select 1 from mail_outbox where to_address = $1", [arabic])).rows.length === 2,
      10_000,
      "the reset e-mail",
    );
    const link = await mailTo(arabic);
    expect(link.html_body).toContain('<html lang="ar" dir="rtl">');
    expect(link.text_body).toContain(`${t.config.publicUrl}/ar/reset-password#token=`);

    // Whatever else a caller puts there, English: the header only ever picks one of the written languages.
    for (const page of [
      "not a url",
      `${t.baseUrl}/xx/register`,
      `${t.baseUrl}/__proto__/x`,
      "https://evil.example/",
    ]) {
      const email = `any-${page.length}@example.org`;
      expect((await postFrom("register", { email, password: "long-enough-1" }, from(page))).status).toBe(200);
      expect((await mailTo(email)).html_body).toContain('<html lang="en" dir="ltr">');
    }
  });

  it("refuses the SSO token to users and anonymous callers", async () => {
    const path = `${t.baseUrl}/api/apps/${t.config.appId}/auth/sso/accesstoken/abc`;
    expect((await fetch(path)).status).toBe(401);
    expect((await fetch(path, { headers: { authorization: `Bearer ${t.adminToken}` } })).status).toBe(403);
  });
});
