/**
 * The offline crisis detector (decision 0050): recall and false alarms on both slices of the
 * development set, the time to judge one message on the server (Node) and in the browser on a 4x-slowed
 * CPU (Debian's Chromium, the detector bundled with esbuild as the chat bundle ships it), and the size of
 * that bundle. Per message, the time is the median of 5 runs after a warm-up pass over the whole set (the
 * median keeps a busy machine's pauses out of one message's figure); the p99 is over messages. The first
 * call, which compiles the regular expressions, is reported on its own.
 *
 * `npx tsx bench/crisis-detection.ts` alone, or as part of `npm run bench` (BENCH_CRISIS=0 skips it).
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { build } from "esbuild";
import { chromiumArgs, chromiumPath } from "../e2e/support/chromium-flags.ts";
import { detectCrisis } from "../packages/domain/src/crisis/detect-crisis.ts";
import { devMessages } from "../packages/domain/test/crisis/dev-messages.ts";
import {
  type DevReport,
  fmt,
  measureDevSet,
  reportTable,
  targets,
} from "../packages/domain/test/crisis/dev-report.ts";
import { notRun, type SummaryRow, summaryRow } from "./summary.ts";

/** Targets: p99 per message. */
export const SERVER_P99_MS = 1;
export const BROWSER_P99_MS = 5;
const RUNS = 5;
const CPU_SLOWDOWN = 4;

export interface Timing {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  /** The very first call, which compiles the expressions it reaches. */
  readonly firstMs: number;
  /** Loading the detector's code (module evaluation). */
  readonly loadMs: number;
}

export interface CrisisDetectionResult {
  readonly report: DevReport;
  readonly server: Timing;
  readonly browser: Timing | { readonly error: string };
  readonly bundle: { readonly raw: number; readonly gzip: number; readonly brotli: number };
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const cases = devMessages.map((m) => ({ text: m.text, prev: [...m.prev] }));

function summarise(perMessage: readonly number[], firstMs: number, loadMs: number): Timing {
  const sorted = [...perMessage].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    firstMs,
    loadMs,
  };
}

/** Loading the detector and its first call, in a fresh Node process (nothing compiled yet). */
function coldServerStart(): { loadMs: number; firstMs: number } {
  const detector = fileURLToPath(new URL("../packages/domain/src/crisis/detect-crisis.ts", import.meta.url));
  const script = `const t0 = performance.now();
const { detectCrisis } = await import(${JSON.stringify(detector)});
const t1 = performance.now();
detectCrisis("How do I find a mentor in engineering?");
const t2 = performance.now();
process.stdout.write(JSON.stringify({ loadMs: t1 - t0, firstMs: t2 - t1 }));`;
  const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    encoding: "utf8",
  });
  return JSON.parse(out) as { loadMs: number; firstMs: number };
}

/** Node, warm: every message of the set, the median of RUNS runs each. */
function serverTiming(): Timing {
  const { loadMs, firstMs } = coldServerStart();
  for (const c of cases) detectCrisis(c.text, c.prev);
  const perMessage = cases.map((c) => {
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      detectCrisis(c.text, c.prev);
      runs.push(performance.now() - start);
    }
    return median(runs);
  });
  return summarise(perMessage, firstMs, loadMs);
}

