/**
 * What hosting Base44 apps costs (decisions 0081–0084): the official CLI's `deploy -y` of the example app
 * (examples/tool-library) to a running built server, first and again with one changed function; that
 * function's first call after the deploy; and the server's resident memory with this site only, then with
 * each of 10 hosted apps holding the example's entities and answering one request. Goal: the tenth app adds
 * at most 20 MB.
 *
 * `npx tsx bench/hosted-apps.ts` alone, or as part of `npm run bench` (BENCH_HOSTED=0 skips it).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { newCliHome, runCli } from "../packages/server/test/setup/base44-cli.ts";
import {
  type BuiltServer,
  buildServer,
  builtAdmin,
  startBuiltServer,
} from "../packages/server/test/setup/built-server.ts";
import { copyExampleProject } from "../packages/server/test/setup/example-project.ts";
import { login } from "../packages/server/test/setup/test-app.ts";
import { notRun, type SummaryRow, summaryRow } from "./summary.ts";

export const HOSTED_APP_BUDGET_MB = 20;
export const REDEPLOY_LIVE_GOAL_MS = 5000;
const appCount = Number(process.env.BENCH_HOSTED_APPS ?? 10);

export interface HostedAppsResult {
  /** `deploy -y` of the example, its site built beforehand by its own build. */
  readonly firstDeployMs: number;
  readonly redeployMs: number;
  /** From the redeploy's start to the changed function's first answer. */
  readonly redeployLiveMs: number;
  /** The changed function's first call after the redeploy (a fresh Deno worker). */
  readonly firstCallMs: number;
  /** RSS of the server's process tree (Node and any Deno workers), MB. */
  readonly baseRssMb: number;
  /** RSS after each hosted app, in order. */
  readonly rssAfterMb: readonly number[];
  readonly loadAverage: readonly number[];
}

