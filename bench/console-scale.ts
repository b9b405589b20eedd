/**
 * The staff console's Applications table at scale (ADR 0041: "a table of 100,000 applications opens as fast
 * as one of 10"): seeds 10 and 100,000 Application rows (or BENCH_CONSOLE_SIZES) straight into
 * e_application with `insert ... select from generate_series`, restarts the built server on them, and
 * times the requests the table makes, through the official SDK with the admin's token as the console
 * does: a page is `filter(q, sort, 25, skip)` and its count together (records-table.tsx; a page in the
 * later half of the counted total is read from the other end, reversed: pageWindow). Without a search
 * text the count is the SDK's exact `count(q)`; with one it is the admin capped count (ADR 0044), and
 * the search is also timed with the exact count, for comparison. The export is the admin CSV endpoint. `tsx bench/console-scale.ts` runs this section alone (after `npm run build`).
 */

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type EntityHandler } from "@base44/sdk";
import pg from "pg";
import { admin, appId } from "../e2e/support/accounts.ts";
import { startServer } from "../e2e/support/servers.ts";
import type { Database } from "../packages/server/src/db/database.ts";
import { openDatabase } from "../packages/server/src/db/open-database.ts";
import { freePort, startThrowawayPostgres } from "../packages/server/test/setup/throwaway-postgres.ts";
import { pageWindow, recordQuery } from "../packages/web/src/features/admin/records/record-query.ts";
import { type SummaryRow, summaryRow } from "./summary.ts";

export interface ConsoleScaleRow {
  readonly engine: string;
  readonly rows: number;
  readonly scenario: string;
  readonly repetitions: number;
  readonly p50: number;
  readonly p95: number;
  /** For the whole-file export: the server's resident memory before it and at its peak while it streamed. */
  readonly rssMb?: { readonly before: number; readonly peak: number };
}

/** The server process's resident memory in MB, from /proc (Linux), or NaN elsewhere. */
function rssOf(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return Number.NaN;
  }
}

/** As packages/web/src/features/admin/records/records-table.tsx and applications-page.tsx. */
const PAGE_SIZE = 25;
const SEARCH_FIELDS = ["full_name", "email"];
const REPETITIONS = 15;
const EXPORT_REPETITIONS = 3;
const BATCH = 50_000;
const firstNames = ["Amara", "Jonas", "Mei", "Olu", "Sofia", "Ravi", "Chloé", "Tomás"];
const lastNames = [
  "Okafor",
  "Lindqvist",
  "Chen",
  "Adeyemi",
  "García",
  "Patel",
  "Dubois",
  "Nowak",
  "Kim",
  "Silva",
];
const interests = ["individual", "small_group", "both", "not_sure"];
/** What a staff member might type: part of a surname, matching a tenth of the rows. */
const SEARCH_TEXT = "okaf";

export function consoleSizes(): number[] {
  const text = process.env.BENCH_CONSOLE_SIZES ?? "10,100000";
  if (text.trim() === "") return [];
  const sizes = text.split(",").map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`BENCH_CONSOLE_SIZES: ${text}`);
  return sizes.sort((a, b) => a - b);
}

