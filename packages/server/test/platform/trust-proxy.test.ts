import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";

// The client address keys the rate limits: a forged X-Forwarded-For must not change it.
describe("client address behind a proxy", () => {
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];
  const appWith = async (env: Record<string, string>, lines: string[] = []) => {
    const dir = mkdtempSync(path.join(tmpdir(), "ember-trust-"));
    dirs.push(dir);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(loadConfig({ DATA_DIR: dir, LOG_LEVEL: "silent", ...env }), {
      logger: { level: "warn", stream },
    });
    app.get("/whoami", (request) => ({ ip: request.ip }));
    apps.push(app);
    return app;
  };
  const whoami = async (app: FastifyInstance, forwarded: string, remoteAddress?: string) =>
    (
      await app.inject({
        url: "/whoami",
        headers: { "x-forwarded-for": forwarded },
        ...(remoteAddress ? { remoteAddress } : {}),
      })
    ).json() as { ip: string };
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("trusts no peer by default, not even one on this host, and warns once that the header is ignored", async () => {
    const lines: string[] = [];
    const app = await appWith({}, lines);
    expect(await whoami(app, "203.0.113.9")).toEqual({ ip: "127.0.0.1" });
    expect(await whoami(app, "203.0.113.10")).toEqual({ ip: "127.0.0.1" });
    const warnings = lines.filter((line) => line.includes("X-Forwarded-For is ignored"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("TRUST_PROXY=loopback");
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    const app = await appWith({ TRUST_PROXY: "10.1.2.3" });
    expect(await whoami(app, "203.0.113.9")).toEqual({ ip: "127.0.0.1" });
  });

  it("takes the client address from nginx or Caddy on this host with TRUST_PROXY=loopback, and still ignores other peers", async () => {
    const lines: string[] = [];
    const app = await appWith({ TRUST_PROXY: "loopback" }, lines);
    expect(await whoami(app, "203.0.113.9")).toEqual({ ip: "203.0.113.9" });
    expect(await whoami(app, "203.0.113.9", "198.51.100.7")).toEqual({ ip: "198.51.100.7" });
    expect(lines.filter((line) => line.includes("X-Forwarded-For is ignored"))).toHaveLength(1);
  });

  it("takes the address a load balancer on a trusted network names", async () => {
    const network = await appWith({ TRUST_PROXY: "10.0.0.0/8" });
    expect(await whoami(network, "203.0.113.9", "10.4.5.6")).toEqual({ ip: "203.0.113.9" });
    expect(await whoami(network, "203.0.113.9", "198.51.100.7")).toEqual({ ip: "198.51.100.7" });
  });
});
