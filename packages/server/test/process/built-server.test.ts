import type { ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validApplication } from "../functions/submission-fixtures.ts";
import {
  buildServer,
  bundle,
  callApi as call,
  loginBuiltAdmin as loginAdmin,
  startBuiltServer as startServer,
} from "../setup/built-server.ts";
import { startSmtpSink } from "../setup/smtp-sink.ts";
import { freePort } from "../setup/throwaway-postgres.ts";

// Each test starts real server processes (a fresh PGlite takes seconds on a busy 2-core machine).
describe("the built server", { timeout: 90_000 }, () => {
  const dataDirs: string[] = [];
  const running: ChildProcess[] = [];
  const tempDataDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "ember-built-"));
    dataDirs.push(dir);
    return dir;
  };
  const start = async (dataDir: string, extraEnv?: Record<string, string>) => {
    const server = await startServer(dataDir, extraEnv);
    running.push(server.child);
    return server;
  };

  beforeAll(() => buildServer(), 60_000);
  afterAll(async () => {
    for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("bundles our domain package instead of importing its TypeScript at run time", async () => {
    expect(await readFile(bundle, "utf8")).not.toMatch(/from\s+["']@ember\/domain["']/);
  });

  it("exits 0 on SIGTERM after closing, and starts again on the same data", async () => {
    const dataDir = await tempDataDir();
    const first = await start(dataDir);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/shutting down/);

    const second = await start(dataDir);
    expect(
      (await call(second.baseUrl, "GET", "/entities/User/me", await loginAdmin(second.baseUrl))).status,
    ).toBe(200);
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  });

  it("keeps an acknowledged write through kill -9 (PGlite durability)", async () => {
    const dataDir = await tempDataDir();
    const first = await start(dataDir);
    const token = await loginAdmin(first.baseUrl);
    const write = await call(first.baseUrl, "PUT", "/entities/User/me", token, { durability_marker: "kept" });
    expect(write.status).toBe(200);
    // An anonymous visitor's application, acknowledged with its id, must outlive the process.
    const application = await call(first.baseUrl, "POST", "/functions/submitApplication", undefined, {
      full_name: "Amara Okafor",
      email: "amara@example.org",
      program_interest: "small_group",
    });
    expect(application.status).toBeLessThan(300);
    first.child.kill("SIGKILL");
    await first.exited;

    const second = await start(dataDir);
    // The token of the killed instance still works: the generated signing key is in the database too.
    const me = await call(second.baseUrl, "GET", "/entities/User/me", token);
    expect(me.status).toBe(200);
    expect(me.body.durability_marker).toBe("kept");
    const kept = await call(second.baseUrl, "GET", `/entities/Application/${application.body.id}`, token);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ full_name: "Amara Okafor", program_interest: "small_group" });
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("delivers every acknowledged submission's e-mails after kill -9 and a restart", async () => {
    const dataDir = await tempDataDir();
    // Nothing listens on the first SMTP port: every first attempt fails and is rescheduled, so the
    // e-mails are still undelivered, only in the outbox, when the process dies.
    const deadPort = await freePort();
    const first = await start(dataDir, {
      SMTP_URL: `smtp://127.0.0.1:${deadPort}`,
      STAFF_EMAIL: "staff@ember.test",
    });
    const emails = Array.from({ length: 4 }, (_, i) => `kill-${i}@example.org`);
    const acknowledged: string[] = [];
    for (const email of emails) {
      const answer = await call(
        first.baseUrl,
        "POST",
        "/functions/submitApplication",
        undefined,
        validApplication(email),
      );
      expect(answer.status).toBe(200);
      acknowledged.push(answer.body.id as string);
    }
    first.child.kill("SIGKILL");
    await first.exited;

    const sink = await startSmtpSink();
    try {
      const second = await start(dataDir, { SMTP_URL: sink.url, STAFF_EMAIL: "staff@ember.test" });
      const token = await loginAdmin(second.baseUrl);
      for (const id of acknowledged) {
        expect((await call(second.baseUrl, "GET", `/entities/Application/${id}`, token)).status).toBe(200);
      }
      // Two e-mails a submission (staff notice and welcome); the rescheduled retry comes due within the
      // first backoff step (at most 30 s).
      await expect
        .poll(() => sink.received.length, { timeout: 60_000, interval: 500 })
        .toBe(emails.length * 2);
      for (const email of emails) {
        expect(sink.received.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1);
      }
      expect(sink.received.filter((m) => m.envelopeTo.includes("staff@ember.test"))).toHaveLength(
        emails.length,
      );
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    } finally {
      await sink.stop();
    }
  }, 120_000);
});
