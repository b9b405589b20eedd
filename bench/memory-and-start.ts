/**
 * Memory and start (`npm run bench`, BENCH_MEMORY=0 to skip; `tsx bench/memory-and-start.ts` alone): the
 * server started exactly as an operator starts it, with `npm start`, on each database. Reports the time
 * from `npm start` (and from `node` alone) to a ready `/readyz` on an existing data directory, and the
 * resident memory of the server process idle after the start, after 1,000 page views, and at its peak
 * under 200 concurrent clients submitting and reading pages.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pageRoutes, siteConfig } from "@ember/domain";
import { validApplication } from "../packages/server/test/functions/submission-fixtures.ts";
import { freePort, startThrowawayPostgres } from "../packages/server/test/setup/throwaway-postgres.ts";
import { notRun, type SummaryRow, summaryRow } from "./summary.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Targets of the embedded database on a 2-core machine (docs/deploy.md, "Memory"). */
export const memoryTargets = { idleMb: 200, peakMb: 400, readyMs: 2000, npmStartMs: 3000 } as const;

export interface MemoryRow {
  readonly engine: string;
  /** `node packages/server/dist/main.js` to a ready /readyz, on an existing data directory. */
  readonly readyMs: number;
  /** `npm start` (its build check included) to a ready /readyz, with an unchanged build. */
  readonly npmStartMs: number;
  readonly idleMb: number;
  readonly afterViewsMb: number;
  readonly peakMb: number;
  readonly loadClients: number;
  readonly loadSeconds: number;
  /**
   * The machine's 1-minute load average when the starts were timed: on a shared 2-core machine a start
   * (CPU-bound) takes about twice as long at a load of 4 as on a quiet one, so a figure needs its load.
   */
  readonly loadAverage: number;
  /** Requests of the load that failed or were refused (a memory figure of a failing load means little). */
  readonly loadErrors: number;
}

/** Resident memory of a process, from /proc (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

/** The `node` process that `npm start` runs (npm → sh → node), found by walking /proc's parent links. */
function serverPidUnder(rootPid: number): number | undefined {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (comm) state ppid ...": comm may hold spaces, so split after its closing parenthesis.
      const close = stat.lastIndexOf(")");
      names.set(Number(entry), stat.slice(stat.indexOf("(") + 1, close));
      parents.set(Number(entry), Number(stat.slice(close + 2).split(" ")[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const descends = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p))
      if (p === rootPid) return true;
    return false;
  };
  const cmdline = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, "utf8");
    } catch {
      return "";
    }
  };
  return [...names.keys()].find(
    (pid) => names.get(pid) === "node" && descends(pid) && cmdline(pid).includes("dist/main.js"),
  );
}

interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  readonly readyMs: number;
  stop(): Promise<void>;
}

