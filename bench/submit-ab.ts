/**
 * `tsx bench/submit-ab.ts`: submitApplication under autocannon for two or more builds of the server, back
 * to back and alternating, so that on a shared, loaded machine the builds compare within the same minutes
 * (ADR 0039). Each run starts the built server as `npm start` does, on a fresh DATA_DIR (or a fresh
 * PostgreSQL database), warms it up, measures, and checks that every acknowledged submission is stored.
 *
 *   AB_ENTRIES   label=path/to/main.js,... (default: new=packages/server/dist/main.js)
 *   AB_ENGINE    pglite (default) or postgres (a throwaway cluster, or DATABASE_URL's)
 *   AB_ROUNDS    rounds over all entries (default 2); AB_SECONDS per run (default 20);
 *   AB_CONNECTIONS (default 10); AB_NODE_OPTIONS extra options for the server (e.g. --cpu-prof).
 *   AB_ENV_<label>, AB_NODE_OPTIONS_<label>: more, for that entry only: the same build under two settings
 *   (e.g. AB_ENTRIES=base=packages/server/dist/main.js,trim=packages/server/dist/main.js
 *   AB_ENV_trim="MALLOC_MMAP_THRESHOLD_=32768"). Variables the C library reads at start can only be
 *   compared this way.
 */
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { startServer } from "../e2e/support/servers.ts";
import { freePort, startThrowawayPostgres } from "../packages/server/test/setup/throwaway-postgres.ts";

const entries = (process.env.AB_ENTRIES ?? "new=packages/server/dist/main.js").split(",").map((e) => {
  const [label, file] = e.split("=");
  return { label: label as string, file: path.resolve(file as string) };
});
const engine = process.env.AB_ENGINE ?? "pglite";
const rounds = Number(process.env.AB_ROUNDS ?? 2);
const seconds = Number(process.env.AB_SECONDS ?? 20);
const connections = Number(process.env.AB_CONNECTIONS ?? 10);

const body = JSON.stringify({
  full_name: "Bench Submitter",
  email: "bench-submit@example.org",
  program_interest: "individual",
  goals: "Find a mentor and a project worth giving my evenings to.",
});

const words = (value: string | undefined) => (value ?? "").split(" ").filter(Boolean);

/** An entry's own variables, `NAME=value` separated by spaces. */
function entryEnv(label: string): Record<string, string> {
  return Object.fromEntries(
    words(process.env[`AB_ENV_${label}`]).map((pair) => [
      pair.slice(0, pair.indexOf("=")),
      pair.slice(pair.indexOf("=") + 1),
    ]),
  );
}

/** The built server of `file`, with the per-address limit out of the way of a load from one address. */
function start(label: string, file: string, env: Record<string, string>) {
  return freePort().then((port) =>
    startServer(
      port,
      { RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000", ...entryEnv(label), ...env },
      {
        entry: file,
        nodeArgs: [...words(process.env.AB_NODE_OPTIONS), ...words(process.env[`AB_NODE_OPTIONS_${label}`])],
      },
    ),
  );
}

async function fire(url: string, duration: number) {
  return autocannon({
    url: `${url}/api/apps/ember/functions/submitApplication`,
    connections,
    duration,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
}

const cluster = engine === "postgres" && !process.env.DATABASE_URL ? await startThrowawayPostgres() : null;
const adminUrl = process.env.DATABASE_URL ?? cluster?.url ?? "";
let databases = 0;

async function freshDatabase(): Promise<Record<string, string>> {
  if (engine !== "postgres") return {};
  const name = `ab_${process.pid}_${databases++}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

async function stored(env: Record<string, string>, dataUrl: string): Promise<number | null> {
  if (engine !== "postgres") return null;
  const client = new pg.Client({ connectionString: env.DATABASE_URL ?? dataUrl });
  await client.connect();
  const tables = await client.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_name ilike '%application%' and table_schema = 'public'",
  );
  const table = tables.rows.map((r) => r.table_name).find((t) => /application/i.test(t));
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
  await client.end();
  return rows[0]?.n ?? 0;
}

const lines: string[] = [];
try {
  for (let round = 0; round < rounds; round++) {
    for (const { label, file } of entries) {
      const env = await freshDatabase();
      const server = await start(label, file, env);
      try {
        await fire(server.url, 2); // warm-up: JIT, the plan cache, the first outbox rounds
        const r = await fire(server.url, seconds);
        await new Promise((resolve) => setTimeout(resolve, 500));
        const count = await stored(env, adminUrl);
        const line = `${engine} ${label.padEnd(8)} round ${round}: ${Math.round(r.requests.average)} req/s p50 ${r.latency.p50} p90 ${r.latency.p90} p99 ${r.latency.p99} max ${r.latency.max} errors ${r.errors + r.non2xx} ok ${r["2xx"]}${count === null ? "" : ` stored(all runs) ${count}`}`;
        lines.push(line);
        process.stdout.write(`${line}\n`);
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  cluster?.stop();
}
process.stdout.write(`\n${lines.join("\n")}\n`);