/** The detector as the browser gets it: one minified ES bundle, UTF-8, as Vite builds the chat chunk. */
async function bundleDetector(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { detectCrisis } from "./packages/domain/src/crisis/detect-crisis.ts";\nglobalThis.__detectCrisis = detectCrisis;`,
      resolveDir: fileURLToPath(new URL("..", import.meta.url)),
      loader: "ts",
    },
    bundle: true,
    minify: true,
    charset: "utf8",
    format: "iife",
    target: "es2022",
    write: false,
    logLevel: "warning",
  });
  return result.outputFiles[0]?.text ?? "";
}

interface BrowserSample {
  readonly perMessage: number[];
  readonly firstMs: number;
  readonly loadMs: number;
}

async function browserTiming(code: string): Promise<Timing> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.setContent("<!doctype html><title>crisis bench</title>");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const sample = await page.evaluate(
      ({ code, cases, runs }): BrowserSample => {
        type Detect = (text: string, prev: readonly string[]) => unknown;
        const loadStart = performance.now();
        // The bundle defines globalThis.__detectCrisis; a script element runs it as the page would.
        const script = document.createElement("script");
        script.textContent = code;
        document.head.append(script);
        const loadMs = performance.now() - loadStart;
        const detect = (globalThis as unknown as { __detectCrisis: Detect }).__detectCrisis;
        const firstStart = performance.now();
        detect("How do I find a mentor in engineering?", []);
        const firstMs = performance.now() - firstStart;
        for (const c of cases) detect(c.text, c.prev);
        const perMessage = cases.map((c) => {
          const times: number[] = [];
          for (let i = 0; i < runs; i++) {
            const start = performance.now();
            detect(c.text, c.prev);
            times.push(performance.now() - start);
          }
          return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
        });
        return { perMessage, firstMs, loadMs };
      },
      { code, cases, runs: RUNS },
    );
    return summarise(sample.perMessage, sample.firstMs, sample.loadMs);
  } finally {
    await browser.close();
  }
}

export async function runCrisisDetection(): Promise<CrisisDetectionResult> {
  const server = serverTiming();
  const report = measureDevSet(detectCrisis);
  const code = await bundleDetector();
  const bytes = Buffer.from(code);
  const bundle = {
    raw: bytes.length,
    gzip: gzipSync(bytes).length,
    brotli: brotliCompressSync(bytes).length,
  };
  let browser: CrisisDetectionResult["browser"];
  try {
    browser = await browserTiming(code);
  } catch (error) {
    browser = { error: error instanceof Error ? (error.message.split("\n")[0] ?? "failed") : String(error) };
  }
  return { report, server, browser, bundle };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;
const timingText = (t: Timing) =>
  `p50 ${ms(t.p50)}, p99 ${ms(t.p99)}, max ${ms(t.max)}; first call ${ms(t.firstMs)}, load ${ms(t.loadMs)}`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function crisisDetectionTable(r: CrisisDetectionResult): string {
  const browser = "error" in r.browser ? `not measured: ${r.browser.error}` : timingText(r.browser);
  return (
    `\nCrisis detection (decision 0050): development set, ${cases.length} messages (${r.report.heldOut.messages} held out)\n\n` +
    `${reportTable(r.report)}\n\n` +
    `Time per message (median of ${RUNS} runs, after a warm-up pass): server (Node) ${timingText(r.server)}\n` +
    `Browser (Chromium, CPU slowed ${CPU_SLOWDOWN}x): ${browser}\n` +
    `Detector bundle: ${kb(r.bundle.raw)} minified, ${kb(r.bundle.gzip)} gzip, ${kb(r.bundle.brotli)} brotli\n`
  );
}

export function crisisDetectionRows(r: CrisisDetectionResult | undefined): SummaryRow[] {
  const how = "BENCH_CRISIS=0";
  if (!r) {
    return [
      notRun("crisis detection recall (held-out)", `>= ${targets.recall}`, how),
      notRun(
        "crisis detection time per message",
        `p99 <= ${SERVER_P99_MS} ms server, <= ${BROWSER_P99_MS} ms browser 4x`,
        how,
      ),
    ];
  }
  const held = r.report.heldOut;
  const tuning = r.report.tuning;
  const rate = (x: number | null) => x ?? 0;
  const browserOk = "error" in r.browser ? false : r.browser.p99 <= BROWSER_P99_MS;
  return [
    summaryRow(
      "crisis detection recall (held-out; tuning)",
      `${fmt(held.recall)}; ${fmt(tuning.recall)}`,
      `>= ${targets.recall}, every kind >= ${targets.recallPerKind}`,
      rate(held.recall.rate) >= targets.recall &&
        Object.values(held.recallByKind).every(
          (s) => s.n < targets.minKindSize || rate(s.rate) >= targets.recallPerKind,
        ),
    ),
    summaryRow(
      "crisis imminent danger at tier 1-2 (held-out)",
      fmt(held.imminentFullResponse),
      `>= ${targets.imminentFullResponse}`,
      rate(held.imminentFullResponse.rate) >= targets.imminentFullResponse,
    ),
    summaryRow(
      "crisis full modal on hard negatives (held-out; tuning)",
      `${fmt(held.hardNegativeFullModal)}; ${fmt(tuning.hardNegativeFullModal)}`,
      `<= ${targets.hardNegativeFullModal}`,
      rate(held.hardNegativeFullModal.rate) <= targets.hardNegativeFullModal,
    ),
    summaryRow(
      "crisis alarms on ordinary messages (held-out; tuning)",
      `${fmt(held.ordinaryAlarms)}; ${fmt(tuning.ordinaryAlarms)}`,
      "0",
      held.ordinaryAlarms.hit === 0 && tuning.ordinaryAlarms.hit === 0,
    ),
    summaryRow(
      "crisis detection time, server (Node)",
      `p99 ${ms(r.server.p99)}, p50 ${ms(r.server.p50)}; first call ${ms(r.server.firstMs)}`,
      `p99 <= ${SERVER_P99_MS} ms`,
      r.server.p99 <= SERVER_P99_MS,
    ),
    summaryRow(
      `crisis detection time, browser (CPU ${CPU_SLOWDOWN}x slower)`,
      "error" in r.browser
        ? `not measured: ${r.browser.error}`
        : `p99 ${ms(r.browser.p99)}, p50 ${ms(r.browser.p50)}; first call ${ms(r.browser.firstMs)}`,
      `p99 <= ${BROWSER_P99_MS} ms`,
      browserOk,
    ),
    summaryRow(
      "crisis detector bundle",
      `${kb(r.bundle.brotli)} brotli (${kb(r.bundle.raw)} minified)`,
      "reported",
      null,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runCrisisDetection();
  process.stdout.write(crisisDetectionTable(result));
  process.stdout.write(
    `\n${crisisDetectionRows(result)
      .map((row) => `| ${row.measure} | ${row.value} | ${row.target} | ${row.verdict} |`)
      .join("\n")}\n`,
  );
}
