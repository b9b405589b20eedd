import { mkdir, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultAuthConfig } from "../../src/platform/apps/auth-config.ts";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

// A hosted app's settings beyond its code: sign-in settings as `auth push` sends them, the former ids a
// site built for the hosted service calls the API with (accepted on the app's own host name only), and
// the connector and Stripe routes `deploy` calls, answered honestly.

interface Hosted {
  readonly id: string;
}

const note = { name: "Note", properties: { text: { type: "string" } }, rls: { create: true, read: true } };
const formerId = "68a0c0ffee0000000000beef";

function viaHost(
  baseUrl: string,
  host: string,
  pathName: string,
  init: { method?: string; body?: string } = {},
): Promise<{ status: number; body: string }> {
  const url = new URL(pathName, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: init.method ?? "GET",
        headers: { host: `${host}:${url.port}`, "content-type": "application/json" },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

describe.each(engines)("a hosted app's settings (%s)", (engine) => {
  let t: TestApp;
  let first: Hosted;
  let second: Hosted;

  const api = (pathName: string, init: RequestInit = {}) =>
    fetch(`${t.baseUrl}${pathName}`, {
      ...init,
      headers: { authorization: `Bearer ${t.adminToken}`, "content-type": "application/json" },
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    const create = async (name: string) =>
      (await (await api("/api/apps", { method: "POST", body: JSON.stringify({ name }) })).json()) as Hosted;
    first = await create("Moved in");
    second = await create("Next door");
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

  it("keeps the sign-in settings `auth push` sends, by PUT with a token or with a key, and gives them back", async () => {
    const before = (await (await api(`/api/apps/${first.id}`)).json()) as { auth_config: unknown };
    expect(before.auth_config).toEqual(defaultAuthConfig);
    const pushed = { ...defaultAuthConfig, enable_google_login: true, google_oauth_mode: "custom" as const };
    const put = await api(`/api/apps/${first.id}`, {
      method: "PUT",
      body: JSON.stringify({ auth_config: pushed }),
    });
    const reply = (await put.json()) as { auth_config: unknown; auth_config_ignored: string[] };
    expect([put.status, reply.auth_config, reply.auth_config_ignored]).toEqual([
      200,
      pushed,
      ["enable_google_login"],
    ]);
    const bare = { ...pushed, enable_google_login: false, enable_username_password: true };
    const byKey = await api(`/api/apps/${first.id}/deployment/auth-configuration`, {
      method: "PUT",
      body: JSON.stringify(bare),
    });
    expect(byKey.status).toBe(200);
    expect(
      ((await (await api(`/api/apps/${first.id}`)).json()) as { auth_config: unknown }).auth_config,
    ).toEqual(bare);
    // Missing keys, a wrong type or an unknown key: refused, nothing changed.
    for (const body of [
      { enable_google_login: true },
      { ...bare, enable_sso_login: "yes" },
      { ...bare, extra: 1 },
    ]) {
      const bad = await api(`/api/apps/${first.id}/deployment/auth-configuration`, {
        method: "PUT",
        body: JSON.stringify(body),
      });
      expect(bad.status).toBe(422);
    }
    expect(
      ((await (await api(`/api/apps/${second.id}`)).json()) as { auth_config: unknown }).auth_config,
    ).toEqual(defaultAuthConfig);
  });

  it("answers the app's former id on its own host name only", async () => {
    const host = `${first.id}.localhost`;
    const notes = `/api/apps/${formerId}/entities/Note`;
    expect((await viaHost(t.baseUrl, host, notes)).status).toBe(404);
    const set = await api(`/api/apps/${first.id}`, {
      method: "PUT",
      body: JSON.stringify({ app_id_aliases: [formerId] }),
    });
    expect(set.status).toBe(200);
    const created = await viaHost(t.baseUrl, host, notes, {
      method: "POST",
      body: '{"text":"via the old id"}',
    });
    expect(created.status).toBe(201);
    const listed = await viaHost(t.baseUrl, host, notes);
    expect(JSON.parse(listed.body)).toEqual([expect.objectContaining({ text: "via the old id" })]);
    const settings = await viaHost(
      t.baseUrl,
      host,
      `/api/apps/public/prod/public-settings/by-id/${formerId}`,
    );
    expect(JSON.parse(settings.body)).toMatchObject({ id: first.id });
    // The record is the app's own: read by its real id through the server's address.
    const own = (await (await fetch(`${t.baseUrl}/api/apps/${first.id}/entities/Note`)).json()) as unknown[];
    expect(own).toEqual([expect.objectContaining({ text: "via the old id" })]);

    // Anywhere else the former id is no app: the server's address, the neighbour's host name.
    expect((await fetch(`${t.baseUrl}${notes}`)).status).toBe(404);
    expect((await viaHost(t.baseUrl, `${second.id}.localhost`, notes)).status).toBe(404);
    // Nor does it reach a management route on the app's host name.
    expect((await viaHost(t.baseUrl, host, `/api/apps/${formerId}/secrets`)).status).toBe(401);
  });

  it("refuses a former id that names an app here, or a word of the API's paths", async () => {
    for (const aliases of [
      [second.id],
      [first.id],
      [t.config.appId],
      ["public"],
      ["a/b"],
      ["x".repeat(65)],
    ]) {
      const response = await api(`/api/apps/${first.id}`, {
        method: "PUT",
        body: JSON.stringify({ app_id_aliases: aliases }),
      });
      expect(response.status, aliases[0]).toBe(422);
    }
    const kept = (await (await api(`/api/apps/${first.id}`)).json()) as { app_id_aliases: string[] };
    expect(kept.app_id_aliases).toEqual([formerId]);
  });

  it("has no connectors and no Stripe, and says so", async () => {
    expect(await (await api(`/api/apps/${first.id}/external-auth/list`)).json()).toEqual({
      integrations: [],
    });
    const stripe = await api(`/api/apps/${first.id}/payments/stripe/status`);
    expect([stripe.status, ((await stripe.json()) as { message: string }).message]).toEqual([
      501,
      expect.stringMatching(/Stripe is not available on this server/),
    ]);
    const connect = await api(`/api/apps/${first.id}/external-auth/integrations/googlecalendar`, {
      method: "PUT",
      body: JSON.stringify({ scopes: [] }),
    });
    expect(connect.status).toBe(501);
    const otherLane = await api(`/api/apps/${first.id}/deployments`, { method: "POST", body: "{}" });
    expect([otherLane.status, ((await otherLane.json()) as { message: string }).message]).toEqual([
      501,
      expect.stringMatching(/BASE44_DEPLOYMENTS_API/),
    ]);
    const anonymous = await fetch(`${t.baseUrl}/api/apps/${first.id}/external-auth/list`);
    expect(anonymous.status).toBe(401);
  });
});
