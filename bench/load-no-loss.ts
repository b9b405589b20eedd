/**
 * Load and no loss (ADR 0046): CLIENTS concurrent clients for BENCH_LOAD_SECONDS submit applications,
 * planning forms and assessments to the built server, which delivers by SMTP to a real `smtp-server` in
 * this process. Then: zero 5xx, records equal to acknowledged submissions, e-mails equal to two per
 * application and form plus one per assessment, none twice (by Message-ID); throughput and p50/p99.
 */

import { admin } from "../e2e/support/accounts.ts";
import { type ServerProcessOptions, startServer } from "../e2e/support/servers.ts";
import { validApplication, validFirePlan } from "../packages/server/test/functions/submission-fixtures.ts";
import { messageIdCounts, startSmtpSink } from "../packages/server/test/setup/smtp-sink.ts";
import { freePort } from "../packages/server/test/setup/throwaway-postgres.ts";

export interface LoadRow {
  engine: string;
  seconds: number;
  clients: number;
  acknowledged: number;
  rps: number;
  p50: number;
  p99: number;
  serverErrors: number;
  otherErrors: number;
  records: number;
  expectedEmails: number;
  delivered: number;
  duplicates: number;
  /** E-mails delivered after the load ended, per second of the drain (SMTP throughput under no load). */
  drainRate: number;
  /** Seconds from the end of the load until the last expected e-mail arrived (or the drain gave up). */
  drainSeconds: number;
}

const five = (...values: number[]) => Object.fromEntries(values.map((v, i) => [String(i), v]));
const assessment = (email: string) => ({
  first_name: "Ada",
  last_name: "Lovelace",
  email,
  answers: {
    academics: five(4, 3, 4, 3, 4),
    finances: five(1, 2, 1, 2, 1),
    social: five(3, 3, 3, 3, 3),
    precision: five(2, 2, 2, 2, 2),
    physical: five(0, 1, 0, 1, 0),
  },
});

// What each kind of submission stores and sends (product.md#sending-e-mail: welcome + staff notice; the
// assessment's result).
const kinds = [
  { fn: "submitApplication", entity: "Application", emails: 2, body: validApplication },
  { fn: "submitFirePlan", entity: "UserProfile", emails: 2, body: validFirePlan },
  { fn: "submitAssessment", entity: "AssessmentResult", emails: 1, body: assessment },
] as const;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

export async function runLoadNoLoss(
  engine: string,
  env: Record<string, string>,
  seconds: number,
  clients = Number(process.env.BENCH_LOAD_CLIENTS ?? 200),
  processOptions: ServerProcessOptions = {},
): Promise<LoadRow> {
  const sink = await startSmtpSink();
  const server = await startServer(
    await freePort(),
    {
      ...env,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: sink.url,
      STAFF_EMAIL: "staff@load.example",
      // Per-address limits would turn a load test from one address into 429s.
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000",
      RATE_LIMIT_EMAIL_PER_MINUTE: "1000000",
    },
    processOptions,
  );
  try {
    const acknowledged = [0, 0, 0];
    const latencies: number[] = [];
    let serverErrors = 0;
    let otherErrors = 0;
    let n = 0;
    const deadline = Date.now() + seconds * 1000;
    const client = async () => {
      while (Date.now() < deadline) {
        const i = n++;
        const k = i % kinds.length;
        const kind = kinds[k] as (typeof kinds)[number];
        const started = performance.now();
        try {
          const response = await fetch(`${server.url}/api/apps/ember/functions/${kind.fn}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(kind.body(`load-${i}@example.org`)),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - started);
          if (response.status === 200) acknowledged[k] = (acknowledged[k] ?? 0) + 1;
          else if (response.status >= 500) serverErrors++;
          else otherErrors++;
        } catch {
          otherErrors++;
        }
      }
    };
    const began = performance.now();
    // Every client waits for its last answer: acknowledged counts are exact, nothing is left in flight.
    await Promise.all(Array.from({ length: clients }, client));
    const elapsed = (performance.now() - began) / 1000;

    const token = await login(server.url);
    const records = (await Promise.all(kinds.map((kind) => count(server.url, token, kind.entity)))).reduce(
      (a, b) => a + b,
      0,
    );
    const expectedEmails = kinds.reduce((sum, kind, k) => sum + kind.emails * (acknowledged[k] ?? 0), 0);
    // The outbox drains after the load: wait until every e-mail arrived (or BENCH_LOAD_DRAIN_SECONDS).
    const drainStart = performance.now();
    const receivedAtLoadEnd = sink.received.length;
    const drainDeadline = Date.now() + Number(process.env.BENCH_LOAD_DRAIN_SECONDS ?? 600) * 1000;
    while (sink.received.length < expectedEmails && Date.now() < drainDeadline) {
      await new Promise((r) => setTimeout(r, 250));
    }
    const drainSeconds = (performance.now() - drainStart) / 1000;
    const drainRate = Math.round((sink.received.length - receivedAtLoadEnd) / Math.max(drainSeconds, 0.001));
    await new Promise((r) => setTimeout(r, 1000));
    const counts = messageIdCounts(sink.received);
    const sorted = latencies.sort((a, b) => a - b);
    const total = acknowledged.reduce((a, b) => a + b, 0);
    return {
      engine,
      seconds,
      clients,
      acknowledged: total,
      rps: Math.round(latencies.length / elapsed),
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
      serverErrors,
      otherErrors,
      records,
      expectedEmails,
      delivered: counts.size,
      duplicates: [...counts.values()].reduce((sum, c) => sum + c - 1, 0),
      drainRate,
      drainSeconds: Math.round(drainSeconds),
    };
  } finally {
    await server.stop();
    await sink.stop();
  }
}

/** Loss is anything but: no 5xx, every acknowledged record stored, every e-mail once. */
export const lossOf = (r: LoadRow) =>
  r.serverErrors +
  Math.abs(r.records - r.acknowledged) +
  Math.abs(r.delivered - r.expectedEmails) +
  r.duplicates;

export function loadTable(rows: readonly LoadRow[]): string {
  const lines = rows.map(
    (r) =>
      `| ${r.engine} | ${r.clients} | ${r.seconds} | ${r.acknowledged} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.serverErrors} | ${r.otherErrors} | ${r.records} | ${r.delivered}/${r.expectedEmails} | ${r.duplicates} | ${r.drainRate} | ${r.drainSeconds} | ${lossOf(r)} |`,
  );
  return (
    "\nLoad and no loss: applications, planning forms and assessments, SMTP to a local smtp-server (loss must be 0)\n\n" +
    "| engine | clients | s | acknowledged | req/s | p50 ms | p99 ms | 5xx | other errors | records | e-mails delivered/expected | twice | drain e-mails/s | drain s | loss |\n" +
    `|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n${lines.join("\n")}\n`
  );
}

async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/apps/ember/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function count(baseUrl: string, token: string, entity: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/apps/ember/entities/${entity}/count`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { count: number }).count;
}
