import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { admin, appId } from "./support/accounts.ts";
import {
  arrive,
  axeViolations,
  expect,
  hasHorizontalOverflow,
  loginToken,
  test,
} from "./support/fixtures.ts";

/** Unique per run, so the journeys find their own records on the shared public server. */
const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Opens a console page signed out, signs in on the login page, and comes back (from_url). */
async function signInAt(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\?from_url=/);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll("/", "\\/")}$`));
  await expect(page.getByRole("navigation", { name: "Console sections" })).toBeVisible();
}

test("an admin sees the crisis alert a chat message raised, first on Today, and marks it handled", async ({
  page,
  baseURL,
}) => {
  const message = `I want to kill myself ${stamp}`;
  const chat = await fetch(`${baseURL}/api/apps/${appId}/functions/chat`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ message }),
  });
  expect(chat.status).toBe(200);
  expect(((await chat.json()) as { crisis: unknown }).crisis).not.toBeNull();

  await signInAt(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  const openAlerts = page.getByRole("region", { name: /Open crisis alerts/ });
  await expect(openAlerts.getByText(message)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const sections = page.getByRole("navigation", { name: "Console sections" });
  await sections.getByRole("link", { name: "Crisis alerts" }).click();
  const row = page.getByRole("row").filter({ hasText: stamp });
  await expect(row).toContainText("Open");
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole("link", { name: /^Open:/ }).click();

  await expect(page.getByRole("heading", { name: "What staff should do" })).toBeVisible();
  await expect(page.getByRole("link", { name: /call or text 988/ })).toHaveAttribute("href", "tel:988");
  await expect(page.getByRole("link", { name: /text HELLO to 741741/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /call 911/ })).toHaveAttribute("href", "tel:911");
  await expect(page.getByRole("link", { name: "Helpline directory for other countries" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Mark as handled" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please write a short note first.");
  await page.getByLabel("What was done").fill("Called and shared 988; follow-up tomorrow.");
  await page.getByRole("button", { name: "Mark as handled" }).click();
  await expect(page.getByText(`Handled by ${admin.email} on`)).toBeVisible();
  await expect(page.getByText("Called and shared 988; follow-up tomorrow.")).toBeVisible();

  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(page.getByRole("row").filter({ hasText: stamp })).toHaveCount(0);
  await page.getByLabel("Show").selectOption("handled");
  await expect(page.getByRole("row").filter({ hasText: stamp })).toContainText("Handled");
});

test("an admin finds an application sent through the form and exports it as CSV", async ({ page }) => {
  const name = `Zoë Ångström ${stamp}`;
  await page.goto("/GetStarted");
  // The form is React's from here: its scripted behaviour is what this test reads.
  await arrive(page);
  const form = page.getByRole("form", { name: "Application Form" });
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Email", { exact: true }).fill(`zoe.${stamp}@example.org`);
  await form.getByRole("radio", { name: "Small group" }).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();

  await signInAt(page, "/admin/applications");
  await page.getByLabel("Search by name or e-mail").fill(stamp);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(page.getByText("Showing 1 to 1 of 1")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const bytes = await readFile(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString("utf8");
  expect(csv.split("\r\n")).toHaveLength(3);
  expect(csv).toContain(`,${name},zoe.${stamp}@example.org,`);

  await row.getByRole("link", { name: `Open: ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(`zoe.${stamp}@example.org`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the pages and sort orders of a search share one count of its matches", async ({ page, baseURL }) => {
  const base = baseURL ?? "";
  const tag = `pager-${stamp}`;
  const created = await fetch(`${base}/api/apps/${appId}/entities/Application/bulk`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${await loginToken(base)}` },
    body: JSON.stringify(
      Array.from({ length: 30 }, (_, i) => ({
        full_name: `Pager ${String(i).padStart(2, "0")} ${tag}`,
        email: `pager.${i}.${tag}@example.org`,
        program_interest: "small_group",
      })),
    ),
  });
  expect(created.status).toBe(201);
  const counts: string[] = [];
  page.on("request", (request) => {
    const url = decodeURIComponent(request.url());
    if (url.includes("/count/Application") && url.includes(tag)) counts.push(url);
  });

  await signInAt(page, "/admin/applications");
  await page.getByLabel("Search by name or e-mail").fill(tag);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("Showing 1 to 25 of 30")).toBeVisible();
  expect(counts).toHaveLength(1);

  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText("Showing 26 to 30 of 30")).toBeVisible();
  await page.getByRole("button", { name: /^Name/ }).click();
  await expect(page.getByText("Showing 1 to 25 of 30")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Pager 00 ${tag}` })).toBeVisible();
  // The rows were read three times; their count once.
  expect(counts).toHaveLength(1);
});

test("the console works at 320 px and right to left, and its other tables pass axe", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signInAt(page, "/admin/planning-forms");
  await expect(page.getByRole("heading", { level: 1, name: "Planning forms" })).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);

  await page
    .getByRole("navigation", { name: "Console sections" })
    .getByRole("link", { name: "Assessment results" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Assessment results" })).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate(() => window.localStorage.setItem("ember_language", "ar"));
  await page.reload();
  await expect(page.getByRole("navigation", { name: "أقسام اللوحة" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
});

test("the public pages carry no console code, and /admin is served to be started at once", async ({
  page,
  baseURL,
}) => {
  const response = await fetch(`${baseURL}/admin/applications`);
  expect(response.status).toBe(200);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  // A page React hydrates for every visitor (a content page loads no script: decision 0101).
  await page.goto("/Badges");
  await arrive(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /admin|today-page|crisis-alert/.test(url))).toEqual([]);
});