async function startAndTime(command: string, args: string[], env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${command} ${args.join(" ")} exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${command} not ready within 120 s`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    // Polled often: the figure is the start time, and a 200 ms step would hide a tenth of it.
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = Math.round(performance.now() - began);
  return {
    child,
    url,
    readyMs,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      // `npm start` execs the server in place of its shell, and npm passes SIGTERM on to it; the server
      // finishes in-flight requests and exits.
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** `count` page views, 10 at a time, over every public page, as browsers fetch them (brotli). */
async function viewPages(url: string, count: number): Promise<void> {
  const paths = pageRoutes(siteConfig).map((route) => route.path);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const response = await fetch(`${url}${paths[i % paths.length]}`, {
        headers: { "accept-encoding": "br" },
      });
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
}

/** `clients` clients for `seconds`: every other request a submission, the rest page views; the failures. */
async function load(url: string, clients: number, seconds: number, sample: () => void): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  const paths = pageRoutes(siteConfig).map((route) => route.path);
  let n = 0;
  let errors = 0;
  const reasons = new Set<string>();
  const client = async () => {
    while (Date.now() < deadline) {
      const i = n++;
      try {
        const response =
          i % 2 === 0
            ? await fetch(`${url}/api/apps/ember/functions/submitApplication`, {
                method: "POST",
                headers: { "content-type": "application/json" },
                body: JSON.stringify(validApplication(`memory-${i}@example.org`)),
              })
            : await fetch(`${url}${paths[i % paths.length]}`, { headers: { "accept-encoding": "br" } });
        await response.arrayBuffer();
        if (!response.ok) {
          errors++;
          reasons.add(`HTTP ${response.status}`);
        }
      } catch (error) {
        errors++;
        reasons.add(String((error as { cause?: unknown }).cause ?? error));
      }
    }
  };
  const timer = setInterval(sample, 100);
  try {
    await Promise.all(Array.from({ length: clients }, client));
  } finally {
    clearInterval(timer);
  }
  if (reasons.size > 0) process.stderr.write(`memory bench load failures: ${[...reasons].join("; ")}\n`);
  return errors;
}

export async function measureMemoryAndStart(
  engine: string,
  env: Record<string, string>,
  clients = Number(process.env.BENCH_LOAD_CLIENTS ?? 200),
  loadSeconds = Number(process.env.BENCH_MEMORY_LOAD_SECONDS ?? 20),
): Promise<MemoryRow> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ember-memory-"));
  // Limits per address would turn a load from one address into refusals: undici's pool alone opens about
  // 280 connections for 200 clients, past the 256 allowed to one address.
  const serverEnv = {
    DATA_DIR: dataDir,
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000",
    MAX_CONNECTIONS_PER_ADDRESS: "0",
    ...env,
  };
  try {
    // The first start creates the database and migrates it; every figure below is of a later start.
    await (await startAndTime("npm", ["start", "--silent"], serverEnv)).stop();
    const loadAverage = Math.round((loadavg()[0] ?? 0) * 10) / 10;
    const direct = await startAndTime(
      process.execPath,
      ["--disable-proto=delete", "packages/server/dist/main.js"],
      serverEnv,
    );
    await direct.stop();
    const started = await startAndTime("npm", ["start", "--silent"], serverEnv);
    try {
      const pid = started.child.pid === undefined ? undefined : serverPidUnder(started.child.pid);
      if (pid === undefined) throw new Error("the server process of npm start was not found");
      // Idle means after the background work of a start (warm-ups, the outbox's first pass) is done.
      await new Promise((r) => setTimeout(r, 5000));
      const idleMb = rssMb(pid);
      await viewPages(started.url, 1000);
      const afterViewsMb = rssMb(pid);
      let peakMb = afterViewsMb;
      const loadErrors = await load(started.url, clients, loadSeconds, () => {
        peakMb = Math.max(peakMb, rssMb(pid));
      });
      peakMb = Math.max(peakMb, rssMb(pid));
      return {
        engine,
        readyMs: direct.readyMs,
        npmStartMs: started.readyMs,
        idleMb,
        afterViewsMb,
        peakMb,
        loadClients: clients,
        loadSeconds,
        loadErrors,
        loadAverage,
      };
    } finally {
      await started.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both engines, the embedded one first. */
export async function runMemoryAndStart(): Promise<MemoryRow[]> {
  const rows = [await measureMemoryAndStart("pglite", {})];
  const cluster = process.env.DATABASE_URL ? null : await startThrowawayPostgres();
  try {
    rows.push(
      await measureMemoryAndStart("postgres", {
        DATABASE_URL: process.env.DATABASE_URL ?? cluster?.url ?? "",
      }),
    );
  } finally {
    cluster?.stop();
  }
  return rows;
}

export function memoryTable(rows: readonly MemoryRow[]): string {
  const lines = rows.map(
    (r) =>
      `| ${r.engine} | ${r.loadAverage} | ${r.readyMs} | ${r.npmStartMs} | ${r.idleMb} | ${r.afterViewsMb} | ${r.peakMb} (${r.loadClients} clients, ${r.loadSeconds} s, ${r.loadErrors} failed) |`,
  );
  return (
    "\nMemory and start (the server process of `npm start`; an existing data directory)\n\n" +
    "| engine | load average | ready after node, ms | ready after npm start, ms | RSS idle, MB | after 1,000 page views, MB | peak under load, MB |\n" +
    `|---|---|---|---|---|---|---|\n${lines.join("\n")}\n`
  );
}

export function memoryRows(rows: readonly MemoryRow[] | undefined): SummaryRow[] {
  const t = memoryTargets;
  const memoryTarget = `embedded: idle <= ${t.idleMb} MB, peak <= ${t.peakMb} MB`;
  const startTarget = `embedded: ready <= ${t.readyMs} ms, npm start <= ${t.npmStartMs} ms`;
  if (!rows) {
    return [
      notRun("memory of the server", memoryTarget, "BENCH_MEMORY=0"),
      notRun("start on an existing data directory", startTarget, "BENCH_MEMORY=0"),
    ];
  }
  return rows.flatMap((r) => {
    const embedded = r.engine === "pglite";
    return [
      summaryRow(
        `memory ${r.engine}`,
        `idle ${r.idleMb} MB, after 1,000 views ${r.afterViewsMb} MB, peak ${r.peakMb} MB`,
        embedded ? memoryTarget : "reported",
        embedded ? r.idleMb <= t.idleMb && r.peakMb <= t.peakMb : null,
      ),
      summaryRow(
        `start ${r.engine}`,
        `ready ${r.readyMs} ms after node, ${r.npmStartMs} ms after npm start (load average ${r.loadAverage})`,
        embedded ? startTarget : "reported",
        embedded ? r.readyMs <= t.readyMs && r.npmStartMs <= t.npmStartMs : null,
      ),
    ];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await runMemoryAndStart();
  process.stdout.write(memoryTable(rows));
  for (const row of memoryRows(rows)) process.stdout.write(`${row.measure}: ${row.value} (${row.verdict})\n`);
}
