/**
 * The development loop as a contributor feels it (docs/running.md): `npm run dev` started on free ports and
 * a fresh data folder, then, three times each, a server source edited until the server answers with the
 * change, and a page's text edited until the open page in Chromium shows it. Both files are put back as
 * they were, whatever happens. Targets: a page text within 2 s, a server edit within 3 s.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../e2e/support/chromium-flags.ts";
import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";
import { notRun, type SummaryRow, summaryRow } from "./summary.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROUNDS = 3;
const PAGE_TARGET_MS = 2000;
const SERVER_TARGET_MS = 3000;
/**
 * A contributor's saves are seconds apart. Saved back to back, a save met the last restart's start-up work
 * (the crisis detector warms after the server listens) and took 1.5 s longer; and a page saved while it
 * still fetched the last save's updates (Vite sends three per save) kept the last text for good.
 */
const BETWEEN_SAVES_MS = 1500;
const pause = () => new Promise((resolve) => setTimeout(resolve, BETWEEN_SAVES_MS));

export interface DevLoop {
  readonly serverEditMs: readonly number[];
  readonly pageTextMs: readonly number[];
}

/** Polls until `check` holds, answering the milliseconds it took, or throws after `limitMs`. */
async function timeUntil(check: () => Promise<boolean>, limitMs: number, what: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check().catch(() => false)) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${what}: not seen within ${limitMs} ms`);
}

/** Saves as most editors do, whole: written beside the file, then renamed over it (one change to watch). */
async function save(file: string, text: string) {
  const beside = `${file}.dev-loop-${process.pid}`;
  await writeFile(beside, text);
  await rename(beside, file);
}

/** Edits a file for the length of `measure`, then puts it back byte for byte. */
async function withEdits<T>(
  file: string,
  measure: (edit: (from: string, to: string) => Promise<void>) => Promise<T>,
) {
  const original = await readFile(file, "utf8");
  try {
    return await measure(async (from, to) => {
      if (!original.includes(from)) throw new Error(`${path.relative(root, file)} no longer holds ${from}`);
      await save(file, original.replace(from, to));
    });
  } finally {
    await save(file, original);
  }
}

const stopDev = (dev: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (dev.exitCode !== null || dev.signalCode !== null) return resolve();
    dev.once("exit", () => resolve());
    dev.kill("SIGTERM");
  });

export async function runDevLoop(): Promise<DevLoop> {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(tmpdir(), "ember-dev-loop-"));
  const dev = spawn(process.execPath, [path.join(root, "scripts/dev.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      DEV_API_PORT: String(apiPort),
      DEV_WEB_PORT: String(webPort),
      DEV_DATA_DIR: dataDir,
    },
    stdio: "ignore",
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const health = async () =>
      ((await (await fetch(`http://127.0.0.1:${apiPort}/healthz`)).json()) as { status?: string }).status;
    await timeUntil(async () => (await health()) === "ok", 180_000, "the development server");
    await timeUntil(async () => (await fetch(`http://localhost:${webPort}/`)).ok, 180_000, "the web server");

    const page = await browser.newPage();
    await page.goto(`http://localhost:${webPort}/FAQ`, { waitUntil: "networkidle", timeout: 180_000 });
    const heading = "Still have a question?";
    await page.getByText(heading).waitFor({ timeout: 60_000 });
    // Hot updates reach a page whose scripts run: measured from there, as a contributor's open tab. Both
    // edits are made with it open, after the start's own work (Vite's first compile), as a contributor's are.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    const serverEditMs = await withEdits(
      path.join(root, "packages/server/src/platform/health.ts"),
      async (edit) => {
        const times: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const marker = `ok-${round}`;
          await pause();
          await edit('({ status: "ok" })', `({ status: "${marker}" })`);
          times.push(await timeUntil(async () => (await health()) === marker, 30_000, "a server edit"));
        }
        return times;
      },
    );
    // The server back as it was before the page is measured: both would share the CPU.
    await timeUntil(async () => (await health()) === "ok", 30_000, "the server put back");

    const pageTextMs = await withEdits(path.join(root, "packages/web/src/content/faq.ts"), async (edit) => {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const text = `Still have a question (${round})?`;
        await pause();
        await edit(`heading: "${heading}"`, `heading: "${text}"`);
        times.push(
          await timeUntil(
            () => page.evaluate((wanted) => document.body.textContent?.includes(wanted) ?? false, text),
            30_000,
            "a page text edit",
          ),
        );
      }
      return times;
    });
    return { serverEditMs, pageTextMs };
  } finally {
    await browser.close();
    await stopDev(dev);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const worst = (values: readonly number[]) => Math.max(...values);

export function devLoopTable(loop: DevLoop): string {
  return [
    "\n## Development loop (`npm run dev`)\n",
    "| edit | each of three rounds | target |",
    "|---|---|---|",
    `| a page's text, shown in the open page | ${loop.pageTextMs.join(", ")} ms | ≤ ${PAGE_TARGET_MS} ms |`,
    `| a server source, answering with the change | ${loop.serverEditMs.join(", ")} ms | ≤ ${SERVER_TARGET_MS} ms |`,
    "",
  ].join("\n");
}

export function devLoopRows(loop: DevLoop | undefined): SummaryRow[] {
  const pageTarget = `≤ ${PAGE_TARGET_MS} ms`;
  const serverTarget = `≤ ${SERVER_TARGET_MS} ms`;
  if (!loop) {
    return [
      notRun("dev loop: page text edit shown", pageTarget, "BENCH_DEV_LOOP=0"),
      notRun("dev loop: server edit live", serverTarget, "BENCH_DEV_LOOP=0"),
    ];
  }
  return [
    summaryRow(
      "dev loop: page text edit shown",
      `${worst(loop.pageTextMs)} ms (worst of 3)`,
      pageTarget,
      worst(loop.pageTextMs) <= PAGE_TARGET_MS,
    ),
    summaryRow(
      "dev loop: server edit live",
      `${worst(loop.serverEditMs)} ms (worst of 3)`,
      serverTarget,
      worst(loop.serverEditMs) <= SERVER_TARGET_MS,
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(devLoopTable(await runDevLoop()));
}