/** Resident memory of a process and every process below it (Deno workers), from /proc, in MB. */
function treeRssMb(rootPid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (comm) state ppid ...": comm may hold spaces, so split after its closing parenthesis.
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const inTree = (pid: number) => {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parents.get(p))
      if (p === rootPid) return true;
    return false;
  };
  let kb = 0;
  for (const pid of parents.keys()) {
    if (!inTree(pid)) continue;
    try {
      kb += Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return Math.round((kb / 1024) * 10) / 10;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
}

export async function runHostedApps(): Promise<HostedAppsResult> {
  // The bundle production runs, as it is now: a stale one would measure other code.
  buildServer();
  const dataDir = await mkdtemp(path.join(tmpdir(), "ember-bench-hosted-"));
  let server: BuiltServer | undefined;
  let project = "";
  try {
    server = await startBuiltServer(dataDir, { LOG_LEVEL: "warn" });
    const base = server.baseUrl;
    const pid = server.child.pid as number;
    const token = await login(base, "ember", builtAdmin.email, builtAdmin.password);
    const made = await fetch(`${base}/api/platform/api-keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "bench" }),
    });
    const { key } = (await made.json()) as { key: string };
    const env = { HOME: await newCliHome(), BASE44_API_URL: base, BASE44_API_KEY: key };
    project = await copyExampleProject("ember-bench-hosted-");
    const cli = async (args: string[], extra: Record<string, string> = {}) => {
      const run = await runCli(args, { env: { ...env, ...extra }, cwd: project, timeoutMs: 300_000 });
      if (run.code !== 0) throw new Error(`base44 ${args.join(" ")} failed:\n${run.stdout}${run.stderr}`);
      return run.stdout + run.stderr;
    };

    // Memory first, on a server holding this site only: then 10 apps with the example's entities.
    await fetch(`${base}/readyz`);
    const baseRssMb = treeRssMb(pid);
    const rssAfterMb: number[] = [];
    for (let i = 1; i <= appCount; i += 1) {
      const created = await fetch(`${base}/api/apps`, {
        method: "POST",
        headers: { api_key: key, "content-type": "application/json" },
        body: JSON.stringify({ name: `Idle library ${i}` }),
      });
      const { id } = (await created.json()) as { id: string };
      await cli(["entities", "push", "-y"], { BASE44_APP_ID: id });
      const listed = await fetch(`${base}/api/apps/${id}/entities/Tool`);
      if (listed.status !== 200) throw new Error(`app ${i} answered ${listed.status}`);
      await listed.arrayBuffer();
      rssAfterMb.push(treeRssMb(pid));
    }

    // The move itself: link, the example's own build, deploy; then one changed function deployed again.
    await cli(["link", "--create", "--name", "Tool Library"]);
    const appId = /"id":\s*"([0-9a-f]{24})"/.exec(
      await readFile(path.join(project, "base44", ".app.jsonc"), "utf8"),
    )?.[1] as string;
    execFileSync(process.execPath, [path.join(project, "scripts", "build.mjs")], {
      env: { ...process.env, VITE_BASE44_APP_ID: appId },
      stdio: "pipe",
    });
    const [, firstDeployMs] = await timed(() => cli(["deploy", "-y", "--no-build"]));
    const calendar = async () => {
      const response = await fetch(`${base}/api/apps/${appId}/functions/loanCalendar`, { method: "POST" });
      const text = await response.text();
      // Anonymous: the function itself answers 401, after Deno has loaded it and asked who calls.
      if (response.status !== 401) throw new Error(`loanCalendar answered ${response.status}: ${text}`);
      return text;
    };
    await calendar();

    const entry = path.join(project, "base44", "functions", "loanCalendar", "entry.ts");
    const source = await readFile(entry, "utf8");
    await writeFile(entry, source.replace("Sign in to get your loan calendar", "Sign in first, please"));
    const started = performance.now();
    await cli(["deploy", "-y", "--no-build"]);
    const redeployMs = Math.round(performance.now() - started);
    const [answer, firstCallMs] = await timed(calendar);
    const redeployLiveMs = Math.round(performance.now() - started);
    if (!answer.includes("Sign in first, please")) throw new Error(`the redeploy is not live: ${answer}`);

    return {
      firstDeployMs,
      redeployMs,
      redeployLiveMs,
      firstCallMs,
      baseRssMb,
      rssAfterMb,
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    };
  } finally {
    if (server) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    if (project) await rm(path.dirname(project), { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}

const increments = (r: HostedAppsResult) =>
  r.rssAfterMb.map(
    (mb, i) => Math.round((mb - (i === 0 ? r.baseRssMb : (r.rssAfterMb[i - 1] ?? 0))) * 10) / 10,
  );
const average = (r: HostedAppsResult) =>
  Math.round((((r.rssAfterMb.at(-1) ?? r.baseRssMb) - r.baseRssMb) / Math.max(1, r.rssAfterMb.length)) * 10) /
  10;

export function hostedAppsTable(r: HostedAppsResult): string {
  return [
    "",
    `## Hosted apps (the official CLI, examples/tool-library; load average ${r.loadAverage.join(", ")})`,
    "",
    "| measure | value |",
    "|---|---:|",
    `| first \`deploy -y\` (site built beforehand) | ${r.firstDeployMs} ms |`,
    `| \`deploy -y\` with one changed function | ${r.redeployMs} ms |`,
    `| from that deploy's start to the changed answer | ${r.redeployLiveMs} ms |`,
    `| the changed function's first call | ${r.firstCallMs} ms |`,
    `| server RSS, this site only | ${r.baseRssMb} MB |`,
    `| server RSS with ${r.rssAfterMb.length} hosted apps | ${r.rssAfterMb.at(-1)} MB |`,
    `| added by each app, in order | ${increments(r).join(", ")} MB |`,
    `| added per app, average | ${average(r)} MB |`,
    "",
  ].join("\n");
}

export function hostedAppsRows(r: HostedAppsResult | undefined): SummaryRow[] {
  const memoryTarget = `the ${appCount}th app adds <= ${HOSTED_APP_BUDGET_MB} MB`;
  const liveTarget = `live <= ${REDEPLOY_LIVE_GOAL_MS} ms`;
  if (!r) {
    return [
      notRun("hosted app, deploy -y", liveTarget, "BENCH_HOSTED=0"),
      notRun("hosted app, memory at idle", memoryTarget, "BENCH_HOSTED=0"),
    ];
  }
  const last = increments(r).at(-1) ?? 0;
  return [
    summaryRow(
      "hosted app, deploy -y",
      `first ${r.firstDeployMs} ms; changed function ${r.redeployMs} ms, live at ${r.redeployLiveMs} ms (first call ${r.firstCallMs} ms)`,
      liveTarget,
      r.redeployLiveMs <= REDEPLOY_LIVE_GOAL_MS,
    ),
    summaryRow(
      "hosted app, memory at idle",
      `${appCount}th app +${last} MB (average +${average(r)} MB over ${r.baseRssMb} MB)`,
      memoryTarget,
      last <= HOSTED_APP_BUDGET_MB,
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runHostedApps();
  process.stdout.write(hostedAppsTable(result));
  for (const row of hostedAppsRows(result)) {
    process.stdout.write(`${row.measure}: ${row.value} (${row.verdict})\n`);
  }
}
