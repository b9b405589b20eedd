/**
 * The one table `npm run bench` ends with: one row per measure, its target, and met / missed / not run.
 * Each section hands in its typed results, or `undefined` when its env variable skipped it; a new section
 * (e.g. the console at scale) adds its rows through `extra`, built with `summaryRow`.
 */
import type { BadgeScaleRow } from "./badges-scale.ts";
import { type PageSpeed, pageBudgets } from "./lighthouse.ts";
import { type LoadRow, lossOf } from "./load-no-loss.ts";
import type { TranslationCostRow } from "./translation-cost.ts";

export type Verdict = "met" | "missed" | "not run" | "measured";

export interface SummaryRow {
  readonly measure: string;
  readonly value: string;
  readonly target: string;
  readonly verdict: Verdict;
}

/** One submitApplication row of the run, with the bare Fastify route's req/s at the same concurrency. */
export interface SubmitResult {
  readonly engine: string;
  readonly connections: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly bareRps: number;
}

export interface BenchResults {
  readonly pageSpeed?: readonly PageSpeed[] | undefined;
  readonly submit?: readonly SubmitResult[] | undefined;
  readonly badges?: readonly BadgeScaleRow[] | undefined;
  readonly translation?: readonly TranslationCostRow[] | undefined;
  readonly load?: readonly LoadRow[] | undefined;
  /** Rows of sections that build their own (undefined values are rows "not run"). */
  readonly extra?: readonly SummaryRow[] | undefined;
}

export const summaryRow = (
  measure: string,
  value: string,
  target: string,
  ok: boolean | null,
): SummaryRow => ({
  measure,
  value,
  target,
  verdict: ok === null ? "measured" : ok ? "met" : "missed",
});
export const notRun = (measure: string, target: string, how: string): SummaryRow => ({
  measure,
  value: `not run (${how})`,
  target,
  verdict: "not run",
});

const pageTarget = `score >= ${pageBudgets.score}, FCP <= ${pageBudgets.fcpMs} ms, LCP <= ${pageBudgets.lcpMs} ms`;
const submitTarget = "at 10 clients: >= 1000 req/s, p99 <= 30 ms";
const max = (values: readonly number[]) => values.reduce((a, b) => Math.max(a, b), 0);

function pageRows(rows: readonly PageSpeed[] | undefined): SummaryRow[] {
  if (!rows) return [notRun("page speed", pageTarget, "BENCH_LIGHTHOUSE_RUNS=0")];
  return rows.map((r) =>
    summaryRow(
      `page speed ${r.path}`,
      `score ${r.score}, FCP ${Math.round(r.fcpMs)} ms, LCP ${Math.round(r.lcpMs)} ms`,
      pageTarget,
      r.score >= pageBudgets.score && r.fcpMs <= pageBudgets.fcpMs && r.lcpMs <= pageBudgets.lcpMs,
    ),
  );
}

function submitRows(rows: readonly SubmitResult[] | undefined): SummaryRow[] {
  if (!rows) return [notRun("submitApplication throughput", submitTarget, "BENCH_SUBMIT=0")];
  return rows.map((r) =>
    summaryRow(
      `submitApplication ${r.engine}, ${r.connections} clients`,
      `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${(r.rps / Math.max(1, r.bareRps)).toFixed(3)} of bare Fastify (${r.bareRps} req/s)`,
      r.connections === 10 ? submitTarget : "reported",
      r.connections === 10 ? r.rps >= 1000 && r.p99 <= 30 : null,
    ),
  );
}

function badgeRows(rows: readonly BadgeScaleRow[] | undefined): SummaryRow[] {
  const target = "board p50 at the largest size <= 3x the smallest";
  if (!rows) return [notRun("badge board latency", target, 'BENCH_BADGE_SIZES=""')];
  const board = rows.filter((r) => r.scenario === "badgeBoard");
  return [...new Set(board.map((r) => r.engine))].map((engine) => {
    const of = board.filter((r) => r.engine === engine).sort((a, b) => a.badges - b.badges);
    const small = of[0];
    const large = of.at(-1);
    const ratio = small && large ? large.p50 / Math.max(0.01, small.p50) : Number.NaN;
    return summaryRow(
      `badge board ${engine}`,
      of.map((r) => `${r.badges.toLocaleString("en")}: p50 ${r.p50} ms, p99 ${r.p99} ms`).join("; "),
      target,
      ratio <= 3,
    );
  });
}

function translationRows(rows: readonly TranslationCostRow[] | undefined): SummaryRow[] {
  const targets = ["<= 1", "0", "< 300 ms"] as const;
  if (!rows) {
    return [
      notRun("translation model requests per page view, cold", targets[0], "BENCH_TRANSLATION=0"),
      notRun("translation model requests per page view, warm", targets[1], "BENCH_TRANSLATION=0"),
      notRun("warm time to translated first paint", targets[2], "BENCH_TRANSLATION=0"),
    ];
  }
  const cold = max(rows.map((r) => r.coldMaxRequests));
  const warm = max(rows.map((r) => r.warmRequests));
  // The first contentful paint of a warm view; it counts only if every content text was translated then.
  const warmMs = max(rows.map((r) => r.warmFirstPaintMs));
  const translatedShare = Math.min(...rows.map((r) => r.warmTranslatedAtFirstPaint));
  return [
    summaryRow("translation model requests per page view, cold", `max ${cold}`, targets[0], cold <= 1),
    summaryRow("translation model requests per page view, warm", `max ${warm}`, targets[1], warm === 0),
    summaryRow(
      "warm time to translated first paint",
      `worst language p50 ${Math.round(warmMs)} ms; ${Math.round(translatedShare * 100)}% of views translated at first paint`,
      targets[2],
      warmMs < 300 && translatedShare === 1,
    ),
  ];
}

function loadRows(rows: readonly LoadRow[] | undefined): SummaryRow[] {
  if (!rows) return [notRun("load test loss", "0", "BENCH_LOAD_SECONDS=0")];
  return rows.map((r) =>
    summaryRow(
      `load test ${r.engine}, ${r.clients} clients, ${r.seconds} s`,
      `loss ${lossOf(r)}; ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms; drain ${r.drainRate} e-mails/s`,
      "loss 0",
      lossOf(r) === 0,
    ),
  );
}

export function summaryRows(results: BenchResults): SummaryRow[] {
  return [
    ...pageRows(results.pageSpeed),
    ...submitRows(results.submit),
    ...badgeRows(results.badges),
    ...translationRows(results.translation),
    ...loadRows(results.load),
    ...(results.extra ?? []),
  ];
}

export function summaryTable(results: BenchResults): string {
  const lines = summaryRows(results).map((r) => `| ${r.measure} | ${r.value} | ${r.target} | ${r.verdict} |`);
  return `\nSummary\n\n| measure | result | target | verdict |\n|---|---|---|---|\n${lines.join("\n")}\n`;
}
