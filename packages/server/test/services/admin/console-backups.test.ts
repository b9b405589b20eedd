import { spawnSync } from "node:child_process";
import { cp, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRestoreCommand } from "../../../src/cli/backup.ts";
import { openPgliteDatabase } from "../../../src/db/pglite-database.ts";
import { engines } from "../../setup/databases.ts";
import { startTestApp, type TestApp } from "../../setup/test-app.ts";
import { createMember } from "../../setup/users.ts";

interface Run {
  id: string;
  trigger: string;
  status: string;
  stage: string;
  bytes: number | null;
  error: string | null;
  kept: boolean;
}
interface Listing {
  engine: string;
  availability: string;
  settings: { enabled: boolean; hour: number; keepDaily: number; keepWeekly: number };
  runs: Run[];
}

// A backup snapshots the whole database (seconds on a busy machine); restoring opens it again.
const SLOW_MS = 180_000;

/** The server's own backups, run from the console and on its daily schedule (platform/backup). */
describe.each(engines)("backups from the console on %s", (engine) => {
  let t: TestApp;
  let now = new Date("2026-11-20T02:00:00Z");
  let memberToken: string;
  const url = (p: string) => `${t.baseUrl}/api/apps/${t.config.appId}/admin/backups${p}`;
  const call = (p: string, method = "GET", body?: unknown, token = t.adminToken) =>
    fetch(url(p), {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const listing = async () => (await (await call("")).json()) as Listing;
  const runOf = async (id: string) => (await listing()).runs.find((run) => run.id === id);
  /** Waits for the run to leave "running", as the console's list does. */
  const finished = async (id: string) => {
    await expect.poll(async () => (await runOf(id))?.status, { timeout: SLOW_MS }).not.toBe("running");
    return (await runOf(id)) as Run;
  };

  beforeAll(async () => {
    t = await startTestApp(
      engine,
      {},
      { clock: () => now, backups: { now: () => now, checkEveryMs: 3_600_000 } },
    );
    memberToken = (await createMember(t, "member@example.org", { is_member: true })).token;
    const created = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/Application`, {
      method: "POST",
      headers: { authorization: `Bearer ${t.adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ full_name: "Kept Safe", email: "kept@example.org", program_interest: "both" }),
    });
    expect(created.status).toBe(201);
  }, SLOW_MS);
  afterAll(() => t.close());

  it(
    "runs a backup from the console, shows it in the list, and downloads it by a one-use signed link",
    async () => {
      const before = await listing();
      expect(before.availability).toBe("available");
      expect(before.settings).toEqual({ enabled: true, hour: 3, keepDaily: 7, keepWeekly: 4 });
      const started = await call("", "POST");
      expect(started.status).toBe(202);
      const { id } = (await started.json()) as { id: string };
      const run = await finished(id);
      expect(run).toMatchObject({ trigger: "manual", status: "succeeded", stage: "done", kept: true });
      expect(run.bytes).toBeGreaterThan(1000);

      const link = (await (await call(`/${id}/link`, "POST")).json()) as { url: string };
      const download = await fetch(`${t.baseUrl}${link.url}`);
      expect(download.status).toBe(200);
      expect(download.headers.get("content-disposition")).toMatch(
        /^attachment; filename="ember-.+\.(tar\.gz|dump)"$/,
      );
      const bytes = Buffer.from(await download.arrayBuffer());
      expect(bytes.length).toBe(run.bytes);
      // A gzip (the embedded snapshot) or pg_dump's custom format.
      const magic = engine === "pglite" ? Buffer.from([0x1f, 0x8b]) : Buffer.from("PGDMP");
      expect(bytes.subarray(0, magic.length)).toEqual(magic);
      const again = await fetch(`${t.baseUrl}${link.url}`);
      expect(again.status).toBe(410);
      await again.text();
      const elsewhere = await fetch(`${t.baseUrl}${link.url.replace(`/${id}/`, "/other-id/")}`);
      expect(elsewhere.status).toBe(403);
      await elsewhere.text();
    },
    SLOW_MS,
  );

  it(
    "refuses non-admins, bad settings, unknown backups, and a second backup while one runs",
    async () => {
      expect((await call("", "GET", undefined, "")).status).toBe(401);
      expect((await call("", "GET", undefined, memberToken)).status).toBe(403);
      expect((await call("", "POST", undefined, memberToken)).status).toBe(403);
      const valid = { enabled: true, hour: 3, keepDaily: 7, keepWeekly: 4 };
      for (const bad of [
        { ...valid, hour: 24 },
        { ...valid, keepDaily: 0 },
        { ...valid, enabled: "yes" },
        { ...valid, x: 1 },
        [],
      ]) {
        const response = await call("/settings", "PUT", bad);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ message: expect.any(String) });
      }
      expect((await listing()).settings).toEqual(valid);
      expect((await call("/no-such-backup/link", "POST")).status).toBe(404);
      expect((await call("/..%2F..%2Fetc/link", "POST")).status).toBe(404);

      const first = await call("", "POST");
      const second = await call("", "POST");
      expect([first.status, second.status]).toEqual([202, 409]);
      await finished(((await first.json()) as { id: string }).id);
    },
    SLOW_MS,
  );

  it(
    "runs daily at the hour, prunes by the retention rule, and a scheduled backup restores",
    async () => {
      const backups = t.app.backups;
      if (!backups) throw new Error("no backup service");
      expect(
        (await call("/settings", "PUT", { enabled: true, hour: 3, keepDaily: 2, keepWeekly: 0 })).status,
      ).toBe(200);
      expect(await backups.runDue()).toBeUndefined(); // 02:00: not yet
      const ids: string[] = [];
      for (const day of ["2026-11-20", "2026-11-21", "2026-11-22"]) {
        now = new Date(`${day}T03:30:00Z`);
        const id = await backups.runDue();
        if (!id) throw new Error(`no backup on ${day}`);
        ids.push(id);
        await backups.settled();
        expect(await backups.runDue()).toBeUndefined(); // once a day
      }
      const runs = (await listing()).runs;
      const scheduled = ids.map((id) => runs.find((run) => run.id === id));
      expect(scheduled.map((run) => run?.status)).toEqual(["succeeded", "succeeded", "succeeded"]);
      // Two days kept: the 21st and 22nd; the 20th's scheduled and the two manual ones of the 20th are gone.
      expect(scheduled.map((run) => run?.kept)).toEqual([false, true, true]);
      const onDisk = (await readdir(path.join(t.config.dataDir, "backups"))).sort();
      expect(onDisk).toHaveLength(2);
      expect(onDisk.every((name) => name.endsWith("-daily"))).toBe(true);

      if (engine === "pglite") {
        // The newest scheduled backup restored into a fresh data directory, as an operator would.
        const fresh = await mkdtemp(path.join(tmpdir(), "ember-restored-"));
        try {
          const lines: string[] = [];
          const out = { log: (s: string) => void lines.push(s), error: (s: string) => void lines.push(s) };
          const backupDir = path.join(t.config.dataDir, "backups", onDisk[1] ?? "");
          const copy = path.join(fresh, "copied-backup");
          await cp(backupDir, copy, { recursive: true });
          const code = await runRestoreCommand(
            [copy],
            { DATA_DIR: path.join(fresh, "data"), DATABASE_URL: "" },
            out,
          );
          expect(code, lines.join("\n")).toBe(0);
          const db = await openPgliteDatabase(path.join(fresh, "data", "db"));
          try {
            const { rows } = await db.query<{ name: string }>(
              "select data->>'full_name' as name from e_application",
            );
            expect(rows.map((row) => row.name)).toContain("Kept Safe");
          } finally {
            await db.close();
          }
        } finally {
          await rm(fresh, { recursive: true, force: true });
        }
      } else {
        // pg_restore reads the dump back: the table and its row are in it.
        const dump = path.join(t.config.dataDir, "backups", onDisk[1] ?? "", "db.dump");
        expect((await stat(dump)).size).toBeGreaterThan(1000);
        const listed = spawnSync("pg_restore", ["--list", dump], { encoding: "utf8" });
        expect(listed.status, listed.stderr).toBe(0);
        expect(listed.stdout).toContain("e_application");
      }
    },
    SLOW_MS * 3,
  );

  it(
    "shows a failed backup with its reason",
    async () => {
      const backups = t.app.backups;
      if (!backups) throw new Error("no backup service");
      // A file where the backups directory should be: the backup cannot be written.
      const dir = path.join(t.config.dataDir, "backups");
      await rm(dir, { recursive: true, force: true });
      await writeFile(dir, "not a directory");
      const started = await call("", "POST");
      const run = await finished(((await started.json()) as { id: string }).id);
      expect(run.status).toBe("failed");
      expect(run.error).toEqual(expect.any(String));
    },
    SLOW_MS,
  );
});
