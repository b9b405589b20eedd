/**
 * `npm run bench`: starts the built server as `npm start` does, on the embedded database and on a real
 * PostgreSQL, and measures it with autocannon on loopback. Prints one table. Bounded: a few seconds a row.
 */

import { pageRoutes, siteConfig } from "@ember/domain";
import autocannon from "autocannon";
import { admin } from "../e2e/support/accounts.ts";
import { startServer } from "../e2e/support/servers.ts";
import { freePort, startThrowawayPostgres } from "../packages/server/test/setup/throwaway-postgres.ts";
import { measurePageSpeed, pageBudgets, pageSpeedTable } from "./lighthouse.ts";

interface Row {
  engine: string;
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function measure(
  url: string,
  connections: number,
  options: Partial<autocannon.Options> = {},
): Promise<Omit<Row, "engine" | "scenario">> {
  const result = await autocannon({ url, connections, duration: seconds, ...options });
  return {
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const application = JSON.stringify({
  full_name: "Bench Applicant",
  email: "bench@example.org",
  program_interest: "individual",
  goals: "Find a mentor and a project worth giving my evenings to.",
});

async function run(engine: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startServer(await freePort(), {
    ...env,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  const rows: Row[] = [];
  try {
    const add = (scenario: string, r: Omit<Row, "engine" | "scenario">) =>
      rows.push({ engine, scenario, ...r });
    add("GET /healthz (bare route)", await measure(`${server.url}/healthz`, 10));
    add(
      "GET / (prerendered, br)",
      await measure(`${server.url}/`, 10, { headers: { "accept-encoding": "br" } }),
    );
    for (const connections of [10, 50]) {
      add(
        "POST entities/Application",
        await measure(`${server.url}/api/apps/ember/entities/Application`, connections, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: application,
        }),
      );
    }
  } finally {
    await server.stop();
  }
  return rows;
}

// Page speed first, on a quiet machine: Lighthouse's simulated throttling is sensitive to other load.
const pageSpeedRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
let pageSpeed = "";
if (pageSpeedRuns > 0) {
  const server = await startServer(await freePort(), {});
  try {
    const paths = pageRoutes(siteConfig).map((route) => route.path);
    pageSpeed = pageSpeedTable(await measurePageSpeed(server.url, paths, pageSpeedRuns));
  } finally {
    await server.stop();
  }
}

const rows = await run("pglite", {});
const cluster = process.env.DATABASE_URL ? null : await startThrowawayPostgres();
try {
  rows.push(...(await run("postgres", { DATABASE_URL: process.env.DATABASE_URL ?? cluster?.url ?? "" })));
} finally {
  cluster?.stop();
}

const header = "| engine | scenario | connections | req/s | p50 ms | p99 ms | errors |";
const lines = rows.map(
  (r) => `| ${r.engine} | ${r.scenario} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`,
);
if (pageSpeed) {
  const b = pageBudgets;
  process.stdout.write(
    `\nPage speed: Lighthouse 12, mobile defaults (slow 4G, 4x CPU), median of ${pageSpeedRuns} runs\n` +
      `Budgets: score >= ${b.score}, FCP <= ${b.fcpMs} ms, LCP <= ${b.lcpMs} ms, TBT <= ${b.tbtMs} ms, CLS <= ${b.cls}, JS <= ${b.scriptKb} KB, total <= ${b.totalKb} KB\n\n${pageSpeed}\n`,
  );
}
process.stdout.write(
  `\nEmber benchmark (${seconds} s per row, loopback, this machine)\n\n${header}\n|---|---|---|---|---|---|---|\n${lines.join("\n")}\n`,
);
