/**
 * What running a Base44 function in a Deno worker costs (decision 0070): the warm call's p50 beside an
 * in-process function that answers the same, and the cold start (the first call of a fresh server:
 * Deno's start, the module's load, the answer). Budget: warm adds at most 10 ms at p50, cold at most 1 s.
 *
 * `npx tsx bench/deno-functions.ts` alone, or as part of `npm run bench` (BENCH_DENO=0 skips it).
 */
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { defineFunction } from "../packages/server/src/platform/functions/function-registry.ts";
import { prepareDenoFixtureApp } from "../packages/server/test/setup/deno-app.ts";
import { startTestApp } from "../packages/server/test/setup/test-app.ts";
import { notRun, type SummaryRow, summaryRow } from "./summary.ts";

export const DENO_WARM_BUDGET_MS = 10;
export const DENO_COLD_BUDGET_MS = 1000;
const calls = Number(process.env.BENCH_DENO_CALLS ?? 500);
const coldRuns = Number(process.env.BENCH_DENO_COLD_RUNS ?? 3);

// The in-process twin of the fixture's admin/stats function.
const stats = defineFunction({
  name: "bench/stats",
  input: z.object({}),
  handler: async () => ({ nested: true }),
});

export interface DenoFunctionsResult {
  readonly inProcessP50: number;
  readonly denoP50: number;
  readonly denoP99: number;
  /** First call of a fresh server, in ms: a function without imports, and one importing @base44/sdk. */
  readonly coldPlain: number;
  readonly coldSdk: number;
}

const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

async function timeCall(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

async function latencies(url: string): Promise<number[]> {
  for (let i = 0; i < 50; i += 1) await timeCall(url);
  const times: number[] = [];
  for (let i = 0; i < calls; i += 1) times.push(await timeCall(url));
  return times.sort((a, b) => a - b);
}

async function coldCall(name: string): Promise<number> {
  const t = await startTestApp("pglite", { APP_DIR: await prepareDenoFixtureApp() });
  try {
    return await timeCall(`${t.baseUrl}/api/functions/${name}`);
  } finally {
    await t.close();
  }
}

export async function runDenoFunctions(): Promise<DenoFunctionsResult> {
  const coldPlain: number[] = [];
  const coldSdk: number[] = [];
  for (let i = 0; i < coldRuns; i += 1) {
    coldPlain.push(await coldCall("admin/stats"));
    coldSdk.push(await coldCall("whoami"));
  }
  const t = await startTestApp("pglite", { APP_DIR: await prepareDenoFixtureApp() }, { functions: [stats] });
  try {
    const inProcess = await latencies(`${t.baseUrl}/api/functions/bench/stats`);
    const deno = await latencies(`${t.baseUrl}/api/functions/admin/stats`);
    return {
      inProcessP50: round(percentile(inProcess, 50)),
      denoP50: round(percentile(deno, 50)),
      denoP99: round(percentile(deno, 99)),
      coldPlain: Math.round(median(coldPlain)),
      coldSdk: Math.round(median(coldSdk)),
    };
  } finally {
    await t.close();
  }
}

export function denoFunctionsTable(r: DenoFunctionsResult): string {
  return [
    "",
    `## Deno functions (${calls} sequential warm calls each; cold: median of ${coldRuns} fresh servers)`,
    "",
    "| measure | value |",
    "|---|---:|",
    `| in-process function, p50 | ${r.inProcessP50} ms |`,
    `| Deno function, p50 | ${r.denoP50} ms |`,
    `| Deno function, p99 | ${r.denoP99} ms |`,
    `| warm overhead, p50 | ${round(r.denoP50 - r.inProcessP50)} ms |`,
    `| cold start, function without imports | ${r.coldPlain} ms |`,
    `| cold start, function importing @base44/sdk | ${r.coldSdk} ms |`,
    "",
  ].join("\n");
}

export function denoFunctionsRows(r: DenoFunctionsResult | undefined): SummaryRow[] {
  const warmTarget = `adds <= ${DENO_WARM_BUDGET_MS} ms at p50`;
  const coldTarget = `<= ${DENO_COLD_BUDGET_MS} ms`;
  if (!r) {
    return [
      notRun("Deno function, warm call", warmTarget, "BENCH_DENO=0"),
      notRun("Deno function, cold start", coldTarget, "BENCH_DENO=0"),
    ];
  }
  const overhead = round(r.denoP50 - r.inProcessP50);
  return [
    summaryRow(
      "Deno function, warm call",
      `+${overhead} ms at p50`,
      warmTarget,
      overhead <= DENO_WARM_BUDGET_MS,
    ),
    summaryRow(
      "Deno function, cold start",
      `${r.coldPlain} ms (with @base44/sdk: ${r.coldSdk} ms)`,
      coldTarget,
      Math.max(r.coldPlain, r.coldSdk) <= DENO_COLD_BUDGET_MS,
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runDenoFunctions();
  process.stdout.write(denoFunctionsTable(result));
  for (const row of denoFunctionsRows(result)) {
    process.stdout.write(`${row.measure}: ${row.value} (${row.verdict})\n`);
  }
}
