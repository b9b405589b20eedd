import { describe, expect, it } from "vitest";
import type { LoadRow } from "../load-no-loss.ts";
import { summaryRow, summaryRows, summaryTable } from "../summary.ts";

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
});
