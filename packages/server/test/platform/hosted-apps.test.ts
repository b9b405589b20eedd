import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostMigrations } from "../../src/db/host-migrations.ts";
import { createUser } from "../../src/platform/auth/users.ts";
import type { SocketHub } from "../../src/platform/realtime/socket-hub.ts";
import { engines } from "../setup/databases.ts";
import { linkSdkInto } from "../setup/deno-app.ts";
import { viaHost } from "../setup/hosted-site.ts";
import { entity, sdkError } from "../setup/sdk-calls.ts";
import { login, startTestApp, type TestApp } from "../setup/test-app.ts";
import { until } from "../setup/until.ts";
import { createMember } from "../setup/users.ts";

// Many apps on one server (decision 0081): each hosted app in its own schema and instance, reached by its
// id in the path or by its host name; nothing of one is readable, writable or callable from another.

// Anyone may read a beacon: an event of one app reaching another's subscriber would be delivered.
const beacon = {
  name: "Beacon",
  properties: { text: { type: "string" } },
  rls: { create: true, read: true },
};

const note = {
  name: "Note",
  properties: { text: { type: "string" } },
  required: ["text"],
  rls: { create: true, read: { created_by: "{{user.email}}" }, update: false, delete: false },
};

// The caller as the function sees it, and every note, read as the app's service role.
const whoami = `import { createClientFromRequest } from "npm:@base44/sdk@0.8.x";
Deno.serve(async (req) => {
  const base44 = createClientFromRequest(req);
  const me = await base44.auth.me();
  const notes = await base44.asServiceRole.entities.Note.list();
  return Response.json({ email: me.email, notes: notes.map((n) => n.text) });
});
`;

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
    const response = await api("/api/apps", {
      method: "POST",
      token: t.adminToken,
      body: JSON.stringify({ name }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Hosted;
  };

  /** A user of the hosted app, signed in through its own login route. */
  const userOf = async (app: Hosted, email: string) => {
    const instance = await t.app.appsHost.instance(app.id);
    if (!instance) throw new Error(`${app.id} is not running`);
    await createUser(instance.db, {
      email,
      password: "hosted-password-1",
      role: "user",
      is_member: true,
      is_verified: true,
    });
    return login(t.baseUrl, app.id, email, "hosted-password-1");
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    first = await createApp("Field notes");
    second = await createApp("Other notes");
    for (const app of [first, second]) {
      const project = t.app.appsHost.folders(app.id).project;
      await mkdir(path.join(project, "base44", "entities"), { recursive: true });
      await writeFile(path.join(project, "base44", "entities", "note.jsonc"), JSON.stringify(note));
      await writeFile(path.join(project, "base44", "entities", "beacon.jsonc"), JSON.stringify(beacon));
    }
    const project = t.app.appsHost.folders(first.id).project;
    await mkdir(path.join(project, "base44", "functions", "whoami"), { recursive: true });
    await writeFile(path.join(project, "base44", "functions", "whoami", "entry.ts"), whoami);
    await writeFile(
      path.join(project, "package.json"),
      JSON.stringify({ dependencies: { "@base44/sdk": "0.8.50" } }),
    );
    await linkSdkInto(project);
    for (const app of [first, second]) await t.app.appsHost.restart(app.id);
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
    expect([bad.status, ((await bad.json()) as { message: string }).message]).toEqual([
      422,
      expect.any(String),
    ]);
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
    await expect(login(t.baseUrl, first.id, "bob@example.org", "hosted-password-1")).rejects.toThrow(
      /login failed/,
    );
  });

  it("runs an app's Deno functions as its own callers, over its own records, and no other app's", async () => {
    const ada = await userOf(first, "ada.functions@example.org");
    const inFirst = createClient({ serverUrl: t.baseUrl, appId: first.id, token: ada });
    await entity(inFirst, "Note").create({ text: "seen by the function" });
    const answer = await inFirst.functions.invoke("whoami", {});
    expect(answer.data).toMatchObject({ email: "ada.functions@example.org" });
    expect((answer.data as { notes: string[] }).notes).toContain("seen by the function");
    const bob = await userOf(second, "bob.functions@example.org");
    const inSecond = createClient({ serverUrl: t.baseUrl, appId: second.id, token: bob });
    // functions.invoke rejects with the HTTP client's error, not a Base44Error.
    await expect(inSecond.functions.invoke("whoami", {})).rejects.toMatchObject({ status: 404 });
    const home = createClient({ serverUrl: t.baseUrl, appId: t.config.appId, token: t.adminToken });
    await expect(home.functions.invoke("whoami", {})).rejects.toMatchObject({ status: 404 });
  });

  it("sends a signed-in functions.fetch at the server's own address to the app its token is for", async () => {
    const ada = await userOf(first, "ada.fetch@example.org");
    const inFirst = createClient({ serverUrl: t.baseUrl, appId: first.id, token: ada });
    const response = await inFirst.functions.fetch("/whoami", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: "ada.fetch@example.org" });
    // Unsigned, or with a token of an app not hosted here, it is the server's own app's call: it has none.
    expect((await fetch(`${t.baseUrl}/api/functions/whoami`, { method: "POST" })).status).toBe(404);
    const elsewhere = `x.${Buffer.from(JSON.stringify({ app_id: "a".repeat(24) })).toString("base64url")}.y`;
    const stray = await fetch(`${t.baseUrl}/functions/whoami`, {
      method: "POST",
      headers: { authorization: `Bearer ${elsewhere}` },
    });
    expect([stray.status, ((await stray.json()) as { error_type: string }).error_type]).toEqual([
      404,
      "NotFound",
    ]);
    // A token naming the second app, which has no such function, reaches the second app only.
    const bob = await userOf(second, "bob.fetch@example.org");
    const inSecond = createClient({ serverUrl: t.baseUrl, appId: second.id, token: bob });
    expect((await inSecond.functions.fetch("/whoami", { method: "POST", body: "{}" })).status).toBe(404);
  });

  it("sends each app's subscribers its own changes only, over one realtime path", async () => {
    const watch = (app: Hosted) => {
      const events: { data?: { text?: string } }[] = [];
      const client = createClient({ serverUrl: t.baseUrl, appId: app.id, analytics: { enabled: false } });
      const unsubscribe = entity(client, "Beacon").subscribe((event) => events.push(event as never));
      return { client, events, unsubscribe };
    };
    const inFirst = watch(first);
    const inSecond = watch(second);
    const hub = async (app: Hosted) => (await t.app.appsHost.instance(app.id))?.realtime as SocketHub;
    const [firstHub, secondHub] = [await hub(first), await hub(second)];
    await until(
      () =>
        firstHub.members(`entities:${first.id}:Beacon`) === 1 &&
        secondHub.members(`entities:${second.id}:Beacon`) === 1,
      "both joins",
    );
    await entity(inFirst.client, "Beacon").create({ text: "first" });
    // Sent after the first app's event: once it arrives, the first app's would have too.
    await entity(inSecond.client, "Beacon").create({ text: "second" });
    await until(() => inFirst.events.length === 1 && inSecond.events.length === 1, "each app's own event");
    expect([inFirst.events[0]?.data?.text, inSecond.events[0]?.data?.text]).toEqual(["first", "second"]);
    for (const w of [inFirst, inSecond]) {
      w.unsubscribe();
      w.client.cleanup();
    }
  });

  it("starts an app anew without dropping the requests it was answering", async () => {
    const reader = createClient({ serverUrl: t.baseUrl, appId: first.id, analytics: { enabled: false } });
    const before = await t.app.appsHost.instance(first.id);
    const reads = Array.from({ length: 40 }, () => entity(reader, "Beacon").list());
    await t.app.appsHost.restart(first.id);
    const results = await Promise.allSettled([...reads, entity(reader, "Beacon").list()]);
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await t.app.appsHost.instance(first.id)).not.toBe(before);
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
    expect([own.status, JSON.parse(own.body)]).toEqual([
      200,
      { id: first.id, public_settings: "public_without_login" },
    ]);
    // The first app's host name does not answer for the second app, nor for the server's own.
    const other = await viaHost(t.baseUrl, host, `/api/apps/${second.id}/entities/Note`);
    expect(other.status).toBe(404);
    const home = await viaHost(t.baseUrl, host, `/api/apps/${t.config.appId}/entities/Application`);
    expect(home.status).toBe(404);
    // Where the CLI says the site is: the app's id as a subdomain of the server's host name.
    expect(new URL(first.app_url).hostname).toBe(`${first.id}.localhost`);
    // A site built without VITE_BASE44_BACKEND_URL has a server address of `null`: its SDK calls /null/api.
    for (const unset of ["null", "undefined"]) {
      const called = await viaHost(
        t.baseUrl,
        host,
        `/${unset}/api/apps/public/prod/public-settings/by-id/${first.id}`,
      );
      expect([called.status, JSON.parse(called.body)]).toEqual([200, JSON.parse(own.body)]);
    }
    // Only on the app's own host name: at the server's address the path is nobody's API.
    const atServer = await fetch(`${t.baseUrl}/null/api/apps/public/prod/public-settings/by-id/${first.id}`);
    expect(atServer.status).toBe(404);
  });

  it("keeps an app serving when its changed project does not load, and says why", async () => {
    const entities = path.join(t.app.appsHost.folders(second.id).project, "base44", "entities");
    await writeFile(
      path.join(entities, "broken.jsonc"),
      '{ "name": "Broken", "properties": { "x": { "type": 7 } } }',
    );
    try {
      const changed = await api(`/api/apps/${second.id}`, {
        method: "PUT",
        token: t.adminToken,
        body: JSON.stringify({ public_settings: "public_with_login" }),
      });
      expect(changed.status).toBe(422);
      expect(((await changed.json()) as { extra_data: { errors: unknown[] } }).extra_data.errors).not.toEqual(
        [],
      );
      const settings = await api(`/api/apps/public/prod/public-settings/by-id/${second.id}`);
      expect(settings.status).toBe(200);
    } finally {
      await rm(path.join(entities, "broken.jsonc"));
    }
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
    // The server's own tables (keys, sign-ins, the registry) are in the first app's schema only.
    const hostTables = new Set([
      "_host_migrations",
      ...hostMigrations.flatMap((m) => [...m.sql.matchAll(/create table (\w+)/g)].map((match) => match[1])),
    ]);
    const own = (await tables("public")).filter((name) => !hostTables.has(name));
    expect(await tables(`app_${first.id}`)).toEqual(own);
  });
});
