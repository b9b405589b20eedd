import { describe, expect, it } from "vitest";
import type { LanguageRow, LanguagesResult } from "../languages.ts";
import type { PageSpeed } from "../lighthouse.ts";
import type { LoadRow } from "../load-no-loss.ts";
import { languageSummaryRows, summaryRow, summaryRows, summaryTable } from "../summary.ts";

const load = (engine: string, records: number): LoadRow => ({
  engine,
  seconds: 5,
  clients: 200,
  acknowledged: 100,
  rps: 400,
  p50: 20,
  p99: 90,
  serverErrors: 0,
  otherErrors: 0,
  records,
  expectedEmails: 200,
  delivered: 200,
  duplicates: 0,
  drainRate: 1000,
  drainSeconds: 1,
});

const speed = (path: string, score: number, fcpMs = 900): PageSpeed => ({
  path,
  score,
  fcpMs,
  lcpMs: 1200,
  tbtMs: 0,
  cls: 0,
  scriptKb: 60,
  totalKb: 200,
  finalPath: path,
});

const language = (code: "en" | "es" | "ar", scores: [number, number], calls = 0): LanguageRow => {
  const prefix = code === "en" ? "" : `/${code}`;
  return {
    language: code,
    pageSpeed: [
      { ...speed(prefix || "/", scores[0]), page: "/" },
      { ...speed(`${prefix}/Team`, scores[1]), page: "/Team" },
    ],
    views: 18,
    modelCalls: calls,
    maxModelCallsPerView: calls,
    unhydratedViews: 0,
    failedViews: [],
    teamHtmlBytes: 20_000,
    teamHtmlEncoding: "br",
  };
};

const languagesResult = (overrides: Partial<LanguagesResult> = {}): LanguagesResult => ({
  rows: [language("en", [99, 98]), language("es", [97, 96]), language("ar", [99, 95])],
  pages: 18,
  lighthouseRuns: 1,
  returning: {
    language: "es",
    path: "/Team",
    status: 302,
    location: "/es/Team",
    finalPath: "/es/Team",
    fcpMs: 1050,
    englishFcpMs: 1000,
    directFcpMs: 1010,
  },
  lighthouseModelCalls: 0,
  lighthouseViews: 10,
  modelCallsAtStart: 0,
  ...overrides,
});

describe("the bench summary", () => {
  it("says 'not run' for every skipped section", () => {
    const rows = summaryRows({});
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => r.verdict === "not run")).toBe(true);
    expect(rows.map((r) => r.value).join(" ")).toContain("BENCH_SUBMIT=0");
  });

  it("judges each measure against its target", () => {
    const rows = summaryRows({
      submit: [
        { engine: "pglite", connections: 10, rps: 1500, p50: 5, p99: 20, bareRps: 15000 },
        { engine: "postgres", connections: 10, rps: 900, p50: 9, p99: 25, bareRps: 15000 },
        { engine: "pglite", connections: 50, rps: 1600, p50: 25, p99: 60, bareRps: 16000 },
      ],
      load: [load("pglite", 100), load("postgres", 99)],
    });
    const verdict = (measure: string) => rows.find((r) => r.measure === measure)?.verdict;
    expect(verdict("submitApplication pglite, 10 clients")).toBe("met");
    expect(verdict("submitApplication postgres, 10 clients")).toBe("missed");
    expect(verdict("submitApplication pglite, 50 clients")).toBe("measured");
    expect(rows.find((r) => r.measure.startsWith("submitApplication pglite, 10"))?.value).toContain(
      "0.100 of bare Fastify",
    );
    expect(verdict("load test pglite, 200 clients, 5 s")).toBe("met");
    expect(verdict("load test postgres, 200 clients, 5 s")).toBe("missed");
    expect(verdict("page speed")).toBe("not run");
  });

  it("ends with rows another section adds", () => {
    const table = summaryTable({
      extra: [summaryRow("console at 100,000 records", "p50 12 ms", "<= 50 ms", true)],
    });
    expect(table.startsWith("\nSummary\n")).toBe(true);
    expect(table.trimEnd().split("\n").at(-1)).toBe(
      "| console at 100,000 records | p50 12 ms | <= 50 ms | met |",
    );
  });

  it("judges every language against 95 and against English's page, with 2 points of noise", () => {
    const rows = languageSummaryRows(languagesResult());
    const verdict = (measure: string) => rows.find((r) => r.measure === measure)?.verdict;
    expect(verdict("languages: Lighthouse en")).toBe("met");
    // 97 against English's 99 is within the tolerance; 96 against 98 too.
    expect(verdict("languages: Lighthouse es")).toBe("met");
    // 95 is the floor, but 3 points under English's 98 on /Team.
    expect(verdict("languages: Lighthouse ar")).toBe("missed");
    expect(rows.find((r) => r.measure === "languages: Lighthouse ar")?.value).toContain(
      "/ar/Team 95 (en 98)",
    );
    expect(verdict("languages: model calls per page view")).toBe("met");
    expect(rows.find((r) => r.measure.startsWith("languages: returning"))?.verdict).toBe("met");
    expect(verdict("languages: /Team HTML bytes as served (br)")).toBe("measured");
  });

  it("misses a model call in any view, a slow returning visitor, or one never redirected", () => {
    const returning = (result: LanguagesResult) =>
      languageSummaryRows(result).find((r) => r.measure.startsWith("languages: returning"));
    const calls = languageSummaryRows(
      languagesResult({ rows: [language("en", [99, 98]), language("es", [97, 96], 1)] }),
    ).find((r) => r.measure === "languages: model calls per page view");
    expect(calls?.verdict).toBe("missed");
    const base = languagesResult().returning;
    if (!base) throw new Error("no returning visitor");
    expect(returning(languagesResult({ returning: { ...base, fcpMs: 1150 } }))?.verdict).toBe("missed");
    const notRedirected = returning(
      languagesResult({ returning: { ...base, status: 200, location: "", finalPath: "/Team" } }),
    );
    expect(notRedirected?.verdict).toBe("missed");
    expect(notRedirected?.value).toContain("NOT redirected");
  });

  it("says which switch skipped the languages or their Lighthouse runs", () => {
    expect(languageSummaryRows(undefined).every((r) => r.value.includes("BENCH_LANGUAGES=0"))).toBe(true);
    const rows = languageSummaryRows(
      languagesResult({
        lighthouseRuns: 0,
        returning: undefined,
        rows: languagesResult().rows.map((r) => ({ ...r, pageSpeed: [] })),
      }),
    );
    expect(rows.filter((r) => r.verdict === "not run").map((r) => r.value)).toEqual([
      "not run (BENCH_LIGHTHOUSE_RUNS=0)",
      "not run (BENCH_LIGHTHOUSE_RUNS=0)",
    ]);
  });
});
