/**
 * How long the server's event loop is held during a hostile run, measured from outside: /healthz asked
 * every 20 ms while hostile imports, a multipart flood, crisis-like long chat messages and oversized bulk
 * calls run against the built server. A /healthz answer waits exactly as long as any other request would
 * for the loop, so its latency (minus loopback's fraction of a millisecond) is the loop's delay at that
 * moment; an in-process monitorEventLoopDelay would need an endpoint of its own to report it. Target: no
 * probe waits more than 100 ms.
 *
 * `npx tsx bench/hostile-event-loop.ts` alone, or as part of `npm run bench` (BENCH_HOSTILE=0 skips it).
 */
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { admin } from "../e2e/support/accounts.ts";
import { startServer } from "../e2e/support/servers.ts";
import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";
import { notRun, type SummaryRow, summaryRow } from "./summary.ts";

export const HOSTILE_TARGET_MS = 100;
const PROBE_EVERY_MS = 20;

interface ProbeStats {
  readonly probes: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

interface HostileAttack extends ProbeStats {
  readonly name: string;
  /** Status codes of the attack's requests: what the server answered while it stayed responsive. */
  readonly answers: Readonly<Record<string, number>>;
  readonly waits: readonly number[];
}

export interface HostileEventLoopResult extends ProbeStats {
  readonly attacks: readonly Omit<HostileAttack, "waits">[];
}

const statsOf = (sorted: readonly number[]) => ({
  probes: sorted.length,
  p50: Math.round(percentile(sorted, 50)),
  p99: Math.round(percentile(sorted, 99)),
  max: Math.round(sorted.at(-1) ?? 0),
  waits: sorted,
});

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const fileForm = (name: string, type: string, data: string) => {
  const form = new FormData();
  form.append("file", new File([data], name, { type }));
  return form;
};

async function statusOf(request: Promise<Response>): Promise<string> {
  try {
    const response = await request;
    await response.arrayBuffer();
    return String(response.status);
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code ?? "error";
  }
}

async function tally(statuses: Promise<string>[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const status of await Promise.all(statuses)) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

// The probe runs on its own thread: building and sending the attacks' hundreds of megabytes holds this
// thread's loop too, and a probe here would measure the attacker instead of the server.
const probeSource = `
const { parentPort, workerData } = require("node:worker_threads");
const waits = [];
let running = true;
parentPort.on("message", () => { running = false; });
(async () => {
  // The worker's first fetch loads its HTTP client and opens the connection: that is the probe's own
  // start, not a wait on the server, so it is made before the attack begins and not counted.
  await (await fetch(workerData.url)).arrayBuffer();
  parentPort.postMessage("ready");
  while (running) {
    const started = performance.now();
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    waits.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, workerData.every));
  }
  parentPort.postMessage(waits);
})();
`;

async function startProbe(url: string) {
  const worker = new Worker(probeSource, { eval: true, workerData: { url, every: PROBE_EVERY_MS } });
  const messages: unknown[] = [];
  const waiting: ((message: unknown) => void)[] = [];
  const failed = new Promise<never>((_, reject) => worker.once("error", reject));
  worker.on("message", (message: unknown) => {
    const next = waiting.shift();
    if (next) next(message);
    else messages.push(message);
  });
  const nextMessage = () =>
    Promise.race([
      messages.length > 0 ? Promise.resolve(messages.shift()) : new Promise((r) => waiting.push(r)),
      failed,
    ]);
  await nextMessage();
  const done = nextMessage() as Promise<number[]>;
  return {
    async stop(): Promise<number[]> {
      worker.postMessage("stop");
      const waits = await done;
      await worker.terminate();
      return waits;
    },
  };
}

export async function runHostileEventLoop(): Promise<HostileEventLoopResult> {
  const high = "1000000";
  const server = await startServer(await freePort(), {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    // Every attack from one address: the limits would otherwise refuse most of it before it costs anything.
    RATE_LIMIT_CHAT_PER_MINUTE: high,
    RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE: high,
  });
  const api = (route: string) => `${server.url}/api/apps/ember${route}`;
  try {
    const login = await fetch(api("/auth/login"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const asAdmin = { authorization: `Bearer ${token}` };

    const fiveMb = 5 * 1024 * 1024;
    const imports = [
      `${",".repeat(fiveMb - 8)}\ntitle\n`,
      `full_name\n${",".repeat(fiveMb - 16)}\n`,
      `full_name,email,program_interest\n${"Ada,ada@example.org,individual\n".repeat(Math.floor(fiveMb / 32))}`,
    ];
    const manyRows = JSON.stringify(Array.from({ length: 200_000 }, () => ({})));
    const field = `[${"0,".repeat(128 * 1024 - 1)}0]`;
    const flood = () => {
      const form = new FormData();
      for (let i = 0; i < 50; i += 1) form.append(`f${i}`, field);
      return form;
    };
    const crisis = `${"I can't take it anymore and I want to end my life. ".repeat(38)}`.slice(0, 2000);
    const application = { full_name: "Bulk", email: "bulk@example.org", program_interest: "individual" };
    const bulk = JSON.stringify(Array.from({ length: 5000 }, () => application));

    const importAs = (name: string, type: string, data: string) =>
      statusOf(
        fetch(api("/entities/Application/import"), {
          method: "POST",
          headers: asAdmin,
          body: fileForm(name, type, data),
        }),
      );
    const attacks: [string, () => Promise<string>[]][] = [
      [
        "hostile imports (admin, 5 MB)",
        () => [
          ...imports.map((file) => importAs("hostile.csv", "text/csv", file)),
          importAs("rows.json", "application/json", manyRows),
        ],
      ],
      [
        "multipart flood (40 x 12.5 MB)",
        () =>
          Array.from({ length: 40 }, () =>
            statusOf(fetch(api("/functions/badgeBoard"), { method: "POST", body: flood() })),
          ),
      ],
      [
        "crisis-like chat (40 x 2,000 chars)",
        () =>
          Array.from({ length: 40 }, () =>
            statusOf(
              fetch(api("/functions/chat"), {
                method: "POST",
                headers: { "content-type": "application/json" },
                body: JSON.stringify({ message: crisis }),
              }),
            ),
          ),
      ],
      [
        "anonymous bulk (10 x 5,000 rows)",
        () =>
          Array.from({ length: 10 }, () =>
            statusOf(
              fetch(api("/entities/Application/bulk"), {
                method: "POST",
                headers: { "content-type": "application/json" },
                body: bulk,
              }),
            ),
          ),
      ],
    ];
    // One attack at a time, each with its own probe, so a slow answer is pinned on the attack behind it.
    const phases: HostileAttack[] = [];
    for (const [name, start] of attacks) {
      const probe = await startProbe(`${server.url}/healthz`);
      const answers = await tally(start());
      const waits = (await probe.stop()).sort((a, b) => a - b);
      phases.push({ name, answers, ...statsOf(waits) });
    }
    const all = phases.flatMap((phase) => phase.waits).sort((a, b) => a - b);
    return { ...statsOf(all), attacks: phases.map(({ waits: _, ...phase }) => phase) };
  } finally {
    await server.stop();
  }
}

export function hostileEventLoopTable(result: HostileEventLoopResult): string {
  const rows = result.attacks.map(
    (a) =>
      `| ${a.name} | ${Object.entries(a.answers)
        .map(([status, n]) => `${n} x ${status}`)
        .join(", ")} | ${a.probes} | ${a.p50} | ${a.p99} | ${a.max} |`,
  );
  return (
    `\nEvent loop under hostile input (/healthz every ${PROBE_EVERY_MS} ms from another thread; target: max <= ${HOSTILE_TARGET_MS} ms)\n\n` +
    `| attack | answers | probes | p50 ms | p99 ms | max ms |\n|---|---|---|---|---|---|\n${rows.join("\n")}\n` +
    `| all | | ${result.probes} | ${result.p50} | ${result.p99} | ${result.max} |\n`
  );
}

const target = `/healthz max <= ${HOSTILE_TARGET_MS} ms`;

export function hostileEventLoopRows(result: HostileEventLoopResult | undefined): SummaryRow[] {
  if (!result) return [notRun("event loop under hostile input", target, "BENCH_HOSTILE=0")];
  return [
    summaryRow(
      "event loop under hostile input",
      `p99 ${result.p99} ms, max ${result.max} ms over ${result.probes} probes`,
      target,
      result.max <= HOSTILE_TARGET_MS,
    ),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runHostileEventLoop();
  process.stdout.write(hostileEventLoopTable(result));
  const [row] = hostileEventLoopRows(result);
  process.stdout.write(`\n${row?.measure}: ${row?.value} (${row?.verdict})\n`);
}
