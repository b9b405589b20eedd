import { type Base44Client, createClient, type EntityHandler } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prepareDenoFixtureApp } from "../setup/deno-app.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

/** `client.entities.Badge`, typed: the SDK's index signature says it may be undefined, a Proxy never is. */
const badges = (entities: Base44Client["entities"]) =>
  entities.Badge as EntityHandler<Record<string, unknown>>;

interface Whoami {
  readonly me: { readonly email?: string; readonly error?: number };
  readonly badges: readonly string[];
}

/** createClientFromRequest inside a real Deno function, against this server, with the official SDK. */
describe("Deno functions through the official SDK, on both sides", () => {
  let t: TestApp;
  let memberToken: string;
  const client = (token?: string) =>
    createClient({ serverUrl: t.baseUrl, appId: t.config.appId, ...(token ? { token } : {}) });

  beforeAll(async () => {
    // The SDK prints each refused call (auth.me without a token) to the console.
    vi.spyOn(console, "error").mockImplementation(() => {});
    t = await startTestApp("pglite", { APP_DIR: await prepareDenoFixtureApp() });
    memberToken = (await createMember(t, "kim@example.org", { is_member: true })).token;
    await badges(client(t.adminToken).entities).create({
      user_email: "ada@example.org",
      badge_name: "First Step Champion",
      badge_category: "purpose_seeker",
    });
  });
  afterAll(() => t?.close());

  it("knows a signed-in caller through auth.me(), and reads staff-only records as the service role", async () => {
    const response = await client(memberToken).functions.invoke("whoami", {});
    const body = response.data as Whoami;
    expect(body.me.email).toBe("kim@example.org");
    expect(body.badges).toEqual(["First Step Champion"]);
    // The member alone reads none of them: only the function's service role did.
    expect(await badges(client(memberToken).entities).list()).toEqual([]);
  });

  it("treats a caller without a token as anonymous, while the service role still works", async () => {
    const response = await client().functions.invoke("whoami", {});
    expect(response.data).toEqual({ me: { error: 401 }, badges: ["First Step Champion"] });
  });

  it("serves functions.fetch, which carries no app id", async () => {
    const response = await client(memberToken).functions.fetch("/admin/stats", { method: "GET" });
    expect([response.status, await response.json()]).toEqual([200, { nested: true }]);
  });

  it("never lets a caller keep the service role a function shows it", async () => {
    // A caller's own attempt to choose the function's app, server or service role is overwritten.
    const response = await fetch(`${t.baseUrl}/api/functions/headers`, {
      headers: {
        authorization: `Bearer ${memberToken}`,
        "base44-service-authorization": "Bearer forged",
        "base44-app-id": "other-app",
        "base44-api-url": "https://attacker.example",
        "x-ember-worker-function": "env",
      },
    });
    const seen = (await response.json()) as Record<string, string>;
    expect(seen.authorization).toBe(`Bearer ${memberToken}`);
    expect(seen["base44-app-id"]).toBe(t.config.appId);
    expect(seen["base44-api-url"]).toBe(t.baseUrl);
    expect(Object.keys(seen).filter((name) => name.startsWith("x-ember-worker-"))).toEqual([]);
    const shown = seen["base44-service-authorization"] ?? "";
    expect(shown).toMatch(/^Bearer ey/);
    // What the careless function showed is a token for that call only, which ended with the answer.
    const token = shown.slice("Bearer ".length);
    const stolen = createClient({ serverUrl: t.baseUrl, appId: t.config.appId, serviceToken: token });
    expect(await badges(stolen.asServiceRole.entities).list()).toEqual([]);
    const me = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/User/me`, {
      headers: { authorization: shown },
    });
    expect(me.status).toBe(401);
  });
});
