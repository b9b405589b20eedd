import { createServer, type Server } from "node:http";
import type { Frame, Page } from "@playwright/test";
import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";
import { admin, appId } from "./support/accounts.ts";
import { arrive, expect, loginToken, test } from "./support/fixtures.ts";
import { type RunningServer, startServer } from "./support/servers.ts";

/**
 * The editor bridge (product.md#navigation, #the-editor-preview, #messages-to-the-editor) inside a real
 * cross-origin frame: a test editor page on a second loopback origin frames a server started with that
 * origin in EDITOR_ORIGINS, and records every message the site posts to it.
 */
interface EditorMessage {
  readonly type: string;
  readonly [key: string]: unknown;
}

declare global {
  interface Window {
    __messages: EditorMessage[];
    __send(message: unknown): void;
  }
}

function editorPage(siteOrigin: string, path: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test editor</title></head>
<body style="margin:0"><iframe id="site" title="site" src="${siteOrigin}${path}" style="width:1200px;height:800px;border:0"></iframe>
<script>
  window.__messages = [];
  const frame = document.getElementById("site");
  window.__send = (message) => frame.contentWindow.postMessage(message, ${JSON.stringify(siteOrigin)});
  window.addEventListener("message", (event) => {
    if (event.origin === ${JSON.stringify(siteOrigin)} && event.source === frame.contentWindow) {
      window.__messages.push(event.data);
    }
  });
</script></body></html>`;
}

let site: RunningServer;
let editor: Server;
let editorOrigin: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A new server with an embedded database takes a while to start on a busy machine.
  test.setTimeout(180_000);
  const editorPort = await freePort();
  editorOrigin = `http://127.0.0.1:${editorPort}`;
  site = await startServer(await freePort(), {
    EDITOR_ORIGINS: editorOrigin,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  editor = createServer((request, response) => {
    const path = new URL(request.url ?? "/", editorOrigin).searchParams.get("path") ?? "/";
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(editorPage(site.url, path));
  });
  await new Promise<void>((resolve) => editor.listen(editorPort, "127.0.0.1", resolve));
});

test.afterAll(async () => {
  if (editor) await new Promise<void>((resolve) => editor.close(() => resolve()));
  await site?.stop();
});

const messages = (page: Page) => page.evaluate(() => window.__messages);
const ofType = async (page: Page, type: string) => (await messages(page)).filter((m) => m.type === type);

async function openEditor(page: Page, path = "/"): Promise<Frame> {
  await page.goto(`${editorOrigin}/?path=${encodeURIComponent(path)}`);
  await expect.poll(async () => (await ofType(page, "visual-edit-agent-ready")).length).toBe(1);
  const frame = page.frame({ url: (url) => url.origin === site.url });
  if (!frame) throw new Error("the site's frame is missing");
  return frame;
}

test("the framed site tells the editor of every URL change", async ({ page }) => {
  const frame = await openEditor(page, "/");
  await expect
    .poll(async () => (await ofType(page, "app_changed_url")).map((m) => m.url))
    .toEqual([`${site.url}/`]);
  await frame.getByRole("banner").getByRole("link", { name: "Pricing", exact: true }).click();
  await expect
    .poll(async () => (await ofType(page, "app_changed_url")).map((m) => m.url))
    .toEqual([`${site.url}/`, `${site.url}/Pricing`]);
});

test("uncaught errors and rejections reach the editor as app_error, a 402 does not", async ({ page }) => {
  const frame = await openEditor(page, "/FAQ");
  await frame.evaluate(() => {
    const paymentRequired = Object.assign(new Error("Payment required"), { status: 402 });
    void Promise.reject(paymentRequired);
    setTimeout(() => {
      throw new Error("Thrown in a test");
    });
  });
  await expect.poll(async () => (await ofType(page, "app_error")).length).toBe(1);
  await frame.evaluate(() => void Promise.reject(new Error("Rejected in a test")));
  await expect.poll(async () => (await ofType(page, "app_error")).length).toBe(2);
  const [thrown, rejected] = (await ofType(page, "app_error")).map(
    (m) => m.error as { title: string; details: string; componentName: string },
  );
  expect(thrown).toMatchObject({ title: "Error in App: Thrown in a test", componentName: "App" });
  expect(thrown?.details).toContain("Thrown in a test");
  expect(rejected?.title).toBe("Error in App: Rejected in a test");
});

test("in visual edit mode, hovering outlines and a click selects every element sharing the id", async ({
  page,
}) => {
  const frame = await openEditor(page, "/Team");
  await frame.evaluate(() => {
    const main = document.querySelector("main") ?? document.body;
    for (const text of ["First promise", "Second promise"]) {
      const p = document.createElement("p");
      p.dataset.visualSelectorId = "promise-line";
      p.className = "text-lg";
      p.textContent = text;
      main.prepend(p);
    }
  });
  await page.evaluate(() => window.__send({ type: "toggle-visual-edit-mode", data: { enabled: true } }));
  const first = frame.getByText("First promise", { exact: true });
  await expect.poll(() => frame.evaluate(() => document.body.style.cursor)).toBe("crosshair");

  await first.hover();
  const hover = frame.locator('[data-ember-editor-overlay="hover"]');
  await expect(hover).toHaveCount(2);
  const label = hover.first().locator("div");
  await expect(label).toHaveText("p");
  await expect(label).toHaveCSS("top", "-27px");
  await expect(label).toHaveCSS("font-size", "11px");

  await first.click();
  await expect(frame.locator('[data-ember-editor-overlay="selected"]')).toHaveCount(2);
  await expect(hover).toHaveCount(0);
  await expect.poll(async () => (await ofType(page, "element-selected")).length).toBe(1);
  const [selected] = await ofType(page, "element-selected");
  expect(selected).toMatchObject({
    tagName: "P",
    visualSelectorId: "promise-line",
    classes: "text-lg",
    content: "First promise",
    count: 2,
    position: { width: expect.any(Number), height: expect.any(Number) },
  });

  // The editor edits the selection: classes merged, then the text.
  await page.evaluate(() =>
    window.__send({ type: "update-classes", data: { visualSelectorId: "promise-line", classes: "text-sm" } }),
  );
  await expect(first).toHaveAttribute("class", "text-sm");
  await page.evaluate(() =>
    window.__send({ type: "update-content", data: { visualSelectorId: "promise-line", content: "Edited" } }),
  );
  await expect(frame.getByText("Edited", { exact: true })).toHaveCount(2);
});

test("a dropdown open in the editor turns a click into close-dropdowns", async ({ page }) => {
  const frame = await openEditor(page, "/FAQ");
  await page.evaluate(() => {
    window.__send({ type: "toggle-visual-edit-mode", data: { enabled: true } });
    window.__send({ type: "dropdown-state", data: { isOpen: true } });
  });
  await expect.poll(() => frame.evaluate(() => document.body.style.cursor)).toBe("crosshair");
  await frame.locator("h1").first().click();
  await expect.poll(async () => (await ofType(page, "close-dropdowns")).length).toBe(1);
});

test("API requests are reported to the editor, start and end", async ({ page }) => {
  await openEditor(page, "/");
  await expect.poll(async () => (await ofType(page, "api-request-end")).length).toBeGreaterThan(0);
  const [start] = await ofType(page, "api-request-start");
  expect(start).toMatchObject({
    requestId: expect.any(String),
    data: { method: "get", url: `/api/apps/public/prod/public-settings/by-id/${appId}` },
  });
  const end = (await ofType(page, "api-request-end")).find((m) => m.requestId === start?.requestId);
  expect(end).toMatchObject({ data: { statusCode: 200, response: { id: appId } } });
});

test("a visitor outside a frame never loads the bridge, and the build marks no source locations", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto(`${site.url}/Badges`);
  await page.mouse.move(1, 1);
  await arrive(page);
  await page.getByRole("banner").getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(page).toHaveURL(/\/Pricing$/);
  expect(requested.filter((url) => /\/assets\/bridge-/.test(url))).toEqual([]);
  expect(await page.locator("[data-source-location]").count()).toBe(0);
  const html = await (await fetch(`${site.url}/`)).text();
  expect(html).not.toContain("data-source-location");
  // The CSP lets the editor frame the pages.
  const csp = (await fetch(`${site.url}/FAQ`)).headers.get("content-security-policy") ?? "";
  expect(csp).toContain(`frame-ancestors 'self' ${editorOrigin}`);
});

test("a signed-in visitor's page visits are logged, an anonymous visitor's are not", async ({ page }) => {
  const adminToken = await loginToken(site.url);
  const visits = async () => {
    const res = await fetch(`${site.url}/api/app-logs/${appId}?limit=50`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    return ((await res.json()) as { page_name: string }[]).map((log) => log.page_name);
  };
  const before = (await visits()).length;
  // Every visit log the browser asks for, anonymous or not.
  const logged: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/log-user-in-app/")) logged.push(request.url());
  });
  await page.goto(`${site.url}/faq`);
  await page.mouse.move(1, 1);
  await arrive(page);

  // Signed in, the same page is logged: once that log has arrived, one the anonymous visit asked for
  // before it would have been asked for, and counted, too.
  await page.addInitScript((t) => window.localStorage.setItem("base44_access_token", t), adminToken);
  await page.goto(`${site.url}/faq`);
  await page.mouse.move(1, 1);
  await expect.poll(visits).toContain("FAQ");
  expect(logged).toHaveLength(1);
  expect((await visits()).length).toBe(before + 1);
  await page.getByRole("banner").getByRole("link", { name: "Pricing", exact: true }).click();
  await expect.poll(async () => (await visits())[0]).toBe("Pricing");
});
