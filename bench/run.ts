/**
 * `npm run bench`: starts the built server as `npm start` does, on the embedded database and on a real
 * PostgreSQL, and measures it with autocannon on loopback. Prints the detailed tables, then ends with one
 * Summary table (bench/summary.ts). Every section can be skipped by its env variable (docs/benchmarks.md).
 */

import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { pageRoutes, siteConfig } from "@ember/domain";
import autocannon from "autocannon";
import { admin } from "../e2e/support/accounts.ts";
import { startServer } from "../e2e/support/servers.ts";
import { freePort, startThrowawayPostgres } from "../packages/server/test/setup/throwaway-postgres.ts";
import { badgeScaleTable, badgeSizes, runBadgeScale } from "./badges-scale.ts";
import { consoleLiveRows, consoleLiveTable, runConsoleLive } from "./console-live.ts";
import { consoleScaleTable, consoleSizes, consoleSummaryRows, runConsoleScale } from "./console-scale.ts";
import { crisisDetectionRows, crisisDetectionTable, runCrisisDetection } from "./crisis-detection.ts";
import { denoFunctionsRows, denoFunctionsTable, runDenoFunctions } from "./deno-functions.ts";
import { devLoopRows, devLoopTable, runDevLoop } from "./dev-loop.ts";
import {
  type InteractionRow,
  interactionSummary,
  interactionTable,
  interactionTargets,
  measureFirstInteraction,
} from "./first-interaction.ts";
import { hostedAppsRows, hostedAppsTable, runHostedApps } from "./hosted-apps.ts";
import { hostileEventLoopRows, hostileEventLoopTable, runHostileEventLoop } from "./hostile-event-loop.ts";
import { imageSizeRows, measureImageSize } from "./image-size.ts";
import { languagesTable, measureLanguages } from "./languages.ts";
import { measurePageSpeed, type PageSpeed, pageBudgets, pageSpeedTable } from "./lighthouse.ts";
import { type LoadRow, loadTable, lossOf, runLoadNoLoss } from "./load-no-loss.ts";
import { memoryRows, memoryTable, runMemoryAndStart } from "./memory-and-start.ts";
import { notRun, type SubmitResult, summaryRow, summaryTable } from "./summary.ts";

interface Row {
  engine: string;
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** 2xx answers: for submissions, the records that must exist afterwards. */
  ok: number;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// The submission benchmark (ADR 0030) measures the submission function for 20 s a row.
const submitSeconds = Number(process.env.BENCH_SUBMIT_SECONDS ?? 20);

async function measure(
  url: string,
  connections: number,
  options: Partial<autocannon.Options> = {},
): Promise<Omit<Row, "engine" | "scenario">> {
  const result = await autocannon({ url, connections, duration: seconds, ...options });
  return {
    ok: result["2xx"],
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const submitter = "bench-submit@example.org";
const storedCounts: string[] = [];
const submission = JSON.stringify({
  full_name: "Bench Submitter",
  email: submitter,
  program_interest: "individual",
  goals: "Find a mentor and a project worth giving my evenings to.",
});
const jsonPost = (body: string): Partial<autocannon.Options> => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body,
});

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
    // The per-address limit would turn a load test from one address into 429s.
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000",
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
        "POST functions/submitApplication",
        await measure(`${server.url}/api/apps/ember/functions/submitApplication`, connections, {
          ...jsonPost(submission),
          duration: submitSeconds,
        }),
      );
    }
    const submitted = rows.filter((r) => r.scenario.includes("submitApplication"));
    const stored = await countApplications(server.url, submitter);
    const acknowledged = submitted.reduce((sum, r) => sum + r.ok, 0);
    // autocannon stops at the deadline without reading the answers still in flight (at most one per
    // connection); those requests were committed too. Fewer records than answers would be a lost record.
    const inFlight = submitted.reduce((sum, r) => sum + r.connections, 0);
    if (stored < acknowledged || stored > acknowledged + inFlight) {
      throw new Error(`${engine}: ${acknowledged} submissions acknowledged but ${stored} records stored`);
    }
    storedCounts.push(
      `${engine}: ${acknowledged} acknowledged, ${stored} stored (${stored - acknowledged} answered after autocannon's stop)`,
    );
    // Only staff create Applications through the records API; visitors go through submitApplication.
    const token = await adminToken(server.url);
    for (const connections of [10, 50]) {
      const post = jsonPost(application);
      add(
        "POST entities/Application (admin)",
        await measure(`${server.url}/api/apps/ember/entities/Application`, connections, {
          ...post,
          headers: { ...post.headers, authorization: `Bearer ${token}` },
        }),
      );
    }
  } finally {
    await server.stop();
  }
  return rows;
}

