import { request as httpRequest } from "node:http";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../src/platform/auth/users.ts";
import { engines } from "../setup/databases.ts";
import { entity, sdkError } from "../setup/sdk-calls.ts";
import { login, startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

// Many apps on one server (decision 0078): each hosted app in its own schema and instance, reached by its
// id in the path or by its host name; nothing of one is readable, writable or callable from another.

const note = {
  name: "Note",
  properties: { text: { type: "string" } },
  required: ["text"],
  rls: { create: true, read: { created_by: "{{user.email}}" }, update: false, delete: false },
};

interface Hosted {
  readonly id: string;
  readonly name: string;
  readonly app_url: string;
}

describe.each(engines)("hosted apps (%s)", (engine) => {
  let t: TestApp;
  let first: Hosted;
  let second: Hosted;

  const api = (pathName: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${t.baseUrl}${pathName}`, {
      ...init,
      headers: {
        "content-type": "application/json",
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
    });

  const createApp = async (name: string): Promise<Hosted> => {
    const response = await api("/api/apps", { method: "POST", token: t.adminToken, body: JSON.stringify({ name }) });
    expect(response.status).toBe(201);
    return (await response.json()) as Hosted;
  };

  /** A user of the hosted app, signed in through its own login route. */
  const userOf = async (app: Hosted, email: string) => {
    const instance = await t.app.appsHost.instance(app.id);
    if (!instance) throw new Error(`${app.id} is not running`);
    await createUser(instance.db, { email, password: "hosted-password-1", role: "user", is_member: true, is_verified: true });
    return login(t.baseUrl, app.id, email, "hosted-password-1");
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    first = await createApp("Field notes");
    second = await createApp("Other notes");
    for (const app of [first, second]) {
      const entities = path.join(t.app.appsHost.folders(app.id).project, "base44", "entities");
      await mkdir(entities, { recursive: true });
      await writeFile(path.join(entities, "note.jsonc"), JSON.stringify(note));
      await t.app.appsHost.restart(app.id);
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it("lets only the server's admins list and create apps", async () => {
    expect((await api("/api/apps")).status).toBe(401);
    const member = await createMember(t, "member@ember.test", { is_member: true });
    const refused = await api("/api/apps", { method: "POST", token: member.token, body: '{"name":"x"}' });
    expect(refused.status).toBe(403);
    const listed = (await (await api("/api/apps?limit=50", { token: t.adminToken })).json()) as Hosted[];
    expect(listed.map((app) => app.name).sort()).toEqual(["Field notes", "Other notes"]);
    expect(first.id).toMatch(/^[0-9a-f]{24}$/);
    const bad = await api("/api/apps", { method: "POST", token: t.adminToken, body: '{"name":""}' });
    expect([bad.status, ((await bad.json()) as { message: string }).message]).toEqual([422, expect.any(String)]);
  });

  it("keeps each app's records, users and tokens to itself", async () => {
    const ada = await userOf(first, "ada@example.org");
    const bob = await userOf(second, "bob@example.org");
    const inFirst = createClient({ serverUrl: t.baseUrl, appId: first.id, token: ada });
    const inSecond = createClient({ serverUrl: t.baseUrl, appId: second.id, token: bob });
    const written = await entity(inFirst, "Note").create({ text: "only in the first app" });
    expect(await entity(inFirst, "Note").list()).toEqual([expect.objectContaining({ id: written.id })]);
    expect(await entity(inSecond, "Note").list()).toEqual([]);
    expect((await sdkError(entity(inSecond, "Note").get(written.id))).status).toBe(404);

    // The first app's token means nothing to the second app, nor to the server's own app.
    const borrowed = createClient({ serverUrl: t.baseUrl, appId: second.id, token: ada });
    expect((await sdkError(borrowed.auth.me())).status).toBe(401);
    const atHome = createClient({ serverUrl: t.baseUrl, appId: t.config.appId, token: ada });
    expect((await sdkError(atHome.auth.me())).status).toBe(401);
    // Nor does the server's admin token reach into a hosted app's users.
    const admin = createClient({ serverUrl: t.baseUrl, appId: first.id, token: t.adminToken });
    expect((await sdkError(admin.auth.me())).status).toBe(401);
    // A user of the second app cannot sign in to the first.
    await expect(login(t.baseUrl, first.id, "bob@example.org", "hosted-password-1")).rejects.toThrow(/login failed/);
  });

  it("leaves the server's own app as it was, and its entities out of reach of the hosted apps", async () => {
    const ember = createClient({ serverUrl: t.baseUrl, appId: t.config.appId, token: t.adminToken });
    expect(await ember.auth.me()).toMatchObject({ email: "admin@ember.test", role: "admin" });
    expect((await sdkError(entity(ember, "Note").list())).status).toBe(404);
    const intoEmber = await api(`/api/apps/${first.id}/entities/Application`);
    expect(intoEmber.status).toBe(404);
  });

  it("answers an app by its host name, with its API on the same origin", async () => {
    const host = `${first.id}.localhost`;
    const own = await viaHost(t.baseUrl, host, `/api/apps/public/prod/public-settings/by-id/${first.id}`);
    expect([own.status, JSON.parse(own.body)]).toEqual([200, { id: first.id, public_settings: "public_without_login" }]);
    // The first app's host name does not answer for the second app, nor for the server's own.
    const other = await viaHost(t.baseUrl, host, `/api/apps/${second.id}/entities/Note`);
    expect(other.status).toBe(404);
    const home = await viaHost(t.baseUrl, host, `/api/apps/${t.config.appId}/entities/Application`);
    expect(home.status).toBe(404);
    // Where the CLI says the site is: the app's id as a subdomain of the server's host name.
    expect(new URL(first.app_url).hostname).toBe(`${first.id}.localhost`);
  });

  it("answers an app that does not exist in the Base44 error shape", async () => {
    const missing = await api("/api/apps/0123456789abcdef01234567/entities/Note");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: "App 0123456789abcdef01234567 not found" });
  });

  it("gives every app the same platform tables in its own schema, so none reads another's", async () => {
    const tables = async (schema: string) =>
      (
        await t.app.db.query<{ table_name: string }>(
          "select table_name from information_schema.tables where table_schema = $1 and table_name not like 'e\\_%' order by 1",
          [schema],
        )
      ).rows.map((row) => row.table_name);
    const own = (await tables("public")).filter((name) => !["hosted_apps", "_host_migrations"].includes(name));
    expect(await tables(`app_${first.id}`)).toEqual(own);
  });
});

/** A request as a browser on the app's own host name sends it (the name need not resolve here). */
function viaHost(baseUrl: string, host: string, pathName: string): Promise<{ status: number; body: string }> {
  const url = new URL(pathName, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host: `${host}:${url.port}` } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}
