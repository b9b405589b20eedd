import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareDenoFixtureApp } from "../setup/deno-app.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

const serverSource = fileURLToPath(new URL("../../src/app.ts", import.meta.url));

/** What a function may do in its worker: Deno's permissions and the pool's limits, tried for real. */
describe("Deno functions in their sandbox", () => {
  let t: TestApp;
  const call = (name: string, query = "") =>
    fetch(`${t.baseUrl}/api/apps/${t.config.appId}/functions/${name}${query}`, { method: "POST" });

  beforeAll(async () => {
    const secrets = path.join(tmpdir(), `deno-sandbox-${process.pid}.env`);
    await writeFile(secrets, "# the app's secrets\nSTRIPE_KEY=sk_test_123\nexport GREETING='hello world'\n");
    t = await startTestApp("pglite", {
      APP_DIR: await prepareDenoFixtureApp(),
      APP_SECRETS_FILE: secrets,
      FUNCTION_WORKERS: "1",
      FUNCTION_TIMEOUT_SECONDS: "3",
      FUNCTION_MEMORY_MB: "64",
      // The server's own secrets, which no function may see.
      JWT_SECRET: "a-server-secret-that-is-long-enough-to-be-used",
      SERVICE_TOKEN: "a-static-service-token-that-is-long-enough",
    });
  });
  afterAll(() => t?.close());

  it("sees the app's secrets in Deno.env and nothing of the server's environment", async () => {
    expect(process.env.PATH).toBeTruthy();
    expect(await (await call("env")).json()).toEqual({ STRIPE_KEY: "sk_test_123", GREETING: "hello world" });
  });

  it("reads its own code, and nothing else: no system file, no server source, no secrets file, no writes", async () => {
    const answer = await (await call("sneak", `?source=${encodeURIComponent(serverSource)}`)).json();
    expect(answer).toEqual({
      passwd: "NotCapable",
      serverSource: "NotCapable",
      importServer: "TypeError",
      secretsBeside: "NotCapable",
      write: "NotCapable",
      run: "NotCapable",
      sys: "NotCapable",
      ownModule: "allowed",
    });
  });

  it("stops a function that never ends at the time limit with a 504, and answers the next call", async () => {
    const started = Date.now();
    const response = await call("spin");
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({
      error_type: "GatewayTimeout",
      message: "Function spin did not finish within 3 s",
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await (await call("admin/stats")).json()).toEqual({ nested: true });
  });

  it("ends a worker that outgrows its memory with a 502, and answers the next call", async () => {
    const response = await call("hog");
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error_type: "FunctionCrashed" });
    expect(await (await call("admin/stats")).json()).toEqual({ nested: true });
  });

  it("answers a call queued behind a spinning function once the spin is stopped", async () => {
    const spinning = call("spin");
    const queued = call("admin/stats");
    expect((await spinning).status).toBe(504);
    const answer = await queued;
    expect([answer.status, await answer.json()]).toEqual([200, { nested: true }]);
  });

  it("keeps serving other routes while a function spins", async () => {
    const spinning = call("spin");
    const health = await fetch(`${t.baseUrl}/api/apps/public/prod/public-settings/by-id/${t.config.appId}`);
    expect(health.status).toBe(200);
    expect((await spinning).status).toBe(504);
  });
});
