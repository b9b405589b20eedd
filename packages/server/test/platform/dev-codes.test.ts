import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.ts";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

// DEV_SHOW_CODES: in development without SMTP the sign-up codes and reset links come back in the answer
// (platform/auth/after-answer.ts, emailWork); never under NODE_ENV=production.

describe("the DEV_SHOW_CODES setting", () => {
  it("is off by default, on when asked, and off again with SMTP, where codes reach an inbox", () => {
    expect(loadConfig({}).devShowCodes).toBe(false);
    expect(loadConfig({ DEV_SHOW_CODES: "true" }).devShowCodes).toBe(true);
    expect(loadConfig({ DEV_SHOW_CODES: "true", NODE_ENV: "development" }).devShowCodes).toBe(true);
    expect(loadConfig({ DEV_SHOW_CODES: "true", SMTP_URL: "smtp://localhost:2525" }).devShowCodes).toBe(
      false,
    );
    expect(() => loadConfig({ DEV_SHOW_CODES: "yes" })).toThrow(/DEV_SHOW_CODES/);
  });

  it("stops the start under NODE_ENV=production, naming the setting", () => {
    expect(() => loadConfig({ DEV_SHOW_CODES: "true", NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ DEV_SHOW_CODES: "true", NODE_ENV: "production" })).toThrow(/DEV_SHOW_CODES/);
    expect(loadConfig({ DEV_SHOW_CODES: "false", NODE_ENV: "production" }).devShowCodes).toBe(false);
  });
});

describe.each(engines)("account answers with and without DEV_SHOW_CODES on %s", (engine) => {
  let shown: TestApp;
  let hidden: TestApp;
  const post = (t: TestApp, path: string, body: unknown) =>
    fetch(`${t.baseUrl}/api/apps/${t.config.appId}/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    [shown, hidden] = await Promise.all([
      startTestApp(engine, { DEV_SHOW_CODES: "true" }),
      startTestApp(engine, { DEV_SHOW_CODES: "false" }),
    ]);
  });
  afterAll(() => Promise.all([shown?.close(), hidden?.close()]));

  it("answers the sign-up code, which then confirms the address", async () => {
    const email = "dev.member@example.org";
    const answer = (await (
      await post(shown, "register", { email, password: "a long passphrase" })
    ).json()) as {
      dev_code?: string;
    };
    expect(answer.dev_code).toMatch(/^\d{6}$/);
    const resent = (await (await post(shown, "resend-otp", { email })).json()) as { dev_code?: string };
    expect(resent.dev_code).toMatch(/^\d{6}$/);
    // Only the latest code works, as with e-mailed ones.
    const verified = await post(shown, "verify-otp", { email, otp_code: resent.dev_code });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ user: { email, is_verified: true } });
  });

  it("answers the reset link, which then sets the password; nothing for an unknown address", async () => {
    const answer = (await (
      await post(shown, "reset-password-request", { email: "dev.member@example.org" })
    ).json()) as {
      dev_link?: string;
    };
    expect(answer.dev_link).toMatch(new RegExp(`^${shown.config.publicUrl}/reset-password#token=`));
    const token = new URLSearchParams(new URL(answer.dev_link ?? "").hash.slice(1)).get("token");
    expect(
      (await post(shown, "reset-password", { reset_token: token, new_password: "a new passphrase" })).status,
    ).toBe(200);
    const unknown = await (
      await post(shown, "reset-password-request", { email: "nobody@example.org" })
    ).json();
    expect(unknown).not.toHaveProperty("dev_link");
  });

  it("answers neither without the setting", async () => {
    const email = "member@example.org";
    const registered = await (
      await post(hidden, "register", { email, password: "a long passphrase" })
    ).json();
    expect(Object.keys(registered as object).sort()).toEqual(["message", "otp_expires_in_minutes"]);
    const resent = await (await post(hidden, "resend-otp", { email })).json();
    expect(resent).not.toHaveProperty("dev_code");
    const reset = await (await post(hidden, "reset-password-request", { email })).json();
    expect(Object.keys(reset as object)).toEqual(["message"]);
  });
});