async function adminToken(baseUrl: string): Promise<string> {
  const login = await fetch(
    `${baseUrl}/api/apps/ember/auth/login`,
    jsonPostInit({ email: admin.email, password: admin.password }),
  );
  return ((await login.json()) as { access_token: string }).access_token;
}

async function countApplications(baseUrl: string, email: string): Promise<number> {
  const token = await adminToken(baseUrl);
  const q = encodeURIComponent(JSON.stringify({ email }));
  const response = await fetch(`${baseUrl}/api/apps/ember/entities/Application/count?q=${q}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { count: number }).count;
}

const jsonPostInit = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** The bare Fastify route, in its own process, measured like the submissions. */
async function runBare(): Promise<Row[]> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("./bare-fastify.ts", import.meta.url))],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`bare Fastify exited with ${code}`)));
  });
  try {
    const rows: Row[] = [];
    for (const connections of [10, 50]) {
      const r = await measure(`http://127.0.0.1:${port}/`, connections, {
        ...jsonPost("{}"),
        duration: submitSeconds,
      });
      rows.push({ engine: "none", scenario: "POST bare Fastify {}", ...r });
    }
    return rows;
  } finally {
    child.kill("SIGTERM");
  }
}

// Page speed first, on a quiet machine: Lighthouse's simulated throttling is sensitive to other load.
const pageSpeedRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
let pageSpeed = "";
let pageSpeedRows: PageSpeed[] | undefined;
if (pageSpeedRuns > 0) {
  const server = await startServer(await freePort(), {});
  try {
    const paths = pageRoutes(siteConfig).map((route) => route.path);
    pageSpeedRows = await measurePageSpeed(server.url, paths, pageSpeedRuns);
    pageSpeed = pageSpeedTable(pageSpeedRows);
  } finally {
    await server.stop();
  }
}

// What a tap meets on a phone, 1, 3 and 6 s after the navigation, in the same quiet run as Lighthouse
// (BENCH_INTERACTION=0 to skip; BENCH_INTERACTION_RUNS runs per route and delay).
let interactionRows: InteractionRow[] | undefined;
if (process.env.BENCH_INTERACTION !== "0") {
  const server = await startServer(await freePort(), {});
  try {
    interactionRows = await measureFirstInteraction(
      server.url,
      pageRoutes(siteConfig).map((route) => route.path),
    );
  } finally {
    await server.stop();
  }
}

// Every language at its own address: Lighthouse on 3 pages per language (BENCH_LIGHTHOUSE_RUNS runs),
// model calls per page view on all public pages, /Team's HTML bytes, a returning visitor's redirect
// (BENCH_LANGUAGES=0 to skip). Next to page speed: its Lighthouse runs want the same quiet machine.
const languagesResult = process.env.BENCH_LANGUAGES === "0" ? undefined : await measureLanguages();

// Submissions against the bare route (BENCH_SUBMIT=0 to skip).
const submitRun = process.env.BENCH_SUBMIT !== "0";
const rows: Row[] = [];
if (submitRun) {
  rows.push(...(await runBare()));
  rows.push(...(await run("pglite", {})));
  const cluster = process.env.DATABASE_URL ? null : await startThrowawayPostgres();
  try {
    rows.push(...(await run("postgres", { DATABASE_URL: process.env.DATABASE_URL ?? cluster?.url ?? "" })));
  } finally {
    cluster?.stop();
  }
}

