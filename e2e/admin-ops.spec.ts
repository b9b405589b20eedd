import { readFileSync } from "node:fs";
import { siteConfig } from "@ember/domain";
import type { Browser, Page } from "@playwright/test";
import { type SmtpSink, startSmtpSink } from "../packages/server/test/setup/smtp-sink.ts";
import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";
import { admin, appId } from "./support/accounts.ts";
import { type FakeTranslator, startFakeTranslator } from "./support/fake-translator.ts";
import { arrive, axeViolations, expect, loginToken, test } from "./support/fixtures.ts";
import { type RunningServer, startServer } from "./support/servers.ts";

// The staff console's operations (ADR 0035) against servers of this spec's own: one with the local mailbox
// and a (local, OpenAI-protocol) translating model, one delivering over real SMTP to a server in the test.
let site: RunningServer;
let smtpSite: RunningServer;
let sink: SmtpSink;
let translator: FakeTranslator;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  [sink, translator] = await Promise.all([startSmtpSink(), startFakeTranslator()]);
  const adminEnv = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
  [site, smtpSite] = await Promise.all([
    freePort().then((port) =>
      startServer(port, {
        ...adminEnv,
        LLM_BASE_URL: translator.baseUrl,
        LLM_API_KEY: "e2e",
        LLM_MODEL: "e2e-translator",
      }),
    ),
    freePort().then((port) => startServer(port, { ...adminEnv, SMTP_URL: sink.url })),
  ]);
});
test.afterAll(async () => {
  await Promise.all([site?.stop(), smtpSite?.stop()]);
  await Promise.all([sink?.stop(), translator?.stop()]);
});

/** A page signed in as the admin: the token where the SDK keeps it, before any script runs. */
async function adminPage(browser: Browser, server: RunningServer): Promise<Page> {
  const token = await loginToken(server.url);
  const context = await browser.newContext({ baseURL: server.url });
  await context.addInitScript((value) => localStorage.setItem("base44_access_token", value), token);
  return context.newPage();
}

