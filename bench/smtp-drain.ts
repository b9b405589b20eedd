/**
 * The load-and-no-loss run on one database, for measuring e-mail delivery over SMTP: BENCH_LOAD_SECONDS
 * (default 10) of submissions from BENCH_LOAD_CLIENTS (200), then the drain, reporting the drain's
 * e-mails/s and whether every e-mail arrived once. SMTP_DRAIN_ENGINE is pglite (default) or postgres (a
 * throwaway cluster, or DATABASE_URL). SMTP_DRAIN_ENTRY runs another build of the server (e.g. a copy of
 * main's packages/server/dist/main.js) to compare before and after; SMTP_DRAIN_NODE_ARGS passes flags to
 * the server's node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 *   npx tsx bench/smtp-drain.ts
 */
import { startThrowawayPostgres } from "../packages/server/test/setup/throwaway-postgres.ts";
import { loadTable, lossOf, runLoadNoLoss } from "./load-no-loss.ts";

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const entry = process.env.SMTP_DRAIN_ENTRY;
const nodeArgs = (process.env.SMTP_DRAIN_NODE_ARGS ?? "").split(" ").filter(Boolean);
const engine = process.env.SMTP_DRAIN_ENGINE === "postgres" ? "postgres" : "pglite";
const cluster = engine === "postgres" && !process.env.DATABASE_URL ? await startThrowawayPostgres() : null;
try {
  const env: Record<string, string> =
    engine === "postgres" ? { DATABASE_URL: process.env.DATABASE_URL ?? cluster?.url ?? "" } : {};
  const row = await runLoadNoLoss(engine, env, seconds, undefined, { ...(entry ? { entry } : {}), nodeArgs });
  process.stdout.write(loadTable([row]));
  process.exitCode = lossOf(row) === 0 ? 0 : 1;
} finally {
  cluster?.stop();
}