// Load and no loss: 200 clients for BENCH_LOAD_SECONDS (default 60; 0 to skip) on each engine.
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const loadRows: LoadRow[] = [];
if (loadSeconds > 0) {
  loadRows.push(await runLoadNoLoss("pglite", {}, loadSeconds));
  const loadCluster = process.env.DATABASE_URL ? null : await startThrowawayPostgres();
  try {
    const url = process.env.DATABASE_URL ?? loadCluster?.url ?? "";
    loadRows.push(await runLoadNoLoss("postgres", { DATABASE_URL: url }, loadSeconds));
  } finally {
    loadCluster?.stop();
  }
}

// Memory and start of `npm start` on each engine (BENCH_MEMORY=0 to skip).
const memory = process.env.BENCH_MEMORY === "0" ? undefined : await runMemoryAndStart();
// What the image's runtime stage copies, measured without Docker (BENCH_IMAGE=0 to skip).
const imageSize = process.env.BENCH_IMAGE === "0" ? undefined : await measureImageSize();

// The badge board and search at 1,000 to 1,000,000 badges (BENCH_BADGE_SIZES; empty to skip).
const badgeRows = process.env.BENCH_BADGE_SIZES === "" ? undefined : await runBadgeScale(badgeSizes());
const badgeScale = badgeRows ? badgeScaleTable(badgeRows) : "";

// The console's Applications table at 10 and 100,000 rows (BENCH_CONSOLE_SIZES; empty to skip).
const consoleSizeList = consoleSizes();
const consoleRows = consoleSizeList.length === 0 ? undefined : await runConsoleScale(consoleSizeList);
const consoleScale = consoleRows ? consoleScaleTable(consoleRows) : "";

// The event loop's delay while hostile input runs (BENCH_HOSTILE=0 to skip).
const hostile = process.env.BENCH_HOSTILE === "0" ? undefined : await runHostileEventLoop();

// A Base44 function in a Deno worker against an in-process one, warm and cold (BENCH_DENO=0 to skip).
const denoFunctions = process.env.BENCH_DENO === "0" ? undefined : await runDenoFunctions();

// The official CLI deploying the example app, and memory per hosted app (BENCH_HOSTED=0 to skip).
const hostedApps = process.env.BENCH_HOSTED === "0" ? undefined : await runHostedApps();

// `npm run dev`: a page's text and a server source edited, until each shows (BENCH_DEV_LOOP=0 to skip).
const devLoop = process.env.BENCH_DEV_LOOP === "0" ? undefined : await runDevLoop();
// A crisis alert reaching the console open on Today (BENCH_CONSOLE_LIVE=0 to skip).
const consoleLive = process.env.BENCH_CONSOLE_LIVE === "0" ? undefined : await runConsoleLive();

// The offline crisis detector: recall, false alarms, time per message (BENCH_CRISIS=0 to skip).
const crisis = process.env.BENCH_CRISIS === "0" ? undefined : await runCrisisDetection();

const header = "| engine | scenario | connections | req/s | p50 ms | p99 ms | errors |";
const lines = rows.map(
  (r) => `| ${r.engine} | ${r.scenario} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`,
);
const bareRps = (connections: number) =>
  rows.find((r) => r.engine === "none" && r.connections === connections)?.rps ?? 0;
const ratios = rows
  .filter((r) => r.scenario.includes("submitApplication"))
  .map(
    (r) =>
      `| ${r.engine} | ${r.connections} | ${r.rps} | ${bareRps(r.connections)} | ${(r.rps / Math.max(1, bareRps(r.connections))).toFixed(3)} | ${r.p99} |`,
  );
