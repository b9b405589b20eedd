import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createClient, type EntityHandler } from "@base44/sdk";
import type { Page } from "@playwright/test";
import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";
import { admin } from "./support/accounts.ts";
import { axeViolations, expect, hasHorizontalOverflow, loginToken, test } from "./support/fixtures.ts";
import { type RunningServer, startServer } from "./support/servers.ts";

// The platform's dashboard in Chromium (decision 0084): an admin signs in, creates an app, opens it at the
// address the CLI prints, browses records put in through the SDK, changes a user's role, and makes and
// revokes an API key; at 1280 and 320 px, one path by keyboard only, every page checked with axe.

let server: RunningServer;
let appId = "";
const member = { email: "casey.member@notes.test", password: "a long and private passphrase" };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startServer(await freePort(), {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // The hosted app's user signs up without a mail server: the code comes back in the answer.
    DEV_SHOW_CODES: "true",
  });
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page) {
  await page.goto(`${server.url}/apps`);
  await expect(page).toHaveURL(/\/apps\/sign-in\?next=%2Fapps$/);
  await expect(page.getByRole("heading", { name: "Sign in to the dashboard" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("E-mail").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Apps", level: 1 })).toBeVisible();
}

/** The app's project as `base44 entities push` will leave it, then the app started again from it. */
async function giveTheAppEntities(id: string) {
  const entities = path.join(server.dataDir, "apps", id, "project", "base44", "entities");
  mkdirSync(entities, { recursive: true });
  writeFileSync(
    path.join(entities, "field-note.jsonc"),
    JSON.stringify({
      name: "FieldNote",
      properties: { title: { type: "string" }, place: { type: "string" }, birds: { type: "number" } },
      rls: { create: true, read: true },
    }),
  );
  writeFileSync(
    path.join(entities, "user.jsonc"),
    JSON.stringify({
      name: "User",
      type: "object",
      properties: { role: { type: "string", enum: ["user", "admin", "editor"] } },
    }),
  );
  // Changing the app's settings starts it again from its project.
  const response = await fetch(`${server.url}/api/apps/${id}`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${await loginToken(server.url)}` },
    body: JSON.stringify({ public_settings: "public_without_login" }),
  });
  expect(response.status).toBe(200);
  const base44 = createClient({ serverUrl: server.url, appId: id, analytics: { enabled: false } });
  const { dev_code } = (await base44.auth.register(member)) as { dev_code?: string };
  const { access_token } = (await base44.auth.verifyOtp({
    email: member.email,
    otpCode: String(dev_code),
  })) as {
    access_token: string;
  };
  const casey = createClient({
    serverUrl: server.url,
    appId: id,
    token: access_token,
    analytics: { enabled: false },
  });
  const notes = (casey.entities as Record<"FieldNote", EntityHandler<Record<string, unknown>>>).FieldNote;
  await notes.create({ title: "Heron at dawn", place: "Mill pond", birds: 1 });
  await notes.create({ title: "Starlings", place: "Old bridge", birds: 300 });
}

test("an admin creates an app and manages it from the CLI's address (1280 px)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Name").fill("Field notes");
  await page.getByLabel("Who can use it").selectOption("public_without_login");
  await page.getByRole("button", { name: "Create the app" }).click();
  await expect(page.getByRole("heading", { name: "Field notes", level: 1 })).toBeVisible();
  appId = /\/apps\/([0-9a-f]{24})\/editor\/workspace\/overview$/.exec(page.url())?.[1] ?? "";
  expect(appId).toMatch(/^[0-9a-f]{24}$/);
  await giveTheAppEntities(appId);

  // The address the CLI prints after a deploy.
  await page.goto(`${server.url}/apps/${appId}/editor/workspace/overview`);
  const records = page.getByRole("table", { name: "Records per entity" });
  await expect(records.getByRole("row", { name: "FieldNote 2" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("navigation", { name: "Field notes" }).getByRole("link", { name: "Entities" }).click();
  await expect(page.getByRole("heading", { name: "Entities", level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "FieldNote" }).click();
  const table = page.getByRole("table", { name: "FieldNote records, newest first" });
  await expect(table.getByRole("cell", { name: "Heron at dawn" })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Starlings" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Search the text fields").fill("mill");
  await page.getByRole("button", { name: "Search" }).click();
  const found = page.getByRole("table", { name: /records matching “mill”/ });
  await expect(found.getByRole("cell", { name: "Heron at dawn" })).toBeVisible();
  await expect(found.getByRole("cell", { name: "Starlings" })).toHaveCount(0);
  await found
    .getByRole("row", { name: /Heron at dawn/ })
    .getByRole("link")
    .click();
  await expect(page.getByText('"title": "Heron at dawn"')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "Users" }).click();
  const row = page.getByRole("row", { name: new RegExp(member.email) });
  await row.getByLabel(`Role of ${member.email}`, { exact: true }).selectOption("editor");
  await row.getByRole("button", { name: `Change the role of ${member.email}` }).click();
  await expect(page.getByRole("status")).toHaveText("The role was changed.");
  await expect(page.getByLabel(`Role of ${member.email}`, { exact: true })).toHaveValue("editor");
  expect(await axeViolations(page)).toEqual([]);

  for (const section of ["Functions", "Agents", "Connections"]) {
    await page.getByRole("navigation", { name: "Field notes" }).getByRole("link", { name: section }).click();
    await expect(page.getByRole("heading", { name: section, level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }

  await page.getByRole("link", { name: "API keys" }).click();
  await page.getByLabel("Name (what it is for)").fill("Laptop CLI");
  await page.getByRole("button", { name: "Create the key" }).click();
  const key = (await page.locator("#new-key").textContent()) ?? "";
  expect(key).toMatch(/^b44k_/);
  expect(await axeViolations(page)).toEqual([]);
  expect((await fetch(`${server.url}/api/apps`, { headers: { api_key: key } })).status).toBe(200);
  await page.getByRole("button", { name: "Revoke the key Laptop CLI" }).click();
  await expect(page.getByRole("status")).toHaveText("The key was revoked.");
  expect((await fetch(`${server.url}/api/apps`, { headers: { api_key: key } })).status).toBe(401);

  await page.getByRole("link", { name: "CLI sign-ins" }).click();
  await expect(page.getByRole("heading", { name: "CLI sign-ins", level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status")).toHaveText("You are signed out.");
  await page.goto(`${server.url}/apps/${appId}/editor/workspace/overview`);
  await expect(page).toHaveURL(/\/apps\/sign-in\?next=/);
});

test("every page reads at 320 px without scrolling sideways", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signIn(page);
  const pages = [
    "/apps",
    `/apps/${appId}/editor/workspace/overview`,
    `/apps/${appId}/editor/workspace/entities`,
    `/apps/${appId}/editor/workspace/entities/FieldNote`,
    `/apps/${appId}/editor/workspace/users`,
    `/apps/${appId}/editor/workspace/functions`,
    `/apps/${appId}/editor/workspace/agents`,
    `/apps/${appId}/editor/workspace/app-connections`,
    "/apps/settings/api-keys",
    "/apps/settings/sign-ins",
    "/apps/0123456789abcdef01234567/editor/workspace/overview",
  ];
  for (const address of pages) {
    await page.goto(`${server.url}${address}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await hasHorizontalOverflow(page), address).toBe(false);
    expect(await axeViolations(page), address).toEqual([]);
  }
});

test("by keyboard alone: sign in, open the app, make a key", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/apps/${appId}/editor/workspace/overview`);
  await expect(page.getByRole("heading", { name: "Sign in to the dashboard" })).toBeVisible();
  const tabTo = async (name: RegExp) => {
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        return `${el?.getAttribute("aria-label") ?? ""} ${el?.id ?? ""} ${el?.textContent?.trim() ?? ""}`;
      });
      if (name.test(focused)) return;
    }
    throw new Error(`nothing matching ${name} took the focus`);
  };
  await tabTo(/email/);
  await page.keyboard.type(admin.email);
  await tabTo(/password/);
  await page.keyboard.type(admin.password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Field notes", level: 1 })).toBeVisible();
  await tabTo(/^\s*\S*\s*API keys$/);
  await expect(page.locator(":focus")).toHaveCSS("outline-style", "solid");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "API keys", level: 1 })).toBeVisible();
  await tabTo(/key-name/);
  await page.keyboard.type("Keyboard key");
  await page.keyboard.press("Enter");
  await expect(page.locator("#new-key")).toHaveText(/^b44k_/);
});
