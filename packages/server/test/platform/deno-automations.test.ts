import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type EntityHandler } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

// The Ember site's Badge schema, as the entity of the hosted test app.
const badgeSchema = path.resolve(import.meta.dirname, "../../../../entities/Badge.json");

interface Received {
  readonly path: string;
  readonly body: Record<string, unknown>;
}

/**
 * What the automations' functions report to: every call is kept, and `/flaky` fails its first call. A
 * test waits for the calls it expects rather than for time to pass.
 */
async function startSink() {
  const received: Received[] = [];
  const waiters: { path: string; count: number; resolve: () => void }[] = [];
  let flakyCalls = 0;
  const check = () => {
    for (const waiter of [...waiters]) {
      if (received.filter((r) => r.path === waiter.path).length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const where = request.url ?? "";
      received.push({ path: where, body });
      if (where === "/flaky") flakyCalls += 1;
      response.statusCode = where === "/flaky" && flakyCalls === 1 ? 500 : 200;
      response.end();
      check();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    callsOf: (where: string, count: number) =>
      new Promise<void>((resolve) => {
        waiters.push({ path: where, count, resolve });
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A function that posts the body it was called with to the sink at `where` and answers the sink's status. */
const reporter = (where: string) => `Deno.serve(async (req) => {
  const response = await fetch(Deno.env.get("SINK_URL") + "${where}", { method: "POST", body: await req.text() });
  return new Response(null, { status: response.status });
});
`;

describe("automations: each firing runs once across two instances on one PostgreSQL", () => {
  let first: TestApp;
  let second: TestApp;
  let appDir: string;
  let sink: Awaited<ReturnType<typeof startSink>>;
  const runAt = new Date(Date.now() + 8000);

  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(appDir, file)), { recursive: true });
    await writeFile(path.join(appDir, file), text);
  };
  const rowsOf = async (sql: string, params: unknown[] = []) => (await first.app.db.query(sql, params)).rows;
  /**
   * A function's one job once it is settled: the sink hears the call before the instance that made it
   * has recorded the answer, so this waits for that state, reading it after each turn of the loop.
   */
  const settledJob = async (functionName: string) => {
    const read = async () =>
      (await rowsOf("select status, attempts from function_jobs where function_name = $1", [
        functionName,
      ])) as {
        status: string;
      }[];
    for (let jobs = await read(); ; jobs = await read()) {
      if (jobs.length > 0 && jobs.every((job) => job.status === "succeeded" || job.status === "failed"))
        return jobs;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  beforeAll(async () => {
    sink = await startSink();
    appDir = await mkdtemp(path.join(tmpdir(), "deno-automations-"));
    const once = (name: string, args: Record<string, unknown>) => ({
      name,
      type: "scheduled",
      schedule_mode: "one-time",
      one_time_date: runAt.toISOString(),
      function_args: args,
    });
    await write(
      "base44/functions/nightly/function.jsonc",
      JSON.stringify({
        name: "nightly",
        entry: "index.ts",
        automations: [once("launch", { hello: "world" })],
      }),
    );
    await write("base44/functions/nightly/index.ts", reporter("/nightly"));
    await write(
      "base44/functions/flaky/function.jsonc",
      JSON.stringify({ name: "flaky", entry: "index.ts", automations: [once("retried", {})] }),
    );
    await write("base44/functions/flaky/index.ts", reporter("/flaky"));
    await write(
      "base44/functions/on-badge/function.jsonc",
      JSON.stringify({
        name: "on-badge",
        entry: "index.ts",
        automations: [{ name: "new badge", type: "entity", entity_name: "Badge", event_types: ["create"] }],
      }),
    );
    await write("base44/functions/on-badge/index.ts", reporter("/on-badge"));
    // APP_DIR hosts this folder as the app: the entity its hook watches is the app's own.
    await write("base44/entities/badge.jsonc", await readFile(badgeSchema, "utf8"));
    const secrets = path.join(appDir, "..", `${path.basename(appDir)}.env`);
    await writeFile(secrets, `SINK_URL=${sink.url}\n`);
    const env = {
      APP_DIR: appDir,
      APP_SECRETS_FILE: secrets,
      AUTOMATIONS_POLL_MS: "50",
      AUTOMATIONS_RETRY_MS: "50",
      FUNCTION_WORKERS: "1",
    };
    first = await startTestApp("postgres", env);
    second = await startTestApp("postgres", { ...env, DATABASE_URL: first.config.databaseUrl ?? "" });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await sink?.close();
    await rm(appDir, { recursive: true, force: true });
  });

  it("runs a one-time automation once, with its function_args as the body", async () => {
    expect(Date.now()).toBeLessThan(runAt.getTime());
    await sink.callsOf("/nightly", 1);
    expect(await settledJob("nightly")).toEqual([{ status: "succeeded", attempts: 1 }]);
    // The schedule has no run left, so no instance fires it again.
    expect(
      await rowsOf("select next_run_at, runs from function_schedules where function_name = 'nightly'"),
    ).toEqual([{ next_run_at: null, runs: 1 }]);
    expect(sink.received.filter((r) => r.path === "/nightly").map((r) => r.body)).toEqual([
      { hello: "world" },
    ]);
    expect(Date.now()).toBeGreaterThanOrEqual(runAt.getTime());
  });

  it("retries a failed run and logs every attempt", async () => {
    await sink.callsOf("/flaky", 2);
    expect(await settledJob("flaky")).toEqual([{ status: "succeeded", attempts: 2 }]);
    const log = await rowsOf(
      `select l.attempt, l.status_code, l.error from function_job_log l
       join function_jobs j on j.id = l.job_id where j.function_name = 'flaky' order by l.attempt`,
    );
    expect(log).toEqual([
      { attempt: 1, status_code: 500, error: "the function answered 500" },
      { attempt: 2, status_code: 200, error: null },
    ]);
  });

  it("runs an entity hook once per created record, with the Base44 payload", async () => {
    const admin = createClient({
      serverUrl: second.baseUrl,
      appId: second.config.appId,
      token: second.adminToken,
    });
    const badge = await (admin.entities.Badge as EntityHandler<Record<string, unknown>>).create({
      user_email: "ada@example.org",
      badge_name: "Fire Starter",
      badge_category: "creator",
    });
    await sink.callsOf("/on-badge", 1);
    const bodies = sink.received.filter((r) => r.path === "/on-badge").map((r) => r.body);
    expect(bodies).toEqual([
      {
        event: { type: "create", entity_name: "Badge", entity_id: badge.id },
        data: expect.objectContaining({ id: badge.id, badge_name: "Fire Starter" }),
        old_data: null,
        payload_too_large: false,
      },
    ]);
    expect(
      await rowsOf("select count(*)::int as n from function_jobs where function_name = 'on-badge'"),
    ).toEqual([{ n: 1 }]);
  });
});
