import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBackupCommand, runRestoreCommand } from "../../src/cli/backup.ts";
import { opsFilePath, readOpsFile } from "../../src/platform/backup/ops-file.ts";
import { seedPgliteDataDir } from "../setup/pglite-template.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

type Row = { id: string; full_name: string };

/** What the commands print, for the assertions. */
function recorder() {
  const lines: string[] = [];
  return { lines, out: { log: (s: string) => void lines.push(s), error: (s: string) => void lines.push(s) } };
}

const entityUrl = (t: TestApp, id = "") =>
  `${t.baseUrl}/api/apps/${t.config.appId}/entities/Application${id ? `/${id}` : ""}`;

async function create(t: TestApp, name: string): Promise<Row> {
  const response = await fetch(entityUrl(t), {
    method: "POST",
    headers: { authorization: `Bearer ${t.adminToken}`, "content-type": "application/json" },
    body: JSON.stringify({
      full_name: name,
      email: `${name.toLowerCase()}@example.org`,
      program_interest: "individual",
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Row;
}

async function names(t: TestApp): Promise<string[]> {
  const response = await fetch(`${entityUrl(t)}?sort=full_name`, {
    headers: { authorization: `Bearer ${t.adminToken}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Row[]).map((r) => r.full_name);
}

describe("npm run backup and npm run restore on the embedded database", () => {
  let dataDir: string;
  let work: string;
  let t: TestApp | undefined;
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: "" });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "ember-backup-data-"));
    work = await mkdtemp(path.join(tmpdir(), "ember-backup-files-"));
    await seedPgliteDataDir(dataDir);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  });

  it("restores the records as they were at a backup taken while the site ran", async () => {
    t = await startTestApp("pglite", { DATA_DIR: dataDir });
    const ops = await readOpsFile(dataDir);
    expect(ops?.pid).toBe(process.pid);
    expect(ops?.url).toBe(t.baseUrl);
    const ada = await create(t, "Ada");
    await create(t, "Grace");

    const file = path.join(work, "live.tar.gz");
    const backup = recorder();
    expect(await runBackupCommand(["--out", file], env(), backup.out)).toBe(0);
    expect(backup.lines.join("\n")).toContain("from the running server");
    expect(existsSync(file)).toBe(true);

    // Changes after the backup: one more record, one deleted.
    await create(t, "Alan");
    const deleted = await fetch(entityUrl(t, ada.id), {
      method: "DELETE",
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(deleted.status).toBe(200);
    expect(await names(t)).toEqual(["Alan", "Grace"]);

    const refused = recorder();
    expect(await runRestoreCommand([file], env(), refused.out)).toBe(1);
    expect(refused.lines.join("\n")).toContain("stop it, then restore");

    await t.close();
    t = undefined;
    expect(existsSync(opsFilePath(dataDir))).toBe(false);
    const restore = recorder();
    expect(await runRestoreCommand([file], env(), restore.out)).toBe(0);
    // The replaced database is kept beside the restored one.
    expect((await readdir(dataDir)).filter((name) => name.startsWith("db.before-restore-"))).toHaveLength(1);

    t = await startTestApp("pglite", { DATA_DIR: dataDir });
    expect(await names(t)).toEqual(["Ada", "Grace"]);
  });

  it("backs up offline when no server runs, and refuses a file that is no backup, changing nothing", async () => {
    await t?.close();
    t = undefined;
    const file = path.join(work, "offline.tar.gz");
    const backup = recorder();
    expect(await runBackupCommand(["--out", file], env(), backup.out)).toBe(0);
    expect(backup.lines.join("\n")).toContain("offline");

    const junk = path.join(work, "junk.tar.gz");
    await writeFile(junk, "not a backup");
    const bad = recorder();
    expect(await runRestoreCommand([junk], env(), bad.out)).toBe(1);
    expect(bad.lines.join("\n")).toContain("Restore failed");
    expect(await runRestoreCommand([path.join(work, "missing.tar.gz")], env(), recorder().out)).toBe(1);
    expect(existsSync(path.join(dataDir, "db.restoring"))).toBe(false);

    t = await startTestApp("pglite", { DATA_DIR: dataDir });
    expect(await names(t)).toEqual(["Ada", "Grace"]);
  });

  it("points to pg_dump when DATABASE_URL is set, and explains its usage", async () => {
    const pg = recorder();
    const url = { DATA_DIR: dataDir, DATABASE_URL: "postgres://localhost/ember" };
    expect(await runBackupCommand([], url, pg.out)).toBe(1);
    expect(await runRestoreCommand(["x.tar.gz"], url, pg.out)).toBe(1);
    expect(pg.lines.every((line) => line.includes("pg_dump"))).toBe(true);
    const usage = recorder();
    expect(await runBackupCommand(["--bogus"], env(), usage.out)).toBe(1);
    expect(await runRestoreCommand([], env(), usage.out)).toBe(1);
    expect(usage.lines.every((line) => line.startsWith("Usage"))).toBe(true);
  });
});
