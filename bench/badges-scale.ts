/**
 * The badge board and search at scale (ADR 0019): seeds 1,000, 100,000 and 1,000,000 badges (or
 * BENCH_BADGE_SIZES) straight into e_badge with `insert ... select from generate_series`, restarts the
 * built server on them, and measures badgeBoard and searchBadges one request at a time on loopback.
 * `tsx bench/badges-scale.ts` runs this section alone (after `npm run build`).
 */

import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startServer } from "../e2e/support/servers.ts";
import type { Database } from "../packages/server/src/db/database.ts";
import { openDatabase } from "../packages/server/src/db/open-database.ts";
import { freePort, startThrowawayPostgres } from "../packages/server/test/setup/throwaway-postgres.ts";

export interface BadgeScaleRow {
  readonly engine: string;
  readonly badges: number;
  readonly scenario: string;
  readonly requests: number;
  readonly first: number;
  readonly p50: number;
  readonly p99: number;
}

// Fixed, so every size extends the one before: person i % PEOPLE earns badge i / PEOPLE, and the unique
// (lower(user_email), badge_name) never collides. At 1,000,000 badges each person holds four.
const PEOPLE = 250_000;
const BATCH = 100_000;
const BOARD_REQUESTS = 300;
const SEARCH_REQUESTS = 100;
const categories = [
  "purpose_seeker",
  "community_builder",
  "mentor",
  "creator",
  "advocate",
  "wellness_champion",
];
const domains = ["example.org", "school.example.edu", "mail.example.com"];

/** The address of person p, the same expression as the seeding SQL's. */
const emailOf = (p: number) =>
  `${createHash("md5").update(String(p)).digest("hex").slice(0, 10)}.${p}@${domains[p % 3]}`;

export function badgeSizes(): number[] {
  const text = process.env.BENCH_BADGE_SIZES ?? "1000,100000,1000000";
  const sizes = text.split(",").map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`BENCH_BADGE_SIZES: ${text}`);
  return sizes.sort((a, b) => a - b);
}

async function seed(db: Database, from: number, to: number): Promise<void> {
  for (let start = from; start < to; start += BATCH) {
    const end = Math.min(to, start + BATCH);
    await db.query(
      `insert into e_badge (id, data, created_date, updated_date)
       select lpad(to_hex(i), 24, '0'),
         jsonb_build_object(
           'user_email', substr(md5(p::text), 1, 10) || '.' || p || '@' || ($4::text[])[p % 3 + 1],
           'badge_name', 'Badge ' || (i / $3),
           'badge_category', ($5::text[])[i % 6 + 1],
           'description', 'Seeded for the scale benchmark'),
         t, t
       from generate_series($1::int, $2::int - 1) as i,
         lateral (select i % $3 as p, timestamptz '2026-01-01' + i * interval '1 second' as t) as x`,
      [start, end, PEOPLE, domains, categories],
    );
  }
  await db.query("analyze e_badge");
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

async function timed(url: string, body: (i: number) => unknown, requests: number) {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body(i)),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    times.push(performance.now() - started);
  }
  const first = times[0] ?? 0;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests,
    first: round(first),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
  };
}

async function measureAt(engine: string, badges: number, env: Record<string, string>) {
  const server = await startServer(await freePort(), { ...env, RATE_LIMIT_SEARCH_PER_MINUTE: "1000000" });
  try {
    const fn = (name: string) => `${server.url}/api/apps/ember/functions/${name}`;
    const rows: BadgeScaleRow[] = [];
    const add = (scenario: string, r: Awaited<ReturnType<typeof timed>>) =>
      rows.push({ engine, badges, scenario, ...r });
    // The first request computes the board (the uncached cost); the rest are served from the cache.
    add("badgeBoard", await timed(fn("badgeBoard"), () => ({}), BOARD_REQUESTS));
    const people = Math.min(badges, PEOPLE);
    // Different people each time, so no page cache favours one.
    const person = (i: number) => ((i * 7919) % people) + 1;
    add(
      "searchBadges: a full address",
      await timed(fn("searchBadges"), (i: number) => ({ query: emailOf(person(i)) }), SEARCH_REQUESTS),
    );
    add(
      "searchBadges: 6 characters of one address",
      await timed(
        fn("searchBadges"),
        (i: number) => ({ query: emailOf(person(i)).slice(2, 8) }),
        SEARCH_REQUESTS,
      ),
    );
    add(
      "searchBadges: no match",
      await timed(fn("searchBadges"), (i: number) => ({ query: `nobody-${i}@nowhere` }), SEARCH_REQUESTS),
    );
    add(
      "searchBadges: 2 characters (many match)",
      await timed(fn("searchBadges"), (i: number) => ({ query: `${i % 10}a` }), SEARCH_REQUESTS),
    );
    return rows;
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
  // A new PGlite directory takes seconds to create (initdb), longer than a plugin may take to start on a
  // busy machine; made here, the server only reopens it.
  await (await open()).close();
  // The first start creates the tables and indexes from entities/*.json, as in production.
  await (await startServer(await freePort(), env)).stop();
  const rows: BadgeScaleRow[] = [];
  let seeded = 0;
  for (const size of sizes) {
    const db = await open();
    const started = performance.now();
    try {
      await seed(db, seeded, size);
    } finally {
      await db.close();
    }
    process.stderr.write(
      `badges ${engine}: seeded ${seeded} -> ${size} in ${Math.round(performance.now() - started)} ms\n`,
    );
    seeded = size;
    rows.push(...(await measureAt(engine, size, env)));
  }
  return rows;
}

export async function runBadgeScale(sizes: readonly number[] = badgeSizes()): Promise<BadgeScaleRow[]> {
  const rows: BadgeScaleRow[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), "ember-badges-"));
  try {
    rows.push(...(await runEngine("pglite", { DATA_DIR: dataDir }, () => openDatabase({ dataDir }), sizes)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const cluster = process.env.DATABASE_URL ? null : await startThrowawayPostgres();
  try {
    const admin = process.env.DATABASE_URL ?? cluster?.url ?? "";
    const url = new URL(admin);
    url.pathname = `/ember_badges_${process.pid}`;
    const client = new pg.Client({ connectionString: admin });
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

/** The report, and the target: the board at the largest size within 3x its time at the smallest. */
export function badgeScaleTable(rows: readonly BadgeScaleRow[]): string {
  const lines = rows.map(
    (r) =>
      `| ${r.engine} | ${r.badges.toLocaleString("en")} | ${r.scenario} | ${r.requests} | ${r.first} | ${r.p50} | ${r.p99} |`,
  );
  const board = rows.filter((r) => r.scenario === "badgeBoard");
  const verdicts = [...new Set(board.map((r) => r.engine))].map((engine) => {
    const of = board.filter((r) => r.engine === engine);
    const small = of[0];
    const large = of[of.length - 1];
    if (!small || !large) return "";
    const ratio = large.p50 / Math.max(0.01, small.p50);
    return `${engine}: board p50 ${small.p50} ms at ${small.badges.toLocaleString("en")} -> ${large.p50} ms at ${large.badges.toLocaleString("en")} (x${ratio.toFixed(2)}; target <= x3: ${ratio <= 3 ? "met" : "MISSED"})`;
  });
  return (
    "\nBadges at scale: one request at a time on loopback; 'first' is the first request after a restart (the board uncached)\n\n" +
    "| engine | badges | scenario | requests | first ms | p50 ms | p99 ms |\n|---|---|---|---|---|---|---|\n" +
    `${lines.join("\n")}\n\n${verdicts.join("\n")}\n`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(badgeScaleTable(await runBadgeScale()));
}
