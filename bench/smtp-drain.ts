/**
 * The load-and-no-loss run on the embedded database alone, for measuring e-mail delivery over SMTP:
 * BENCH_LOAD_SECONDS (default 10) of submissions from BENCH_LOAD_CLIENTS (200), then the drain, reporting
 * the drain's e-mails/s and whether every e-mail arrived once. SMTP_DRAIN_ENTRY runs another build of the
 * server (e.g. a copy of main's packages/server/dist/main.js) to compare before and after;
 * SMTP_DRAIN_NODE_ARGS passes flags to the server's node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 *   npx tsx bench/smtp-drain.ts
 */
import { loadTable, lossOf, runLoadNoLoss } from "./load-no-loss.ts";

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const entry = process.env.SMTP_DRAIN_ENTRY;
// SMTP_DRAIN_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
const nodeArgs = (process.env.SMTP_DRAIN_NODE_ARGS ?? "").split(" ").filter(Boolean);
const row = await runLoadNoLoss("pglite", {}, seconds, undefined, { ...(entry ? { entry } : {}), nodeArgs });
process.stdout.write(loadTable([row]));
process.exit(lossOf(row) === 0 ? 0 : 1);
