import type { ChildProcess } from "node:child_process";
import { mkdtemp, open, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildServer,
  callApi,
  loginBuiltAdmin,
  spawnServer,
  startBuiltServer,
} from "../setup/built-server.ts";

const EX_IOERR = 74;
const SEGMENT = 16 * 1024 * 1024;

/** Where the log's written part ends in the current WAL segment (the rest of a segment is zeros). */
async function walEnd(dataDir: string): Promise<number> {
  const walDir = path.join(dataDir, "db", "pg_wal");
  const segment = (await readdir(walDir))
    .filter((name) => /^[0-9A-F]{24}$/.test(name))
    .sort()
    .at(-1);
  if (!segment) throw new Error("no WAL segment");
  const file = await open(path.join(walDir, segment), "r");
  try {
    const buffer = Buffer.alloc(SEGMENT);
    const { bytesRead } = await file.read(buffer, 0, SEGMENT, 0);
    let end = bytesRead;
    while (end > 0 && buffer[end - 1] === 0) end--;
    return end;
  } finally {
    await file.close();
  }
}

describe("the disk filling while the server runs on the embedded database", { timeout: 180_000 }, () => {
  const running: ChildProcess[] = [];
  let dataDir = "";

  beforeAll(async () => {
    buildServer();
    dataDir = await mkdtemp(path.join(tmpdir(), "ember-diskfull-"));
  }, 60_000);
  afterAll(async () => {
    for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers 503, says so once and exits 74; after a restart every acknowledged record is there", async () => {
    // A first start makes the database and its 16 MiB WAL segment; the limit then leaves about 1 MiB of log.
    const first = await startBuiltServer(dataDir);
    running.push(first.child);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    const limitKb = Math.ceil((await walEnd(dataDir)) / 1024) + 1024;
    expect(limitKb * 1024).toBeLessThan(SEGMENT);

    // Per-address limits would turn this burst into 429s before the disk fills.
    const unlimited = {
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000000",
      RATE_LIMIT_EMAIL_PER_MINUTE: "1000000",
    };
    const full = await spawnServer(dataDir, unlimited, { fileSizeLimitKb: limitKb });
    running.push(full.child);
    for (
      let i = 0;
      i < 600 &&
      !(await fetch(`${full.baseUrl}/readyz`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      if (full.child.exitCode !== null) throw new Error(`exited early:\n${full.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const acknowledged: string[] = [];
    const refusals: { status: number; body: Record<string, unknown> }[] = [];
    let readyAfterFailure = false;
    const goals = "A full disk must not lose what it acknowledged. ".repeat(40);
    let n = 0;
    const submitter = async () => {
      // Bounded: the server exits once its log cannot be written; the loop ends with it.
      while (full.child.exitCode === null && n < 20_000) {
        const email = `disk-${n++}@example.org`;
        try {
          const { status, body } = await callApi(
            full.baseUrl,
            "POST",
            "/functions/submitApplication",
            undefined,
            {
              full_name: "Disk Full",
              email,
              program_interest: "individual",
              goals,
            },
          );
          if (status === 200) acknowledged.push(email);
          else {
            refusals.push({ status, body });
            const ready = await fetch(`${full.baseUrl}/readyz`).then(
              (r) => r.ok,
              () => false,
            );
            readyAfterFailure ||= ready;
          }
        } catch {
          // A dropped connection (in flight while the process exits) is no acknowledgement: nothing to check.
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, submitter));
    expect(await full.exited).toBe(EX_IOERR);

    expect(acknowledged.length).toBeGreaterThan(0);
    for (const { status, body } of refusals) {
      expect(status).toBe(503);
      expect(body).toMatchObject({ error_type: "ServiceUnavailable", traceback: "" });
    }
    expect(readyAfterFailure).toBe(false);
    const sentences = full
      .output()
      .split("\n")
      .filter((line) => line.startsWith("The embedded database"));
    expect(sentences).toHaveLength(1);
    expect(sentences[0]).toMatch(/could not write its log \(.*File too large.*\)\. Is the disk full\?/);

    // With room again: the database opens (crash recovery), keeps every acknowledged application and works.
    const again = await startBuiltServer(dataDir);
    running.push(again.child);
    const token = await loginBuiltAdmin(again.baseUrl);
    const count = await callApi(again.baseUrl, "GET", "/entities/Application/count", token);
    expect(count.body.count as number).toBeGreaterThanOrEqual(acknowledged.length);
    for (const email of [acknowledged[0], acknowledged.at(-1)]) {
      const q = encodeURIComponent(JSON.stringify({ email }));
      const found = await callApi(again.baseUrl, "GET", `/entities/Application?q=${q}`, token);
      expect(found.body).toHaveLength(1);
    }
    const stored = await callApi(
      again.baseUrl,
      "GET",
      "/entities/Application?limit=100000&fields=email",
      token,
    );
    const emails = new Set((stored.body as unknown as { email: string }[]).map((row) => row.email));
    expect(acknowledged.filter((email) => !emails.has(email))).toEqual([]);
    const more = await callApi(again.baseUrl, "POST", "/functions/submitApplication", undefined, {
      full_name: "After the restart",
      email: "after@example.org",
      program_interest: "individual",
      goals,
    });
    expect(more.status).toBe(200);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  });
});
