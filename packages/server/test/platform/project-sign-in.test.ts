import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp, testAdmin } from "../setup/test-app.ts";

// A Base44 app sends a signed-out visitor to `/login?from_url=…` (auth.redirectToLogin); on Base44 that is
// the platform's page. A hosted project gets the platform's own, and keeps `/login` without `from_url`
// for a Login page of its own.
const fixture = path.resolve(import.meta.dirname, "../fixtures/cli-app");

describe.each(engines)("the sign-in page of a hosted Base44 project (%s)", (engine) => {
  let t: TestApp;
  let appDir: string;
  const form = (
    fields: Record<string, string>,
    headers: Record<string, string> = {},
    fromUrl = "/employees/42",
  ) =>
    fetch(`${t.baseUrl}/login?from_url=${encodeURIComponent(fromUrl)}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    appDir = await mkdtemp(path.join(tmpdir(), "project-sign-in-"));
    await cp(fixture, appDir, { recursive: true });
    await mkdir(path.join(appDir, "dist"), { recursive: true });
    await writeFile(path.join(appDir, "dist/index.html"), "<!doctype html><title>Staff Desk app</title>");
    t = await startTestApp(engine, { APP_DIR: appDir });
  });

  afterAll(async () => {
    await t?.close();
    if (appDir) await rm(appDir, { recursive: true, force: true });
  });

  it("shows an accessible form, without script, for the SDK's redirect", async () => {
    const from = `${t.baseUrl}/employees/42?tab=notes`;
    const page = await fetch(`${t.baseUrl}/login?from_url=${encodeURIComponent(from)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain("<title>Sign in to Staff Desk</title>");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain(
      '<input id="password" name="password" type="password" autocomplete="current-password"',
    );
    // The form posts back with where to return, as a path of this site.
    expect(html).toContain(`action="/login?from_url=${encodeURIComponent("/employees/42?tab=notes")}"`);
    expect(html).not.toContain("<script");
    // No OpenID Connect provider is configured here: no button for one.
    expect(html).not.toContain("Sign in with");
  });

  it("leaves /login without from_url to the app's own route", async () => {
    const page = await fetch(`${t.baseUrl}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Staff Desk app</title>");
  });

  it("signs in and goes back to from_url with the token the SDK and the templates read", async () => {
    const answer = await form(testAdmin);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const location = new URL(answer.headers.get("location") ?? "", t.baseUrl);
    expect(location.pathname).toBe("/employees/42");
    const token = location.searchParams.get("access_token") ?? "";
    const me = await createClient({ serverUrl: t.baseUrl, appId: t.config.appId, token }).auth.me();
    expect(me.email).toBe(testAdmin.email);
  });

  it("never sends the token to another site, nor back to the sign-in page", async () => {
    for (const fromUrl of ["https://evil.example/steal", "//evil.example/x", "/login?from_url=/"]) {
      const answer = await form(testAdmin, {}, fromUrl);
      const location = answer.headers.get("location") ?? "";
      expect([fromUrl, answer.status, location.split("?")[0]]).toEqual([fromUrl, 303, "/"]);
    }
  });

  it("answers a wrong password on the page itself, with the address kept and escaped", async () => {
    const email = 'someone"><b>@example.org';
    const answer = await form({ email, password: "not-the-password" });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("location")).toBeNull();
    const html = await answer.text();
    expect(html).toContain('<p id="problem" class="problem" role="alert">Invalid email or password</p>');
    expect(html).toContain('value="someone&quot;&gt;&lt;b&gt;@example.org"');
    expect(html).toContain('aria-describedby="problem" aria-invalid="true"');

    const empty = await form({ email: testAdmin.email, password: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Enter your e-mail and your password.");
  });

  it("refuses a post from another site's page and a body that is not a form, in the Base44 error shape", async () => {
    const foreign = await form(testAdmin, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("location")).toBeNull();
    expect(await foreign.json()).toMatchObject({
      message: "Calls from another site's pages are not accepted",
      error_type: "Forbidden",
    });

    const json = await fetch(`${t.baseUrl}/login?from_url=%2F`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(testAdmin),
    });
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ error_type: expect.any(String), message: expect.any(String) });
  });
});
