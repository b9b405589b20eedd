/**
 * The one table `npm run bench` ends with: one row per measure, its target, and met / missed / not run.
 * Each section hands in its typed results, or `undefined` when its env variable skipped it; a new section
 * (e.g. the console at scale) adds its rows through `extra`, built with `summaryRow`.
 */
import { localizedPath } from "@ember/domain";
import type { BadgeScaleRow } from "./badges-scale.ts";
import type { LanguagesResult } from "./languages.ts";
import { type PageSpeed, pageBudgets } from "./lighthouse.ts";
import { type LoadRow, lossOf } from "./load-no-loss.ts";

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
  readonly languages?: LanguagesResult | undefined;
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

/**
 * Targets of the languages section (bench/languages.ts): Lighthouse's score in every language, and no
 * more than `belowEnglish` points under English's on the same page (Lighthouse's run-to-run noise on one
 * page; a real regression is larger); no model call for a page view; and a returning visitor sent from the
 * English address to their language's (one redirect) painting within `returningFcpRatio` of an English
 * visitor.
 */
export const languageTargets = {
  score: pageBudgets.score,
  belowEnglish: 2,
  modelCallsPerView: 0,
  returningFcpRatio: 1.1,
} as const;

/** 1.043 -> '+4.3%'. */
export const formatRatio = (ratio: number): string => {
  const percent = (ratio - 1) * 100;
  return `${percent >= 0 ? "+" : ""}${percent.toFixed(1)}%`;
};

export function languageSummaryRows(result: LanguagesResult | undefined): SummaryRow[] {
  const t = languageTargets;
  const lighthouseTarget = `score >= ${t.score}, and >= English's on the same page - ${t.belowEnglish} (noise tolerance)`;
  const callsTarget = `${t.modelCallsPerView}`;
  const returningTarget = `FCP <= English visitor's + ${Math.round((t.returningFcpRatio - 1) * 100)}%`;
  const returningMeasure = "languages: returning es visitor's FCP on /Team (lang=es, 302 to /es/Team)";
  const htmlMeasure = "languages: /Team HTML bytes as served (br)";
  if (!result) {
    return [
      notRun("languages: Lighthouse per language", lighthouseTarget, "BENCH_LANGUAGES=0"),
      notRun("languages: model calls per page view", callsTarget, "BENCH_LANGUAGES=0"),
      notRun(returningMeasure, returningTarget, "BENCH_LANGUAGES=0"),
      notRun(htmlMeasure, "reported", "BENCH_LANGUAGES=0"),
    ];
  }
  const rows: SummaryRow[] = [];
  const english = new Map(
    result.rows.find((r) => r.language === "en")?.pageSpeed.map((p) => [p.page, p.score]) ?? [],
  );
  if (result.lighthouseRuns === 0) {
    rows.push(notRun("languages: Lighthouse per language", lighthouseTarget, "BENCH_LIGHTHOUSE_RUNS=0"));
  } else {
    for (const r of result.rows) {
      const isEnglish = r.language === "en";
      const pages = r.pageSpeed.map((p) => {
        const englishScore = english.get(p.page) ?? Number.NaN;
        return {
          text: `${p.path} ${p.score}${isEnglish ? "" : ` (en ${englishScore})`}`,
          ok: p.score >= t.score && (isEnglish || p.score >= englishScore - t.belowEnglish),
        };
      });
      const fcp = max(r.pageSpeed.map((p) => p.fcpMs));
      rows.push(
        summaryRow(
          `languages: Lighthouse ${r.language}`,
          `${pages.map((p) => p.text).join(", ")}; FCP <= ${Math.round(fcp)} ms`,
          isEnglish ? `score >= ${t.score}` : lighthouseTarget,
          pages.length > 0 && pages.every((p) => p.ok),
        ),
      );
    }
  }
  const views = result.rows.reduce((sum, r) => sum + r.views, 0);
  const calls = result.rows.reduce((sum, r) => sum + r.modelCalls, 0);
  const worst = max(result.rows.map((r) => r.maxModelCallsPerView));
  const unhydrated = result.rows.reduce((sum, r) => sum + r.unhydratedViews, 0);
  const failed = result.rows.flatMap((r) => r.failedViews);
  rows.push(
    summaryRow(
      "languages: model calls per page view",
      `max ${worst} over ${views} views (${result.pages} pages x ${result.rows.length} languages), ${calls} in all` +
        `; ${result.lighthouseModelCalls} over ${result.lighthouseViews} Lighthouse loads` +
        (unhydrated > 0
          ? `; ${unhydrated} views never hydrated, so never asked what a scripted page asks`
          : "") +
        (failed.length > 0 ? `; ${failed.length} pages did not load (${failed.slice(0, 3).join("; ")})` : ""),
      callsTarget,
      worst === t.modelCallsPerView &&
        result.lighthouseModelCalls === 0 &&
        unhydrated === 0 &&
        failed.length === 0,
    ),
  );
  const back = result.returning;
  if (!back) {
    rows.push(notRun(returningMeasure, returningTarget, "BENCH_LIGHTHOUSE_RUNS=0"));
  } else {
    const ratio = back.fcpMs / back.englishFcpMs;
    const arrived = localizedPath(back.language, back.path);
    const redirected = back.status === 302 && back.location === arrived && back.finalPath === arrived;
    rows.push(
      summaryRow(
        returningMeasure,
        `${Math.round(back.fcpMs)} ms vs English ${Math.round(back.englishFcpMs)} ms (${formatRatio(ratio)}); ` +
          (redirected
            ? `${back.status} to ${back.location}`
            : `NOT redirected: ${back.status}${back.location ? ` to ${back.location}` : ""}, ended on ${back.finalPath}`),
        returningTarget,
        redirected && ratio <= t.returningFcpRatio,
      ),
    );
  }
  rows.push(
    summaryRow(
      htmlMeasure,
      result.rows
        .map(
          (r) =>
            `${r.language} ${r.teamHtmlBytes.toLocaleString("en")}${r.teamHtmlEncoding === "br" ? "" : ` (${r.teamHtmlEncoding})`}`,
        )
        .join(", "),
      "reported",
      null,
    ),
  );
  return rows;
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
    ...languageSummaryRows(results.languages),
    ...loadRows(results.load),
    ...(results.extra ?? []),
  ];
}

export function summaryTable(results: BenchResults): string {
  const lines = summaryRows(results).map((r) => `| ${r.measure} | ${r.value} | ${r.target} | ${r.verdict} |`);
  return `\nSummary\n\n| measure | result | target | verdict |\n|---|---|---|---|\n${lines.join("\n")}\n`;
}