async function seed(db: Database, from: number, to: number): Promise<void> {
  for (let start = from; start < to; start += BATCH) {
    const end = Math.min(to, start + BATCH);
    await db.query(
      `insert into e_application (id, data, created_date, updated_date)
       select lpad(to_hex(i), 24, '0'),
         jsonb_build_object(
           'full_name', ($3::text[])[i % 8 + 1] || ' ' || ($4::text[])[(i / 8) % 10 + 1] || ' ' || i,
           'email', 'applicant.' || i || '@example.org',
           'program_interest', ($5::text[])[i % 4 + 1],
           'goals', 'Seeded for the console benchmark'),
         t, t
       from generate_series($1::int, $2::int - 1) as i,
         lateral (select timestamptz '2026-01-01' + i * interval '1 second' as t) as x`,
      [start, end, firstNames, lastNames, interests],
    );
  }
  await db.query("analyze e_application");
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function timed(repetitions: number, call: () => Promise<unknown>) {
  await call(); // warm: the first call after a restart pays for connections and plans, not for the rows
  const times: number[] = [];
  for (let i = 0; i < repetitions; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { repetitions, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
}

async function measureAt(engine: string, rows: number, env: Record<string, string>) {
  const server = await startServer(await freePort(), {
    ...env,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  try {
    const login = await fetch(`${server.url}/api/apps/${appId}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const client = createClient({ serverUrl: server.url, appId, token });
    const applications = client.entities.Application as EntityHandler<Record<string, unknown>>;
    /**
     * One page of the table as the console loads it: the rows and the total, together; `known` is the
     * total the table already counted for this query, which lets it read a late page from the far end.
     */
    const headers = { authorization: `Bearer ${token}` };
    /** The admin capped count, as admin-api.ts's countUpTo asks for it. */
    const countUpTo = async (q: object) => {
      const params = new URLSearchParams(Object.keys(q).length > 0 ? { q: JSON.stringify(q) } : {});
      const response = await fetch(`${server.url}/api/apps/${appId}/admin/count/Application?${params}`, {
        headers,
      });
      const body = (await response.json()) as { count?: unknown };
      if (typeof body.count !== "number") throw new Error(`unexpected count ${JSON.stringify(body)}`);
      return body.count;
    };
    const tablePage = async (
      search: string,
      sort: string,
      page: number,
      known?: number,
      count: "console" | "exact" = "console",
    ) => {
      const q = recordQuery({}, search, SEARCH_FIELDS);
      const span = pageWindow(sort, page, PAGE_SIZE, known);
      const capped = count === "console" && search.trim() !== "";
      const [items, total] = await Promise.all([
        applications.filter(q, span.sort, span.limit, span.skip),
        capped ? countUpTo(q) : applications.count(q),
      ]);
      if (!Array.isArray(items) || typeof total !== "number") throw new Error("unexpected answer");
      return total;
    };
    const total = await tablePage("", "-created_date", 0);
    if (total !== rows) throw new Error(`expected ${rows} applications, the table counts ${total}`);
    const lastPage = Math.max(0, Math.ceil(rows / PAGE_SIZE) - 1);
    const exportUrl = `${server.url}/api/apps/${appId}/admin/export/Application.csv?sort=-created_date`;
    const out: ConsoleScaleRow[] = [];
    const add = (scenario: string, r: Awaited<ReturnType<typeof timed>>) =>
      out.push({ engine, rows, scenario, ...r });
    add("first page, newest first", await timed(REPETITIONS, () => tablePage("", "-created_date", 0)));
    add(
      `search "${SEARCH_TEXT}" (name or e-mail)`,
      await timed(REPETITIONS, () => tablePage(SEARCH_TEXT, "-created_date", 0)),
    );
    add(
      `search "${SEARCH_TEXT}", exact count (before ADR 0044)`,
      await timed(REPETITIONS, () => tablePage(SEARCH_TEXT, "-created_date", 0, undefined, "exact")),
    );
    add("sorted by name", await timed(REPETITIONS, () => tablePage("", "full_name", 0)));
    add(
      `last page (skip ${lastPage * PAGE_SIZE})`,
      await timed(REPETITIONS, () => tablePage("", "-created_date", lastPage, rows)),
    );
    add(
      "CSV export, first byte",
      await timed(REPETITIONS, async () => {
        const response = await fetch(exportUrl, { headers });
        const reader = response.body?.getReader();
        await reader?.read();
        await reader?.cancel();
      }),
    );
    // As the console downloads: a signed link first (with the row count), then the browser's own download.
    const linkedExport = async () => {
      const made = await fetch(`${server.url}/api/apps/${appId}/admin/export-link/Application.csv`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ sort: "-created_date" }),
      });
      const { url } = (await made.json()) as { url: string };
      return fetch(`${server.url}${url}`);
    };
    add(
      "CSV export by the console's link, first byte",
      await timed(REPETITIONS, async () => {
        const response = await linkedExport();
        const reader = response.body?.getReader();
        await reader?.read();
        await reader?.cancel();
      }),
    );
    const before = rssOf(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(server.pid));
    }, 25);
    try {
      const whole = await timed(EXPORT_REPETITIONS, async () =>
        (await fetch(exportUrl, { headers })).arrayBuffer(),
      );
      out.push({ engine, rows, scenario: "CSV export, whole file", ...whole, rssMb: { before, peak } });
    } finally {
      clearInterval(sampler);
    }
    return out;
  } finally {
    await server.stop();
  }
}

async function runEngine(
  engine: string,
  env: Record<string, string>,
  open: () => Promise<Database>,
  sizes: readonly number[],
) {
  await (await open()).close();
  // The first start creates the tables and indexes from entities/*.json, as in production.
  await (await startServer(await freePort(), env)).stop();
  const rows: ConsoleScaleRow[] = [];
  let seeded = 0;
  for (const size of sizes) {
    const db = await open();
    try {
      await seed(db, seeded, size);
    } finally {
      await db.close();
    }
    seeded = size;
    rows.push(...(await measureAt(engine, size, env)));
  }
  return rows;
}

export async function runConsoleScale(sizes: readonly number[] = consoleSizes()): Promise<ConsoleScaleRow[]> {
  if (sizes.length === 0) return [];
  const rows: ConsoleScaleRow[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "ember-console-"));
  try {
    rows.push(...(await runEngine("pglite", { DATA_DIR: dataDir }, () => openDatabase({ dataDir }), sizes)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const cluster = process.env.DATABASE_URL ? null : await startThrowawayPostgres();
  try {
    const adminUrl = process.env.DATABASE_URL ?? cluster?.url ?? "";
    const url = new URL(adminUrl);
    url.pathname = `/ember_console_${process.pid}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`create database ${url.pathname.slice(1)}`);
    try {
      const databaseUrl = url.toString();
      rows.push(
        ...(await runEngine(
          "postgres",
          { DATABASE_URL: databaseUrl },
          () => openDatabase({ databaseUrl, dataDir: null }),
          sizes,
        )),
      );
    } finally {
      await client.query(`drop database if exists ${url.pathname.slice(1)} with (force)`);
      await client.end();
    }
  } finally {
    cluster?.stop();
  }
  return rows;
}

export function consoleScaleTable(rows: readonly ConsoleScaleRow[]): string {
  const lines = rows.map(
    (r) =>
      `| ${r.engine} | ${r.rows.toLocaleString("en")} | ${r.scenario} | ${r.repetitions} | ${r.p50} | ${r.p95} | ${
        r.rssMb ? `${r.rssMb.before} → ${r.rssMb.peak}` : ""
      } |`,
  );
  return (
    "\nConsole Applications table at scale: a page is the SDK's filter (25 rows) and count together (a search: the admin capped count), one at a time on loopback, after one warm-up\n\n" +
    "| engine | applications | request | repetitions | median ms | p95 ms | server RSS MB, before → peak |\n|---|---|---|---|---|---|---|\n" +
    `${lines.join("\n")}\n`
  );
}

/**
 * The summary's rows (bench/summary.ts): the staff console's target (ADR 0041) is that a table of 100,000
 * applications opens as fast as one of 10, read here as a median within 3x of the smallest size's, or
 * under 50 ms.
 */
export function consoleSummaryRows(rows: readonly ConsoleScaleRow[]): SummaryRow[] {
  const smallest = Math.min(...rows.map((r) => r.rows));
  const largest = Math.max(...rows.map((r) => r.rows));
  // The console's download (issue target): it starts within a second, and the server's memory stays flat
  // while the whole table streams (read as: it grows by less than 50 MB).
  const download = rows
    .filter((r) => r.rows === largest)
    .flatMap((r) => {
      if (r.scenario.startsWith("CSV export by the console's link")) {
        return [
          summaryRow(
            `console download, ${r.engine}: first byte at ${largest.toLocaleString("en")} rows (p95)`,
            `${r.p95} ms`,
            "<= 1000 ms",
            r.p95 <= 1000,
          ),
        ];
      }
      if (r.rssMb) {
        const growth = r.rssMb.peak - r.rssMb.before;
        return [
          summaryRow(
            `console download, ${r.engine}: server memory while ${largest.toLocaleString("en")} rows stream`,
            `${r.rssMb.before} → ${r.rssMb.peak} MB`,
            "grows < 50 MB",
            growth < 50,
          ),
        ];
      }
      return [];
    });
  return [
    ...download,
    ...rows
      // The whole file grows with the table by nature; the exact-count search is shown for comparison only.
      .filter(
        (r) =>
          r.rows === largest &&
          largest > smallest &&
          !r.scenario.includes("whole file") &&
          !r.scenario.includes("exact count"),
      )
      .map((r) => {
        // A scenario may name its size ("last page (skip 99975)"): compare by what precedes the brackets.
        const kind = (scenario: string) => scenario.replace(/\s*\(skip \d+\)$/, "");
        const base = rows.find(
          (b) => b.rows === smallest && b.engine === r.engine && kind(b.scenario) === kind(r.scenario),
        );
        const baseP50 = base?.p50 ?? Number.NaN;
        return summaryRow(
          `console table, ${r.engine}: ${r.scenario} at ${largest.toLocaleString("en")} rows (p50)`,
          `${r.p50} ms (${baseP50} ms at ${smallest.toLocaleString("en")})`,
          "within 3x of the small table, or <= 50 ms",
          r.p50 <= Math.max(50, 3 * baseP50),
        );
      }),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(consoleScaleTable(await runConsoleScale()));
}