if (pageSpeed) {
  const b = pageBudgets;
  process.stdout.write(
    `\nPage speed: Lighthouse 12, mobile defaults (slow 4G, 4x CPU), median of ${pageSpeedRuns} runs\n` +
      `Budgets: score >= ${b.score}, FCP <= ${b.fcpMs} ms, LCP <= ${b.lcpMs} ms, TBT <= ${b.tbtMs} ms, CLS <= ${b.cls}, JS <= ${b.scriptKb} KB, total <= ${b.totalKb} KB\n\n${pageSpeed}\n`,
  );
}
if (interactionRows) process.stdout.write(interactionTable(interactionRows));
if (languagesResult) process.stdout.write(languagesTable(languagesResult));
if (submitRun) {
  process.stdout.write(
    `\nEmber benchmark (${seconds} s per row, ${submitSeconds} s for submissions, loopback, this machine)\n\n${header}\n|---|---|---|---|---|---|---|\n${lines.join("\n")}\n` +
      `\nsubmitApplication against a bare Fastify route (targets at 10 clients: >= 1000 req/s, p99 <= 30 ms; every acknowledged submission is stored)\n\n| engine | connections | submit req/s | bare req/s | ratio | submit p99 ms |\n|---|---|---|---|---|---|\n${ratios.join("\n")}\n\n${storedCounts.join("\n")}\n`,
  );
}
if (badgeScale) process.stdout.write(badgeScale);
if (consoleScale) process.stdout.write(consoleScale);
if (loadRows.length > 0) {
  process.stdout.write(loadTable(loadRows));
  const loss = loadRows.reduce((sum, r) => sum + lossOf(r), 0);
  process.stdout.write(`\nLoad-test loss: ${loss}${loss === 0 ? "" : " (must be 0)"}\n`);
  if (loss > 0) process.exitCode = 1;
}
if (memory) process.stdout.write(memoryTable(memory));
if (crisis) process.stdout.write(crisisDetectionTable(crisis));
if (hostile) process.stdout.write(hostileEventLoopTable(hostile));
if (denoFunctions) process.stdout.write(denoFunctionsTable(denoFunctions));
if (hostedApps) process.stdout.write(hostedAppsTable(hostedApps));
if (devLoop) process.stdout.write(devLoopTable(devLoop));
if (consoleLive) process.stdout.write(consoleLiveTable(consoleLive));

const submitResults: SubmitResult[] | undefined = submitRun
  ? rows
      .filter((r) => r.scenario.includes("submitApplication"))
      .map((r) => ({ ...r, bareRps: bareRps(r.connections) }))
  : undefined;
process.stdout.write(
  summaryTable({
    pageSpeed: pageSpeedRows,
    submit: submitResults,
    badges: badgeRows,
    languages: languagesResult,
    load: loadRows.length > 0 ? loadRows : undefined,
    extra: [
      ...interactionSummaryRows(interactionRows),
      ...(consoleRows
        ? consoleSummaryRows(consoleRows)
        : [notRun("console tables at scale", "as fast as a table of 10", "BENCH_CONSOLE_SIZES=")]),
      ...memoryRows(memory),
      ...imageSizeRows(imageSize),
      ...hostileEventLoopRows(hostile),
      ...denoFunctionsRows(denoFunctions),
      ...hostedAppsRows(hostedApps),
      ...devLoopRows(devLoop),
      ...consoleLiveRows(consoleLive),
      ...crisisDetectionRows(crisis),
    ],
  }),
);

function interactionSummaryRows(rows: readonly InteractionRow[] | undefined) {
  const menuTarget = `<= ${interactionTargets.menuMs} ms at 1, 3 and 6 s (p95)`;
  const controlTarget = `<= ${interactionTargets.controlAt3sMs} ms from 3 s on (p95)`;
  if (!rows)
    return [
      notRun("first tap on the menu, mobile", menuTarget, "BENCH_INTERACTION=0"),
      notRun("first tap on any control, mobile", controlTarget, "BENCH_INTERACTION=0"),
    ];
  const { menu, at3s } = interactionSummary(rows);
  return [
    summaryRow(
      "first tap on the menu, mobile",
      `${Math.round(menu)} ms`,
      menuTarget,
      menu <= interactionTargets.menuMs,
    ),
    summaryRow(
      "first tap on any control, mobile",
      `${Math.round(at3s)} ms`,
      controlTarget,
      at3s <= interactionTargets.controlAt3sMs,
    ),
  ];
}
