import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";

// The client address keys the rate limits: a forged X-Forwarded-For must not change it.
describe("client address behind a proxy", () => {
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];
  const appWith = async (env: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), "ember-trust-"));
    dirs.push(dir);
    const app = await buildApp(loadConfig({ DATA_DIR: dir, LOG_LEVEL: "silent", ...env }), { logger: false });
    app.get("/whoami", (request) => ({ ip: request.ip }));
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    const app = await appWith({ TRUST_PROXY: "10.1.2.3" });
    const res = await app.inject({ url: "/whoami", headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(res.json()).toEqual({ ip: "127.0.0.1" });
  });

  it("takes the client address from a trusted proxy on this host by default", async () => {
    const app = await appWith({});
    const res = await app.inject({ url: "/whoami", headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(res.json()).toEqual({ ip: "203.0.113.9" });
  });
});
