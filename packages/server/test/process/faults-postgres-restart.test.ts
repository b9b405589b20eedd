import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { validApplication } from "../functions/submission-fixtures.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../setup/throwaway-postgres.ts";

// Its own cluster: stopping the shared test cluster would fail every other suite running beside this one.
describe("PostgreSQL restarted under load", { timeout: 180_000 }, () => {
  let cluster: ThrowawayPostgres;
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    const config = loadConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      DATA_DIR: "",
      DATABASE_URL: cluster.url,
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000",
    });
    app = await buildApp(config, { logger: false, mail: { worker: { pollIntervalMs: 50 } } });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    cluster?.stop();
  });

  const readiness = async () => (await fetch(`${baseUrl}/readyz`)).status;
  const submit = async (i: number) => {
    const response = await fetch(`${baseUrl}/api/apps/ember/functions/submitApplication`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validApplication(`restart-${i}@example.org`)),
    });
    const body = (await response.json()) as { id?: string; error_type?: string };
    return { status: response.status, id: body.id, errorType: body.error_type };
  };

  it("answers 503 (readyz too) while the database is down and recovers by itself when it is back", async () => {
    // Eight clients submit without pause for the whole test.
    const answers: {
      status: number;
      id?: string | undefined;
      phase: string;
      errorType?: string | undefined;
    }[] = [];
    let phase = "before";
    let loading = true;
    let n = 0;
    const client = async () => {
      while (loading) {
        const i = n++;
        const at = phase;
        answers.push({ ...(await submit(i)), phase: at });
      }
    };
    const clients = Array.from({ length: 8 }, client);
    const until = async (condition: () => boolean | Promise<boolean>, what: string) => {
      const deadline = Date.now() + 60_000;
      while (!(await condition())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await until(() => answers.filter((a) => a.status === 200).length >= 20, "submissions before the outage");
    expect(await readiness()).toBe(200);

    cluster.pause();
    phase = "down";
    const downSince = answers.length;
    expect(await readiness()).toBe(503);
    await until(() => answers.length >= downSince + 20, "submissions during the outage");
    expect(await readiness()).toBe(503);

    cluster.resume();
    phase = "after";
    // No restart of the server: its pool reconnects on its own.
    await until(async () => (await readiness()) === 200, "readiness after the restart");
    const afterSince = answers.length;
    await until(
      () => answers.slice(afterSince).filter((a) => a.status === 200).length >= 20,
      "submissions after the restart",
    );
    loading = false;
    await Promise.all(clients);

    const statuses = (which: string) =>
      new Set(answers.filter((a) => a.phase === which).map((a) => a.status));
    // A request may straddle a phase change; outside success, only 503 ServiceUnavailable, never a 500.
    for (const a of answers) {
      expect([200, 503]).toContain(a.status);
      if (a.status === 503) expect(a.errorType).toBe("ServiceUnavailable");
    }
    expect(statuses("down")).toContain(503);
    expect(answers.slice(afterSince + 8).every((a) => a.status === 200)).toBe(true);

    // Every acknowledged submission is stored, the ones from before the outage too.
    const acknowledged = answers.filter((a) => a.status === 200).map((a) => a.id);
    const { rows } = await app.db.query<{ id: string }>("select id from e_application");
    const stored = new Set(rows.map((r) => r.id));
    expect(acknowledged.every((id) => id !== undefined && stored.has(id))).toBe(true);
  });
});