async function openSection(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

test("awards a badge of the catalogue that then appears on the public Badges page; a second award is refused", async ({
  browser,
}) => {
  const page = await adminPage(browser, site);
  await openSection(page, "/admin/badges", "Badges");
  expect(await axeViolations(page)).toEqual([]);
  const awardOnce = async () => {
    await page.getByLabel("E-mail address").fill("console.awardee@example.org");
    await page.getByLabel("Badge", { exact: true }).selectOption({ label: "Became Official Mentor" });
    await page.getByRole("button", { name: "Award badge" }).click();
  };
  await awardOnce();
  await expect(
    page.getByText("Became Official Mentor awarded to console.awardee@example.org."),
  ).toBeVisible();
  await expect(page.getByRole("cell", { name: "console.awardee@example.org", exact: true })).toBeVisible();
  await awardOnce();
  await expect(page.getByRole("alert").filter({ hasText: "already holds" })).toHaveText(
    "console.awardee@example.org already holds Became Official Mentor.",
  );

  const visitor = await browser.newPage({ baseURL: site.url });
  await visitor.goto("/Badges");
  await arrive(visitor);
  const recent = visitor.getByRole("region", { name: "Recent Achievements" });
  await expect(recent.getByText("Became Official Mentor")).toBeVisible();
  // The public board names nobody: no part of the holder's address is shown.
  await expect(recent.getByText("A participant").first()).toBeVisible();
  await expect(recent.getByText("console.awardee")).toHaveCount(0);
  await visitor.close();
  await page.context().close();
});

test("reads the welcome e-mail of an application submitted on the site in the local mailbox", async ({
  browser,
}) => {
  // A whole journey (apply on the site, sign in, two pages with axe): more than the default bound.
  test.setTimeout(60_000);
  const applicant = "console.applicant@example.org";
  const visitor = await browser.newPage({ baseURL: site.url });
  await visitor.route(`${siteConfig.links.scheduling}**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Scheduling</title>" }),
  );
  await visitor.goto("/GetStarted");
  await arrive(visitor);
  const form = visitor.getByRole("form", { name: "Application Form" });
  await form.getByLabel("Full name").fill("Console Applicant");
  await form.getByLabel("Email", { exact: true }).fill(applicant);
  await form.getByRole("radio", { name: "Small group" }).check();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(visitor.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
  await visitor.close();

  const page = await adminPage(browser, site);
  await openSection(page, "/admin/outbox", "E-mail");
  await page.getByLabel("Status").selectOption("sent");
  const row = page.getByRole("row").filter({ hasText: applicant });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "Sent", exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole("link", { name: /Welcome to/ }).click();

  await expect(page.getByRole("heading", { level: 1, name: /Welcome to/ })).toBeVisible();
  const frame = page.locator("iframe[title='The e-mail as formatted']");
  // No permission at all: no scripts, no same origin, no forms, no navigation of the console.
  await expect(frame).toHaveAttribute("sandbox", "");
  await expect(
    page.frameLocator("iframe[title='The e-mail as formatted']").getByText("Console"),
  ).not.toHaveCount(0);
  await page.getByRole("button", { name: "Plain text" }).click();
  await expect(page.locator("pre")).toContainText("Console Applicant");
  // axe on the message page with its plain text shown: inside the sandboxed frame, which may run no
  // script, axe cannot run and waits for ever.
  await expect(page.locator("iframe[title='The e-mail as formatted']")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});

test("shows visits per day and per page, from the app logs and the analytics side by side", async ({
  browser,
}) => {
  // A page load as the SDK's analytics reports it (the site itself sends none: decision 0040).
  const batch = await fetch(`${site.url}/api/apps/${appId}/analytics/track/batch`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      events: [
        {
          event_name: "__initialization_event__",
          properties: { referrer: "" },
          timestamp: new Date().toISOString(),
          page_url: "/badges",
          user_id: null,
          session_id: "e2e-console-visits",
        },
      ],
    }),
  });
  expect(batch.status).toBe(200);
  const page = await adminPage(browser, site);
  await openSection(page, "/admin/visits", "Visits");
  await expect(page.getByRole("heading", { name: "Visits per page" })).toBeVisible();
  await expect(page.locator("[data-visits-chart] svg").first()).toBeVisible();
  await expect(page.getByText(/^\d+ visits$/)).toBeVisible();
  await expect(page.getByText("1 analytics page view", { exact: true })).toBeVisible();
  const pages = page.getByRole("table", { name: "Visits per page" });
  await expect(pages.getByRole("columnheader", { name: "Analytics views" })).toBeVisible();
  // Page, app-log visits, visitors, analytics views, sessions.
  await expect(pages.getByRole("row", { name: /^Badges \d+ \d+ 1 1$/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});

test("counts every visitor's page loads without a script, and charts them by day and page", async ({
  browser,
}) => {
  // Two anonymous visitors open pages; a third sends Global Privacy Control and is not counted.
  const visitor = await browser.newPage({ baseURL: site.url });
  await visitor.goto("/Team");
  await arrive(visitor);
  await visitor.goto("/FAQ");
  await arrive(visitor);
  const privateVisitor = await browser.newContext({
    baseURL: site.url,
    extraHTTPHeaders: { "sec-gpc": "1" },
  });
  const privatePage = await privateVisitor.newPage();
  await privatePage.goto("/Team");
  await arrive(privatePage);
  expect(await visitor.context().cookies()).toEqual([]);
  await expect(visitor.locator("[data-privacy-note]")).toContainText("without cookies");

  const page = await adminPage(browser, site);
  await openSection(page, "/admin/visits", "Visits");
  const byPage = page.getByRole("table", { name: "Page views per page" });
  await expect(byPage.getByRole("row", { name: "/Team 1" })).toBeVisible();
  await expect(byPage.getByRole("row", { name: "/FAQ 1" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Page views per day from .+: \d+ in all\./ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await Promise.all([visitor.context().close(), privateVisitor.close(), page.context().close()]);
});

test("an export starts the browser's own download at once, with the row count shown", async ({ browser }) => {
  const page = await adminPage(browser, site);
  await openSection(page, "/admin/applications", "Applications");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Application-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.locator("[data-export-status]")).toHaveText(/^Downloading \d+ rows?$/);
  const text = readFileSync(await file.path(), "utf8");
  expect(text).toContain("id,created_date,updated_date,created_by");
  await page.context().close();
});

test("runs a backup from the console, which appears in the list and downloads", async ({ browser }) => {
  const page = await adminPage(browser, site);
  await openSection(page, "/admin/backups", "Backups");
  await page.getByRole("button", { name: "Back up now" }).click();
  const row = page.locator("[data-backup-status='succeeded']").first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole("cell", { name: "Done", exact: true })).toBeVisible();
  const download = page.waitForEvent("download");
  await row.getByRole("button", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toMatch(/^ember-\d{8}-\d{6}-db\.tar\.gz$/);
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.context().close();
});

test("corrects a reviewed translation, and the public page shows the correction in that language", async ({
  browser,
}) => {
  const readInSpanish = async () => {
    const context = await browser.newContext({ baseURL: site.url });
    const visitor = await context.newPage();
    await visitor.goto("/es/EmberHistory");
    await expect(visitor.locator("[data-tx][aria-busy]")).toHaveCount(0);
    return visitor;
  };
  // The page's title in the reviewed Spanish that comes with the site: no model was asked for it.
  const original = "The History of Ember";
  const first = await readInSpanish();
  const title = first.getByRole("heading", { level: 1 });
  await expect(title).not.toHaveText(original);
  await expect(title.locator("[data-tx][lang=en]")).toHaveCount(0);
  const reviewed = (await title.textContent()) ?? "";
  await first.context().close();
  expect(translator.counts.byLanguage.es).toBeUndefined();

  const page = await adminPage(browser, site);
  await openSection(page, "/admin/translations", "Translations");
  await page.getByLabel("Search the texts").fill(original);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row").filter({ hasText: original });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: reviewed })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Reviewed" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole("button", { name: /^Correct/ }).click();
  await page.getByLabel(/Corrected translation of/).fill("Nuestra historia, corregida");
  await page.getByRole("button", { name: "Save correction" }).click();
  await expect(page.getByText("Correction saved.")).toBeVisible();
  await expect(row.getByRole("cell", { name: "Corrected" })).toBeVisible();
  // The correction, downloaded for the repository's translation files.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download corrections" }).click();
  const file = await (await download).path();
  expect(JSON.parse(readFileSync(file, "utf8")).corrections.es).toEqual({
    [original]: "Nuestra historia, corregida",
  });
  await page.context().close();

  // The page as served carries the correction, before any script runs.
  expect(await (await fetch(`${site.url}/es/EmberHistory`)).text()).toContain("Nuestra historia, corregida");
  const second = await readInSpanish();
  await expect(second.getByRole("heading", { level: 1 })).toContainText("Nuestra historia, corregida");
  await second.context().close();
});

test("invites a staff member, whose invitation arrives at the SMTP server, then removes their access", async ({
  browser,
}) => {
  const invitee = "new.staff@example.org";
  const page = await adminPage(browser, smtpSite);
  await openSection(page, "/admin/team", "Team");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("E-mail address").fill(invitee);
  await page.getByLabel("Role").selectOption("admin");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${invitee}.`)).toBeVisible();

  await expect
    .poll(() => sink.received.some((m) => m.envelopeTo.includes(invitee)), { timeout: 15_000 })
    .toBe(true);
  const mail = sink.received.find((m) => m.envelopeTo.includes(invitee));
  expect(mail?.subject).toContain("invited");
  expect(mail?.text).toContain("as an administrator");
  expect(mail?.text).toMatch(/\/reset-password#token=[\w-]+&invite=1/);

  const row = page.getByRole("row").filter({ hasText: invitee });
  await expect(row.getByRole("cell", { name: "Staff (admin)" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Invited" })).toBeVisible();
  // The signed-in admin's own row offers no removal.
  await expect(page.getByRole("row").filter({ hasText: admin.email }).getByRole("button")).toHaveCount(0);
  await row.getByRole("button", { name: `Remove access: ${invitee}` }).click();
  await row.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(`The access of ${invitee} is removed.`)).toBeVisible();
  await expect(row.getByRole("cell", { name: "Removed" })).toBeVisible();
  await page.context().close();
});

test("the console shows an anonymous visitor the login page, and an ordinary user Access Restricted and no data", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: smtpSite.url });
  const page = await context.newPage();
  await page.goto("/admin/applications");
  await expect(page).toHaveURL(/\/login\?from_url=/);
  expect(new URL(page.url()).searchParams.get("from_url")).toBe(`${smtpSite.url}/admin/applications`);

  // An ordinary user, registered with the code the SMTP server receives.
  const email = "ordinary.user@example.org";
  const api = (path: string, body: unknown) =>
    fetch(`${smtpSite.url}/api/apps/${appId}/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  expect((await api("register", { email, password: "an ordinary passphrase" })).status).toBe(200);
  await expect
    .poll(() => sink.received.some((m) => m.envelopeTo.includes(email)), { timeout: 15_000 })
    .toBe(true);
  const code = /^\s+(\d{6})\s*$/m.exec(
    sink.received.find((m) => m.envelopeTo.includes(email))?.text ?? "",
  )?.[1];
  const verified = await api("verify-otp", { email, otp_code: code });
  const { access_token: token } = (await verified.json()) as { access_token: string };
  await context.addInitScript((value) => localStorage.setItem("base44_access_token", value), token);

  const records: string[] = [];
  // The console's data calls (the SDK's own `User/me` excepted): none may even be attempted.
  page.on("request", (request) => {
    const url = new URL(request.url()).pathname;
    if (
      /^\/api\/.*(\/entities\/(?!User\/me)|\/admin\/|\/app-logs\/[^/]+(\/stats)?$|\/functions\/admin)/.test(
        url,
      )
    ) {
      records.push(request.url());
    }
  });
  await page.goto("/admin/applications");
  await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
  await expect(
    page.getByText(
      "You are not registered to use this application. Please contact the app administrator to request access.",
    ),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Access Restricted · /);
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toHaveCount(0);
  expect(records).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
