import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";
import { admin } from "./support/accounts.ts";
import { axeViolations, expect, test } from "./support/fixtures.ts";
import { type RunningServer, startServer } from "./support/servers.ts";

// A hosted Base44 project (APP_DIR) whose front end does what the Base44 templates do: take
// `access_token` from the query into localStorage and out of the address bar, call the API with it, and
// send a signed-out visitor to `/login?from_url=<this page>` (auth.redirectToLogin).
const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Chore Board</title></head>
<body><main><h1>Chore Board</h1><p id="who">…</p></main>
<script>
  const url = new URL(location.href);
  const fromQuery = url.searchParams.get("access_token");
  if (fromQuery) {
    localStorage.setItem("base44_access_token", fromQuery);
    url.searchParams.delete("access_token");
    history.replaceState({}, "", url.pathname + url.search + url.hash);
  }
  const token = localStorage.getItem("base44_access_token");
  if (!token) location.href = "/login?from_url=" + encodeURIComponent(location.href);
  else fetch("/api/apps/chores-1/entities/User/me", { headers: { authorization: "Bearer " + token } })
    .then((r) => r.json())
    .then((me) => { document.getElementById("who").textContent = "Signed in as " + me.email; });
</script></body></html>`;

test.describe("the sign-in page of a hosted Base44 project", () => {
  let server: RunningServer;
  let appDir: string;

  test.beforeAll(async () => {
    appDir = mkdtempSync(path.join(tmpdir(), "project-sign-in-e2e-"));
    mkdirSync(path.join(appDir, "entities"));
    mkdirSync(path.join(appDir, "dist"));
    writeFileSync(path.join(appDir, "entities", "Chore"), JSON.stringify({ name: "Chore", properties: {} }));
    writeFileSync(path.join(appDir, "dist", "index.html"), page);
    server = await startServer(await freePort(), {
      APP_DIR: appDir,
      APP_ID: "chores-1",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(appDir, { recursive: true, force: true });
  });

  test("a signed-out visitor signs in and comes back to the page, signed in, the token out of the URL", async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const tab = await context.newPage();
    await tab.goto("/chores/week?view=mine");
    await expect(tab).toHaveURL(/\/login\?from_url=/);
    await expect(tab.getByRole("heading", { name: /^Sign in to project-sign-in-e2e-/ })).toBeVisible();
    expect(await axeViolations(tab)).toEqual([]);

    await tab.getByLabel("E-mail").fill(admin.email);
    await tab.getByLabel("Password").fill("not the password");
    await tab.getByRole("button", { name: "Sign in" }).click();
    await expect(tab.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(tab.getByLabel("E-mail")).toHaveValue(admin.email);
    expect(await axeViolations(tab)).toEqual([]);

    await tab.getByLabel("Password").fill(admin.password);
    await tab.getByRole("button", { name: "Sign in" }).click();
    await expect(tab.getByText(`Signed in as ${admin.email}`)).toBeVisible();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe("/chores/week?view=mine");
    await context.close();
  });
});
