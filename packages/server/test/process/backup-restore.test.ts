import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readlink, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runBackupCommand, runRestoreCommand } from "../../src/cli/backup.ts";
import { opsFilePath, readOpsFile } from "../../src/platform/backup/ops-file.ts";
import { fileOf, PNG } from "../contract/integration-fixtures.ts";
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

// Each step opens a PGlite data directory (seconds of WASM start-up each): bounded, but not by the default.
const SLOW_MS = 120_000;

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

  it(
    "restores the records as they were at a backup taken while the site ran",
    async () => {
      t = await startTestApp("pglite", { DATA_DIR: dataDir });
      const ops = await readOpsFile(dataDir);
      expect(ops?.pid).toBe(process.pid);
      expect(ops?.url).toBe(t.baseUrl);
      const ada = await create(t, "Ada");
      await create(t, "Grace");
      const admin = createClient({
        serverUrl: t.baseUrl,
        appId: t.config.appId,
        token: t.adminToken,
        analytics: { enabled: false },
      });
      const { file_url } = await admin.integrations.Core.UploadFile({
        file: fileOf(PNG, "a.png", "image/png"),
      });
      const uploadPath = new URL(file_url).pathname;
      // An app hosted beside the site: its folder (project, a site deployment behind a relative link, the
      // SDK link the server makes again) goes into the backup with the database that holds its schema.
      const created = await fetch(`${t.baseUrl}/api/apps`, {
        method: "POST",
        headers: { authorization: `Bearer ${t.adminToken}`, "content-type": "application/json" },
        body: JSON.stringify({ name: "Hosted beside" }),
      });
      const hosted = (await created.json()) as { id: string };
      const appRoot = t.app.appsHost.folders(hosted.id).root;
      await mkdir(path.join(appRoot, "deployments", "1"), { recursive: true });
      await writeFile(path.join(appRoot, "deployments", "1", "index.html"), "<title>hosted</title>");
      await symlink(path.join("deployments", "1"), path.join(appRoot, "site"));
      await mkdir(path.join(appRoot, "project", "node_modules", "@base44"), { recursive: true });

      const file = path.join(work, "live");
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
      // The replaced database and files are kept beside the restored ones.
      expect((await readdir(dataDir)).filter((name) => name.includes(".before-restore-")).sort()).toEqual([
        expect.stringMatching(/^apps\.before-restore-/),
        expect.stringMatching(/^db\.before-restore-/),
        expect.stringMatching(/^files\.before-restore-/),
      ]);
      const restoredApp = path.join(dataDir, "apps", hosted.id);
      expect(existsSync(path.join(restoredApp, "project", "base44", "config.jsonc"))).toBe(true);
      expect(await readlink(path.join(restoredApp, "site"))).toBe(path.join("deployments", "1"));
      expect(existsSync(path.join(restoredApp, "site", "index.html"))).toBe(true);
      expect(existsSync(path.join(restoredApp, "project", "node_modules"))).toBe(false);

      t = await startTestApp("pglite", { DATA_DIR: dataDir });
      expect(await names(t)).toEqual(["Ada", "Grace"]);
      // The hosted app came back with its schema: it is listed and answers.
      const listed = await fetch(`${t.baseUrl}/api/apps`, {
        headers: { authorization: `Bearer ${t.adminToken}` },
      });
      expect(((await listed.json()) as { id: string }[]).map((app) => app.id)).toEqual([hosted.id]);
      // The uploaded file came back with the database that names it.
      const served = await fetch(`${t.baseUrl}${uploadPath}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
      admin.cleanup();
    },
    SLOW_MS,
  );

  it(
    "backs up offline when no server runs, and refuses a directory that is no backup, changing nothing",
    async () => {
      await t?.close();
      t = undefined;
      const backup = recorder();
      expect(await runBackupCommand([], env(), backup.out)).toBe(0);
      expect(backup.lines.join("\n")).toContain("offline");
      // By default beside the database, in DATA_DIR/backups.
      const [made] = await readdir(path.join(dataDir, "backups"));
      expect(existsSync(path.join(dataDir, "backups", made ?? "", "db.tar.gz"))).toBe(true);

      const junk = path.join(work, "junk");
      await mkdir(junk);
      await writeFile(path.join(junk, "db.tar.gz"), "not a backup");
      const bad = recorder();
      expect(await runRestoreCommand([junk], env(), bad.out)).toBe(1);
      expect(bad.lines.join("\n")).toContain("Restore failed");
      expect(await runRestoreCommand([path.join(work, "missing")], env(), recorder().out)).toBe(1);
      // Nothing moved: no staging copy left, the database and files in place, nothing more set aside.
      expect(existsSync(path.join(dataDir, "db.restoring"))).toBe(false);
      expect(existsSync(path.join(dataDir, "db", "PG_VERSION"))).toBe(true);
      expect(existsSync(path.join(dataDir, "files", "public"))).toBe(true);
      expect((await readdir(dataDir)).filter((name) => name.includes(".before-restore-"))).toHaveLength(3);
    },
    SLOW_MS,
  );

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
