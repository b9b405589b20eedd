import type { ChildProcess } from "node:child_process";
import { chmod, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BuiltServer,
  buildServer,
  callApi,
  loginBuiltAdmin,
  type SpawnOptions,
  spawnServer,
  startBuiltServer,
} from "../setup/built-server.ts";

// As root every directory is writable, so the server runs as `nobody` there to meet a permission error.
const asRoot = process.getuid?.() === 0;
const unprivileged: SpawnOptions = asRoot ? { uid: 65534 } : {};
const EX_CANTCREAT = 73;

describe("an unusable DATA_DIR at start", { timeout: 180_000 }, () => {
  const dirs: string[] = [];
  const running: ChildProcess[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "ember-datadir-"));
    dirs.push(dir);
    return dir;
  };
  const failedStart = async (dataDir: string, options: SpawnOptions): Promise<BuiltServer> => {
    const server = await spawnServer(dataDir, {}, options);
    running.push(server.child);
    expect(await server.exited).toBe(EX_CANTCREAT);
    return server;
  };

  beforeAll(() => buildServer(), 60_000);
  afterAll(async () => {
    for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
    for (const dir of dirs) {
      await chmod(dir, 0o700).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses a read-only directory with one clear sentence and exit 73, creating nothing", async () => {
    const dataDir = await tempDir();
    await chmod(dataDir, 0o555);
    const server = await failedStart(dataDir, unprivileged);
    expect(server.output().trim()).toMatch(
      new RegExp(`^DATA_DIR is not writable: ${dataDir} \\(EACCES: permission denied`),
    );
    expect(server.output()).not.toMatch(/\n\s+at /);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it("refuses a DATA_DIR that is a file", async () => {
    const server = await failedStart(path.join("/dev/null", "data"), {});
    expect(server.output()).toMatch(/^DATA_DIR is not writable: \/dev\/null\/data \(ENOTDIR/);
  });

  it("on a full disk (writes past RLIMIT_FSIZE fail) at first start leaves no half-made database behind", async () => {
    const dataDir = await tempDir();
    const full = await failedStart(dataDir, { fileSizeLimitKb: 2048 });
    expect(full.output().trim()).toMatch(/^Could not create the embedded database in .*db \(/);
    expect(full.output()).toMatch(/Nothing was left behind/);
    expect(await readdir(dataDir)).toEqual([]);

    // With room again the same directory starts cleanly and keeps what it is given.
    const roomy = await startBuiltServer(dataDir);
    running.push(roomy.child);
    const token = await loginBuiltAdmin(roomy.baseUrl);
    expect((await callApi(roomy.baseUrl, "PUT", "/entities/User/me", token, { marker: "kept" })).status).toBe(
      200,
    );
    roomy.child.kill("SIGTERM");
    expect(await roomy.exited).toBe(0);

    // Made read-only afterwards: refused clearly, and the database is intact once writable again.
    await chmod(dataDir, 0o555);
    if (!asRoot) await chmod(path.join(dataDir, "db"), 0o555);
    const readOnly = await failedStart(dataDir, unprivileged);
    expect(readOnly.output().trim()).toMatch(/^DATA_DIR is not writable: /);
    await chmod(dataDir, 0o755);
    if (!asRoot) await chmod(path.join(dataDir, "db"), 0o755);
    const again = await startBuiltServer(dataDir);
    running.push(again.child);
    const me = await callApi(again.baseUrl, "GET", "/entities/User/me", await loginBuiltAdmin(again.baseUrl));
    expect(me.body.marker).toBe("kept");
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  });
});
