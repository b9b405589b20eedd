import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { link, mkdtemp, readdir, readFile, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../src/platform/auth/users.ts";
import { engines } from "../setup/databases.ts";
import { site, tarball, viaHost } from "../setup/hosted-site.ts";
import { login, startTestApp, type TestApp } from "../setup/test-app.ts";

// What an attacker with a key for the server, or a user of one app, could try against the routes that
// deploy a hosted app's secrets and site: every attempt refused in the Base44 error shape, nothing changed.

const _run = promisify(execFile);
const LIMIT_BYTES = 64 * 1024;
const LIMIT_FILES = 20;

interface Hosted {
  readonly id: string;
}

describe.each(engines)("deploying a hosted app's secrets and site, attacked (%s)", (engine) => {
  let t: TestApp;
  let first: Hosted;
  let second: Hosted;
  let userToken = "";

  const api = (pathName: string, init: RequestInit & { token?: string | null } = {}) => {
    const token = init.token === undefined ? t.adminToken : init.token;
    return fetch(`${t.baseUrl}${pathName}`, {
      ...init,
      headers: {
        ...(typeof init.body === "string" ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.headers ?? {}),
      },
    });
  };
  const upload = (appId: string, bytes: Buffer, token?: string | null) => {
    const form = new FormData();
    form.append("file", new Blob([bytes], { type: "application/gzip" }), "dist.tar.gz");
    return api(`/api/apps/${appId}/deploy-dist`, { method: "POST", body: form, token });
  };
  const refused = async (response: Response, status: number, message: RegExp) => {
    const body = (await response.json()) as { message?: string; error_type?: string };
    expect([response.status, body.message]).toEqual([status, expect.stringMatching(message)]);
    expect(body.error_type).toEqual(expect.any(String));
  };
  const deploymentsOf = async (app: Hosted) =>
    (
      (await (await api(`/api/apps/${app.id}/site-deployments`)).json()) as { items: { id: number }[] }
    ).items.map((d) => d.id);

  beforeAll(async () => {
    t = await startTestApp(engine, {
      SITE_MAX_BYTES: String(LIMIT_BYTES),
      SITE_MAX_FILES: String(LIMIT_FILES),
      SITE_KEEP_DEPLOYMENTS: "2",
    });
    const create = async (name: string) =>
      (await (await api("/api/apps", { method: "POST", body: JSON.stringify({ name }) })).json()) as Hosted;
    first = await create("Attacked");
    second = await create("Bystander");
    const instance = await t.app.appsHost.instance(first.id);
    await createUser(instance?.db as never, {
      email: "user@first.test",
      password: "first-user-password",
      role: "admin",
      is_member: true,
      is_verified: true,
    });
    userToken = await login(t.baseUrl, first.id, "user@first.test", "first-user-password");
    expect((await upload(first.id, await tarball(site("<h1>good</h1>")))).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("keeps the deployed site, and nothing else, after every refused upload", async () => {
    const root = t.app.appsHost.folders(first.id).root;
    const outside = await mkdtemp(path.join(tmpdir(), "ember-outside-"));
    const attempts: [string, Buffer, number, RegExp][] = [
      [
        "a path with ../",
        await tarball(
          async (dir) => {
            await site("x")(dir);
            await writeFile(path.join(dir, "..", "escaped.txt"), "x");
          },
          ["./index.html", "../escaped.txt"],
        ),
        400,
        /outside the site/,
      ],
      [
        "an absolute path",
        await tarball(
          async (dir) => {
            await site("x")(dir);
            await writeFile(path.join(outside, "absolute.txt"), "x");
          },
          ["./index.html", path.join(outside, "absolute.txt")],
        ),
        400,
        /absolute path/,
      ],
      [
        "a symbolic link",
        await tarball(async (dir) => {
          await site("x")(dir);
          await symlink("/etc/passwd", path.join(dir, "passwd.html"));
        }),
        400,
        /symlink/,
      ],
      [
        "a hard link",
        await tarball(async (dir) => {
          await site("x")(dir);
          await link(path.join(dir, "index.html"), path.join(dir, "again.html"));
        }),
        400,
        /hardlink/,
      ],
      [
        "a file over the size limit",
        await tarball(async (dir) => {
          await site("x")(dir);
          await writeFile(path.join(dir, "huge.bin"), Buffer.alloc(LIMIT_BYTES + 1, 7));
        }),
        413,
        /larger than this server's limit/,
      ],
      [
        "too many files",
        await tarball(async (dir) => {
          await site("x")(dir);
          for (let i = 0; i < LIMIT_FILES; i++) await writeFile(path.join(dir, `f${i}.txt`), "x");
        }),
        413,
        /more than this server's limit of 20 files/,
      ],
      [
        "no index.html",
        await tarball(async (dir) => {
          await writeFile(path.join(dir, "home.html"), "x");
        }),
        400,
        /no index.html/,
      ],
      ["a body that is not gzip", Buffer.from("<h1>not a tarball</h1>"), 400, /not a gzip-compressed tar/],
      ["gzip of something that is not a tar", gzipSync(Buffer.alloc(4096, 65)), 400, /not a usable tar/],
    ];
    for (const [what, bytes, status, message] of attempts) {
      const response = await upload(first.id, bytes);
      expect(response.status, what).toBe(status);
      await refused(response, status, message);
    }
    expect(await deploymentsOf(first)).toEqual([1]);
    expect((await viaHost(t.baseUrl, `${first.id}.localhost`, "/")).body).toBe("<h1>good</h1>");
    // No half-unpacked upload left behind, and nothing written where the paths pointed.
    expect((await readdir(path.join(root, "deployments"))).sort()).toEqual(["1", "1.json"]);
    expect(await readdir(outside)).toEqual(["absolute.txt"]);
    expect(existsSync(path.join(root, "escaped.txt"))).toBe(false);
    expect(existsSync(path.join(root, "deployments", "escaped.txt"))).toBe(false);
  });

  it("stops a gzip bomb at the unpacked limit, whatever its compressed size", async () => {
    const good = await tarball(site("<h1>bomb</h1>"));
    const tar = await import("node:zlib").then((z) => z.gunzipSync(good));
    // 200 MB of zeros after a valid archive: about 200 KB compressed.
    const bomb = gzipSync(Buffer.concat([tar, Buffer.alloc(200 * 1024 * 1024)]), { level: 9 });
    expect(bomb.length).toBeLessThan(LIMIT_BYTES * 4);
    await refused(await upload(first.id, bomb), 413, /larger than this server's limit/);
    expect(await deploymentsOf(first)).toEqual([1]);
  });

  it("refuses a deploy without a platform admin's credential, or to an app that is not here", async () => {
    const bytes = await tarball(site("<h1>intruder</h1>"));
    await refused(await upload(first.id, bytes, null), 401, /./);
    // A user of the app itself, even its admin, does not manage the server's apps.
    await refused(await upload(first.id, bytes, userToken), 401, /./);
    await refused(
      await upload("0123456789abcdef01234567", bytes),
      404,
      /App 0123456789abcdef01234567 not found/,
    );
    await refused(await upload(t.config.appId, bytes), 404, /not found/);
    // Through the app's own host name the management path is still the server's, with the same checks.
    expect(await deploymentsOf(first)).toEqual([1]);
    expect(await deploymentsOf(second)).toEqual([]);
  });

  it("keeps the last deployments only, and never the one being served", async () => {
    for (const n of [2, 3])
      expect((await upload(first.id, await tarball(site(`<h1>v${n}</h1>`)))).status).toBe(200);
    expect(await deploymentsOf(first)).toEqual([3, 2]);
    expect(
      (await api(`/api/apps/${first.id}/site-deployments/2/restore`, { method: "POST", body: "{}" })).status,
    ).toBe(200);
    expect(await upload(first.id, await tarball(site("<h1>v4</h1>")))).toMatchObject({ status: 200 });
    // 4 is the newest, 3 the next; 2 was served until 4 went live, and is gone now that it is not.
    expect(await deploymentsOf(first)).toEqual([4, 3]);
    expect((await viaHost(t.baseUrl, `${first.id}.localhost`, "/")).body).toBe("<h1>v4</h1>");
  });

  it("refuses secret names with '=' or a newline, NUL in values, and too much, storing nothing", async () => {
    const set = (body: unknown, token?: string | null) =>
      api(`/api/apps/${first.id}/secrets`, { method: "POST", body: JSON.stringify(body), token });
    for (const body of [
      { "A=B": "x" },
      { "LINE\nBREAK": "x" },
      { "1ST": "x" },
      { DENO_DIR: "/tmp" },
      { OK: "nul\u0000inside" },
      { OK: 42 },
      { OK: "x".repeat(32 * 1024 + 1) },
      ["NOT", "AN", "OBJECT"],
      Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`S${i}`, "x"])),
    ]) {
      const response = await set(body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      const text = await response.text();
      // A mistyped line may hold a value: a bad name is named by its place, never echoed.
      expect(text).not.toContain("A=B");
      expect(text).not.toContain("LINE");
    }
    expect(await (await api(`/api/apps/${first.id}/secrets`)).json()).toEqual({});
    await refused(await set({ TOKEN: "x" }, userToken), 401, /./);
    await refused(await set({ TOKEN: "x" }, null), 401, /./);
    const missingName = await api(`/api/apps/${first.id}/secrets`, { method: "DELETE" });
    expect(missingName.status).toBe(422);
  });

  it("never gives a secret's value back, by any route, and keeps the key out of the database", async () => {
    const value = "s3cr3t-value-never-shown";
    expect(
      (await api(`/api/apps/${first.id}/secrets`, { method: "POST", body: JSON.stringify({ TOKEN: value }) }))
        .status,
    ).toBe(200);
    const reads = [
      `/api/apps/${first.id}/secrets`,
      `/api/apps/${first.id}`,
      "/api/apps",
      `/api/apps/${first.id}/site-deployments`,
      `/api/apps/${first.id}/eject`,
      `/api/apps/${first.id}/secrets?secret_name=TOKEN`,
    ];
    for (const read of reads) {
      const body = Buffer.from(await (await api(read)).arrayBuffer());
      const text = read.endsWith("/eject")
        ? (await import("node:zlib")).gunzipSync(body).toString("latin1")
        : body.toString();
      expect(text, read).not.toContain(value);
    }
    expect(await (await api(`/api/apps/${first.id}/secrets`)).json()).toEqual({ TOKEN: "********" });
    // The other app has none of them.
    expect(await (await api(`/api/apps/${second.id}/secrets`)).json()).toEqual({});
    // The key is a file of the server's, readable by its owner only, and not in any table.
    const keyFile = path.join(t.config.dataDir, "secrets.key");
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    const key = (await readFile(keyFile, "utf8")).trim();
    const { rows } = await t.app.db.query<{ sealed_value: string; key_id: string }>(
      `select sealed_value, key_id from app_${first.id}.app_secrets`,
    );
    expect(JSON.stringify(rows)).not.toContain(key);
    expect(JSON.stringify(rows)).not.toContain(value);
  });
});
