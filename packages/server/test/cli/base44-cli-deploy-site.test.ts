import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueCliTokens } from "../../src/platform/cli-auth/cli-tokens.ts";
import { adminWithKey } from "../setup/admin-io.ts";
import { newCliHome, runCli } from "../setup/base44-cli.ts";
import { type Engine, engines } from "../setup/databases.ts";
import { startTestApp, type TestApp, testAdmin } from "../setup/test-app.ts";

// The official Base44 CLI (npm, pinned) deploying everything of an app but its code to a running server:
// `link --create`, `secrets set|list|delete` (seen by the app's Deno function, never stored in clear),
// `site deploy -y` and `deploy -y` of a built site served at the app's address, a restore, `visibility`,
// and `eject` of the project as the server holds it.

// Reads its environment as the platform hands it the app's secrets.
const envFunction = `Deno.serve(() => Response.json({ greeting: Deno.env.get("GREETING") ?? null, odd: Deno.env.get("ODD") ?? null }));
`;

const page = (version: string) =>
  `<!doctype html><html><head><title>Site ${version}</title><script type="module" src="/assets/app-0a1b2c3d.js"></script></head><body><h1>Version ${version}</h1></body></html>`;

/** A request to the app's own host name, as a browser at the app's address sends it. */
function viaHost(
  baseUrl: string,
  host: string,
  pathName: string,
): Promise<{ status: number; body: string; type: string }> {
  const url = new URL(pathName, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host: `${host}:${url.port}` } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body, type: String(res.headers["content-type"] ?? "") }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe.each(engines)(
  "the Base44 CLI deploys an app's secrets and site (%s)",
  { timeout: 180_000 },
  (engine: Engine) => {
    let server: TestApp;
    let apiKey = "";
    let project = "";
    let appId = "";
    let keyEnv: Record<string, string> = {};

    const cli = (args: string[], env: Record<string, string> = keyEnv, cwd = project) =>
      runCli(args, { env, cwd, timeoutMs: 90_000 });
    const ok = async (args: string[], env?: Record<string, string>, cwd?: string) => {
      const run = await cli(args, env, cwd);
      expect(run.code, `base44 ${args.join(" ")}\n${run.stdout}${run.stderr}`).toBe(0);
      return run.stdout + run.stderr;
    };
    const host = () => `${appId}.localhost`;
    const api = (pathName: string, init: RequestInit = {}) =>
      fetch(`${server.baseUrl}${pathName}`, {
        ...init,
        headers: { api_key: apiKey, "content-type": "application/json", ...(init.headers ?? {}) },
      });

    beforeAll(async () => {
      server = await startTestApp(
        engine,
        {},
        {},
        {
          beforeStart: async (env) => {
            apiKey = await adminWithKey(env, testAdmin);
          },
        },
      );
      project = await mkdtemp(path.join(tmpdir(), "ember-cli-site-"));
      await mkdir(path.join(project, "base44"), { recursive: true });
      await writeFile(
        path.join(project, "base44", "config.jsonc"),
        `// A project with a built site and nothing else to push.\n{ "name": "Site only", "site": { "outputDirectory": "dist" } }\n`,
      );
      await mkdir(path.join(project, "dist", "assets"), { recursive: true });
      await writeFile(path.join(project, "dist", "index.html"), page("one"));
      await writeFile(path.join(project, "dist", "assets", "app-0a1b2c3d.js"), "console.log('one');\n");
      keyEnv = { HOME: await newCliHome(), BASE44_API_URL: server.baseUrl, BASE44_API_KEY: apiKey };
    }, 180_000);
    afterAll(async () => {
      await server?.close();
    });

    it("links the project to a new app with `link --create`", async () => {
      await ok(["link", "--create", "--name", "Site only"]);
      const link = await readFile(path.join(project, "base44", ".app.jsonc"), "utf8");
      appId = /"id":\s*"([0-9a-f]{24})"/.exec(link)?.[1] ?? "";
      expect(appId).toMatch(/^[0-9a-f]{24}$/);
      const listed = (await (await api("/api/apps")).json()) as { id: string; name: string }[];
      expect(listed).toContainEqual(expect.objectContaining({ id: appId, name: "Site only" }));
    });

    it("sets secrets its Deno function reads from Deno.env, lists their names only, and deletes one", async () => {
      // The app's code, as a deploy of its functions leaves it in the project the server holds.
      const fn = path.join(server.app.appsHost.folders(appId).project, "base44", "functions", "env");
      await mkdir(fn, { recursive: true });
      await writeFile(path.join(fn, "entry.ts"), envFunction);
      await server.app.appsHost.restart(appId);
      const call = async () =>
        (await (
          await fetch(`${server.baseUrl}/api/apps/${appId}/functions/env`, { method: "POST" })
        ).json()) as {
          greeting: string | null;
          odd: string | null;
        };
      expect(await call()).toEqual({ greeting: null, odd: null });

      await ok(["secrets", "set", "GREETING=hello from the vault", "ODD=a=b c"]);
      // Live without restarting the server: the set started the app again with its secrets.
      expect(await call()).toEqual({ greeting: "hello from the vault", odd: "a=b c" });

      const listed = await ok(["secrets", "list"]);
      expect(listed).toContain("GREETING");
      expect(listed).toContain("ODD");
      expect(listed).not.toContain("hello from the vault");

      // At rest, sealed: neither value appears anywhere in the app's table.
      const { rows } = await server.app.db.query<{ name: string; sealed_value: string }>(
        `select name, sealed_value from app_${appId}.app_secrets order by name`,
      );
      expect(rows.map((row) => row.name)).toEqual(["GREETING", "ODD"]);
      for (const row of rows) {
        expect(row.sealed_value).not.toContain("hello");
        expect(row.sealed_value).not.toContain("a=b");
        expect(Buffer.from(row.sealed_value.split(".")[2] ?? "", "base64").toString("latin1")).not.toContain(
          "hello",
        );
      }

      await ok(["secrets", "delete", "GREETING"]);
      expect(await call()).toEqual({ greeting: null, odd: "a=b c" });
      const after = await ok(["secrets", "list"]);
      expect(after).not.toContain("GREETING");
      // The CLI sends a DELETE again when an answer is lost: deleting what is gone succeeds.
      await ok(["secrets", "delete", "GREETING"]);
    });

    it("deploys the built site with `site deploy -y`, served at the app's address with its client routes", async () => {
      const out = await ok(["site", "deploy", "-y"]);
      expect(out).toContain(`Visit your site at: ${server.app.appsHost.urlOf(appId)}`);
      const home = await viaHost(server.baseUrl, host(), "/");
      expect([home.status, home.body]).toEqual([200, page("one")]);
      const asset = await viaHost(server.baseUrl, host(), "/assets/app-0a1b2c3d.js");
      expect([asset.status, asset.body, asset.type]).toEqual([
        200,
        "console.log('one');\n",
        expect.stringContaining("javascript"),
      ]);
      const route = await viaHost(server.baseUrl, host(), "/tools/42");
      expect([route.status, route.body]).toEqual([200, page("one")]);
      // The app's API answers on the same origin.
      const settings = await viaHost(
        server.baseUrl,
        host(),
        `/api/apps/public/prod/public-settings/by-id/${appId}`,
      );
      expect(JSON.parse(settings.body)).toMatchObject({ id: appId });
    });

    it("deploys a changed site with `deploy -y` (signed in with a CLI token), live at once, and restores the first", async () => {
      await writeFile(path.join(project, "dist", "index.html"), page("two"));
      const userId = (
        await server.app.db.query<{ id: string }>("select id from users where email = $1", [testAdmin.email])
      ).rows[0]?.id as string;
      // A signed-in CLI (not a workspace key) runs every step of a deploy, the connectors' too.
      const tokens = await issueCliTokens(server.app, server.app.db, {
        user: { id: userId, email: testAdmin.email },
        scope: "apps:read apps:write",
        now: Date.now(),
      });
      const out = await ok(["deploy", "-y"], {
        HOME: await newCliHome(),
        BASE44_API_URL: server.baseUrl,
        BASE44_ACCESS_TOKEN: tokens.access_token,
        BASE44_REFRESH_TOKEN: tokens.refresh_token,
      });
      expect(out).toContain(server.app.appsHost.urlOf(appId));
      expect((await viaHost(server.baseUrl, host(), "/")).body).toBe(page("two"));

      const listed = (await (await api(`/api/apps/${appId}/site-deployments`)).json()) as {
        items: { id: number; current: boolean; files: number; deployed_by: string }[];
      };
      expect(listed.items.map((d) => [d.id, d.current, d.files])).toEqual([
        [2, true, 2],
        [1, false, 2],
      ]);
      expect(listed.items[0]?.deployed_by).toBe(testAdmin.email);

      const restored = await api(`/api/apps/${appId}/site-deployments/1/restore`, {
        method: "POST",
        body: "{}",
      });
      expect(restored.status).toBe(200);
      expect((await viaHost(server.baseUrl, host(), "/")).body).toBe(page("one"));
      const missing = await api(`/api/apps/${appId}/site-deployments/9/restore`, {
        method: "POST",
        body: "{}",
      });
      expect([missing.status, ((await missing.json()) as { message: string }).message]).toEqual([
        404,
        "Deployment 9 not found",
      ]);
    });

    it("makes the app private with `visibility private`: the site's API asks for sign-in", async () => {
      await ok(["visibility", "private"]);
      const settings = await viaHost(
        server.baseUrl,
        host(),
        `/api/apps/public/prod/public-settings/by-id/${appId}`,
      );
      expect(settings.status).toBe(403);
      expect(JSON.parse(settings.body)).toMatchObject({ extra_data: { reason: "auth_required" } });
      await ok(["visibility", "public"]);
    });

    it("ejects an app's project as the server holds it, entities and functions, into a copy app", async () => {
      // The CLI ejects only apps whose code the server keeps (`link --create` makes the other kind).
      const linked = (await (await api(`/api/apps/${appId}`)).json()) as { is_managed_source_code: boolean };
      expect(linked.is_managed_source_code).toBe(false);
      const made = await api("/api/apps", { method: "POST", body: JSON.stringify({ name: "Kept here" }) });
      const source = ((await made.json()) as { id: string }).id;
      const base44 = path.join(server.app.appsHost.folders(source).project, "base44");
      const task = {
        name: "Task",
        type: "object",
        properties: { title: { type: "string" } },
        required: ["title"],
      };
      await writeFile(path.join(base44, "entities", "task.jsonc"), JSON.stringify(task, null, 2));
      await mkdir(path.join(base44, "functions", "env"), { recursive: true });
      await writeFile(path.join(base44, "functions", "env", "entry.ts"), envFunction);
      await mkdir(path.join(base44, "..", "node_modules", "left-out"), { recursive: true });
      await writeFile(path.join(base44, "..", ".env.local"), "GREETING=hello from the vault\n");
      await server.app.appsHost.restart(source);
      const sealed = await api(`/api/apps/${source}/secrets`, {
        method: "POST",
        body: JSON.stringify({ GREETING: "hello from the vault" }),
      });
      expect(sealed.status).toBe(200);

      const into = path.join(await mkdtemp(path.join(tmpdir(), "ember-eject-")), "copy");
      await ok(["eject", "--app-id", source, "--path", into, "-y"], keyEnv, tmpdir());
      expect(JSON.parse(await readFile(path.join(into, "base44", "entities", "task.jsonc"), "utf8"))).toEqual(
        task,
      );
      expect(await readFile(path.join(into, "base44", "functions", "env", "entry.ts"), "utf8")).toBe(
        envFunction,
      );
      expect((await readdir(into)).sort()).toEqual([".env.local", "base44"]);
      // The copy is a new app, linked; no secret travelled with the code.
      const link = await readFile(path.join(into, "base44", ".app.jsonc"), "utf8");
      const copyId = /"id":\s*"([0-9a-f]{24})"/.exec(link)?.[1];
      expect(copyId).toMatch(/^[0-9a-f]{24}$/);
      expect(copyId).not.toBe(source);
      expect(await readFile(path.join(into, ".env.local"), "utf8")).toBe(`VITE_BASE44_APP_ID=${copyId}`);
      const all = JSON.stringify(await readTree(into));
      expect(all).not.toContain("hello from the vault");
      expect(all).not.toContain("a=b c");
    });
  },
);

async function readTree(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      const full = path.join(entry.parentPath, entry.name);
      files[full] = await readFile(full, "utf8");
    }
  }
  return files;
}
