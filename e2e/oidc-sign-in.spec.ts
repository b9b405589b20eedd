import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type FakeOidc, startFakeOidc } from "../packages/server/test/setup/fake-oidc.ts";
import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";
import { axeViolations, expect, test } from "./support/fixtures.ts";
import { type RunningServer, startServer } from "./support/servers.ts";

// A hosted Base44 project whose front end does what the Base44 templates do with a token in the address
// (store it, take it out of the URL, call the API with it), and sends a signed-out visitor to
// `/login?from_url=<this page>`; its sign-in page offers the OpenID Connect provider.
const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Chore Board</title></head>
<body><main><h1>Chore Board</h1><p id="who">…</p><p id="new"></p></main>
<script>
  const url = new URL(location.href);
  const fromQuery = url.searchParams.get("access_token");
  if (fromQuery) {
    localStorage.setItem("base44_access_token", fromQuery);
    document.getElementById("new").textContent = "new user: " + url.searchParams.get("is_new_user");
    url.searchParams.delete("access_token");
    url.searchParams.delete("is_new_user");
    history.replaceState({}, "", url.pathname + url.search + url.hash);
  }
  const token = localStorage.getItem("base44_access_token");
  if (!token) location.href = "/login?from_url=" + encodeURIComponent(location.href);
  else fetch("/api/apps/chores-oidc/entities/User/me", { headers: { authorization: "Bearer " + token } })
    .then((r) => r.json())
    .then((me) => { document.getElementById("who").textContent = "Signed in as " + me.email; });
</script></body></html>`;

test.describe("sign-in with an OpenID Connect provider on a hosted project", () => {
  let server: RunningServer;
  let idp: FakeOidc;
  let appDir: string;

  test.beforeAll(async () => {
    idp = await startFakeOidc();
    appDir = mkdtempSync(path.join(tmpdir(), "oidc-e2e-"));
    mkdirSync(path.join(appDir, "entities"));
    mkdirSync(path.join(appDir, "dist"));
    writeFileSync(path.join(appDir, "entities", "Chore"), JSON.stringify({ name: "Chore", properties: {} }));
    writeFileSync(path.join(appDir, "dist", "index.html"), page);
    server = await startServer(await freePort(), {
      APP_DIR: appDir,
      APP_ID: "chores-oidc",
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_NAME: "Google",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await idp?.stop();
    rmSync(appDir, { recursive: true, force: true });
  });

  test("a signed-out visitor signs in with the provider and comes back to the page as a new user", async ({
    browser,
  }) => {
    idp.person = { sub: "e2e-1", email: "walker@idp.test", email_verified: true, name: "Walker" };
    const context = await browser.newContext({ baseURL: server.url });
    const tab = await context.newPage();
    await tab.goto("/chores/week?view=mine");
    await expect(tab).toHaveURL(/\/login\?from_url=/);
    const provider = tab.getByRole("link", { name: "Sign in with Google" });
    await expect(provider).toBeVisible();
    expect(await axeViolations(tab)).toEqual([]);

    // The browser goes to the provider, which signs the person in and sends it back with a code; the
    // flow's cookie came along, so this browser finishes the sign-in.
    await provider.click();
    await expect(tab.getByText("Signed in as walker@idp.test")).toBeVisible();
    await expect(tab.getByText("new user: true")).toBeVisible();
    const back = new URL(tab.url());
    expect(back.pathname + back.search).toBe("/chores/week?view=mine");
    expect(idp.exchanges.ok).toBe(1);
    await context.close();
  });

  test("another browser cannot finish a sign-in this one started", async ({ browser }) => {
    idp.person = { sub: "e2e-2", email: "victim@idp.test", email_verified: true };
    // The attacker starts a sign-in with their own client and keeps the provider's redirect back.
    const started = await fetch(`${server.url}/api/apps/auth/login?from_url=%2F`, { redirect: "manual" });
    const atProvider = await fetch(started.headers.get("location") ?? "", { redirect: "manual" });
    const callback = atProvider.headers.get("location") ?? "";
    expect(callback).toContain("code=");

    const victim = await browser.newContext({ baseURL: server.url });
    const victimTab = await victim.newPage();
    const response = await victimTab.goto(callback);
    expect(response?.status()).toBe(400);
    expect(await victimTab.evaluate(() => localStorage.getItem("base44_access_token"))).toBeNull();
    await victim.close();
  });
});
