/**
 * What a visitor on a phone feels when they reach for the page: under Lighthouse's mobile conditions (150 ms
 * round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower, a 412 px touch screen), each public route is opened
 * in a fresh browser context and its first control is tapped 1 s, 3 s and 6 s after the navigation began.
 * The time until the page visibly answers is the browser's own measure of it (the Event Timing API's
 * first input, as INP counts an interaction: from the tap to the next frame painted after its handlers
 * ran; reported whatever its length, unlike later events under 16 ms). The long tasks after the
 * first paint are counted too.
 *
 * The controls: the small-screen menu on every page; on the forms, a choice and then the submit button;
 * on the chat, the disclaimer's box. BENCH_INTERACTION_RUNS (default 3) runs per route and delay;
 * BENCH_INTERACTION=0 skips the section.
 */
import { chromium, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../e2e/support/chromium-flags.ts";

export interface InteractionSample {
  readonly path: string;
  readonly control: string;
  readonly delayMs: number;
  /** From the tap to the next paint, ms; NaN when the browser reported no interaction. */
  readonly responseMs: number;
  readonly longTasks: number;
  /** The part of each long task over 50 ms, summed, from the first paint to the tap. */
  readonly blockingMs: number;
}

export interface InteractionRow {
  readonly path: string;
  readonly control: string;
  readonly delayMs: number;
  readonly p50: number;
  readonly p95: number;
  readonly longTasks: number;
  readonly blockingMs: number;
}

export const interactionTargets = { menuMs: 100, controlAt3sMs: 200 };

/** The controls tapped on a route, by how a visitor finds them. */
function controlsOf(path: string): { name: string; selector: string }[] {
  const menu = { name: "menu", selector: "header summary[aria-label]" };
  if (/GetStarted$/.test(path))
    return [
      menu,
      { name: "choice", selector: "input[type=radio]" },
      { name: "submit", selector: "form button[type=submit]" },
    ];
  if (/ShareYourFire$/.test(path))
    return [
      menu,
      { name: "choice", selector: "input[type=checkbox]" },
      { name: "submit", selector: "form button[type=submit]" },
    ];
  if (/Assessments$/.test(path))
    return [menu, { name: "choice", selector: "main input[type=radio], main [role=radio]" }];
  if (/ChatWithJordan$/.test(path))
    return [menu, { name: "disclaimer box", selector: "main input[type=checkbox], main [role=checkbox]" }];
  return [menu];
}

// Installed before the page's own scripts: the interactions and long tasks the browser reports.
const observe = `{
  window.__bench = { events: [], longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.events.push({ duration: e.duration, start: e.startTime });
  }).observe({ type: "first-input", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
}`;

async function sample(
  page: Page,
  baseUrl: string,
  path: string,
  control: { name: string; selector: string },
  delayMs: number,
): Promise<InteractionSample> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: "commit" });
  const target = page.locator(control.selector).first();
  await target.waitFor({ state: "attached" });
  // The page's own clock: the tap comes `delayMs` after the navigation began.
  await page.waitForFunction((at) => performance.now() >= at, delayMs, { polling: 10 });
  const before = await page.evaluate(() => performance.now());
  await target.tap({ force: true, noWaitAfter: true, timeout: 10_000 }).catch(() => undefined);
  // The interaction's entry arrives once its frame has been painted.
  const result = await page
    .waitForFunction(
      (after) => {
        const bench = (window as unknown as { __bench: { events: { start: number; duration: number }[] } })
          .__bench;
        const events = bench.events.filter((e) => e.start >= after - 1);
        return events.length > 0 ? Math.max(...events.map((e) => e.duration)) : false;
      },
      before,
      { timeout: 15_000, polling: 50 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => Number.NaN);
  const tasks = await page
    .evaluate((until) => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      const bench = (window as unknown as { __bench: { longTasks: { start: number; duration: number }[] } })
        .__bench;
      const after = bench.longTasks.filter((t) => t.start >= paint && t.start <= until);
      return {
        count: after.length,
        blocking: after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      };
    }, before)
    .catch(() => ({ count: 0, blocking: 0 }));
  return {
    path,
    control: control.name,
    delayMs,
    responseMs: result,
    longTasks: tasks.count,
    blockingMs: tasks.blocking,
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

export async function measureFirstInteraction(
  baseUrl: string,
  paths: readonly string[],
  runs = Number(process.env.BENCH_INTERACTION_RUNS ?? 3),
  delays: readonly number[] = [1000, 3000, 6000],
): Promise<InteractionRow[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const samples: InteractionSample[] = [];
  try {
    for (const path of paths) {
      for (const control of controlsOf(path)) {
        for (const delayMs of delays) {
          for (let run = 0; run < runs; run++) {
            const context = await browser.newContext({
              viewport: { width: 412, height: 823 },
              deviceScaleFactor: 1.75,
              isMobile: true,
              hasTouch: true,
            });
            const page = await context.newPage();
            const cdp = await context.newCDPSession(page);
            await cdp.send("Network.enable");
            await cdp.send("Network.emulateNetworkConditions", {
              offline: false,
              latency: 150,
              downloadThroughput: (1.6 * 1024 * 1024) / 8,
              uploadThroughput: (750 * 1024) / 8,
            });
            await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
            await page.addInitScript(observe);
            try {
              samples.push(await sample(page, baseUrl, path, control, delayMs));
            } finally {
              await context.close();
            }
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  const rows: InteractionRow[] = [];
  for (const path of paths)
    for (const control of controlsOf(path))
      for (const delayMs of delays) {
        const of = samples.filter(
          (s) => s.path === path && s.control === control.name && s.delayMs === delayMs,
        );
        rows.push({
          path,
          control: control.name,
          delayMs,
          p50: percentile(
            of.map((s) => s.responseMs),
            50,
          ),
          p95: percentile(
            of.map((s) => s.responseMs),
            95,
          ),
          longTasks: Math.max(0, ...of.map((s) => s.longTasks)),
          blockingMs: Math.max(0, ...of.map((s) => s.blockingMs)),
        });
      }
  return rows;
}

const within = (row: InteractionRow) =>
  row.control === "menu"
    ? row.p95 <= interactionTargets.menuMs
    : row.delayMs < 3000 || row.p95 <= interactionTargets.controlAt3sMs;

export function interactionTable(rows: readonly InteractionRow[]): string {
  const head =
    "| route | control | tap at | p50 ms | p95 ms | long tasks before the tap | blocking ms | target |\n|---|---|---|---|---|---|---|---|";
  const lines = rows.map(
    (r) =>
      `| ${r.path} | ${r.control} | ${r.delayMs / 1000} s | ${Math.round(r.p50)} | ${Math.round(r.p95)} | ${r.longTasks} | ${Math.round(r.blockingMs)} | ${within(r) ? "met" : "MISSED"} |`,
  );
  return `\nFirst interaction: mobile conditions (150 ms RTT, 1.6 Mbps, CPU 4x), tap to next paint (Event Timing)\nTargets: the menu within ${interactionTargets.menuMs} ms at any time; every control within ${interactionTargets.controlAt3sMs} ms from 3 s on (p95)\n\n${head}\n${lines.join("\n")}\n`;
}

/** The summary's rows: the slowest menu tap, and the slowest control from 3 s on. */
export function interactionSummary(rows: readonly InteractionRow[]): { menu: number; at3s: number } {
  const menu = Math.max(...rows.filter((r) => r.control === "menu").map((r) => r.p95));
  const at3s = Math.max(...rows.filter((r) => r.delayMs >= 3000).map((r) => r.p95));
  return { menu, at3s };
}
