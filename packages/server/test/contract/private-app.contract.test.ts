import { type Base44Client, Base44Error, createClient, type EntityHandler } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { issueServiceToken } from "../../src/platform/auth/tokens.ts";
import { defineFunction } from "../../src/platform/functions/function-registry.ts";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

type Row = Record<string, unknown> & { id: string };
const applications = (client: Base44Client) => client.entities.Application as EntityHandler<Row>;
const application = { full_name: "Ada", email: "ada@example.org", program_interest: "individual" };

const whoami = defineFunction({
  name: "whoami",
  input: z.object({}),
  handler: async ({ caller }) => ({ caller: caller.kind }),
});

/** What a call failed with, from the SDK's Base44Error or the functions client's raw AxiosError. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number | undefined; reason: unknown }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Base44Error) {
      return {
        status: error.status,
        reason: (error.data as { extra_data?: { reason?: unknown } })?.extra_data?.reason,
      };
    }
    const response = (error as { response?: { status: number; data: { extra_data?: { reason?: unknown } } } })
      .response;
    if (response) return { status: response.status, reason: response.data?.extra_data?.reason };
    throw error;
  }
  throw new Error("expected the call to be refused");
}

/** APP_VISIBILITY=private_with_login: the whole API answers only members, admins and the service role. */
describe.each(engines)("a private app through the official @base44/sdk on %s", (engine) => {
  let t: TestApp;
  let anonymous: Base44Client;
  let outsider: Base44Client;
  let member: Base44Client;
  let admin: Base44Client;
  let server: Base44Client;
  const client = (config: { token?: string; serviceToken?: string } = {}) =>
    createClient({ serverUrl: t.baseUrl, appId: t.config.appId, analytics: { enabled: false }, ...config });

  beforeAll(async () => {
    t = await startTestApp(engine, { APP_VISIBILITY: "private_with_login" }, { functions: [whoami] });
    anonymous = client();
    outsider = client({ token: (await createMember(t, "outsider@ember.test", { is_member: false })).token });
    member = client({ token: (await createMember(t, "member@ember.test", { is_member: true })).token });
    admin = client({ token: t.adminToken });
    server = client({ serviceToken: await issueServiceToken(t.app) });
  });
  afterAll(async () => {
    for (const c of [anonymous, outsider, member, admin, server]) c?.cleanup();
    await t?.close();
  });

  it("refuses anonymous callers with auth_required across entities and functions", async () => {
    const calls = [
      applications(anonymous).create(application),
      applications(anonymous).list(),
      applications(anonymous).filter({ full_name: "Ada" }),
      applications(anonymous).count(),
      applications(anonymous).updateMany({}, { $set: { goals: "x" } }),
      applications(anonymous).aggregate({}),
      anonymous.functions.invoke("whoami", {}),
      anonymous.app.getPublicSettings(),
    ];
    for (const call of calls) expect(await refusal(call)).toEqual({ status: 403, reason: "auth_required" });
    const fetched = await anonymous.functions.fetch("/whoami", { method: "POST", body: "{}" });
    expect(fetched.status).toBe(403);
    expect(await fetched.json()).toMatchObject({
      message: "Authentication required",
      extra_data: { reason: "auth_required" },
    });
    const unknown = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/nothing-here`);
    expect(unknown.status).toBe(403);
    // The gate answered before any entity rule: nothing was written.
    expect(await applications(admin).count()).toBe(0);
  });

  it("refuses signed-in non-members with user_not_registered, but lets them see themselves", async () => {
    // Started one at a time: a call already refused while an earlier one is awaited would be an
    // unhandled rejection until the loop reached it.
    for (const call of [
      () => applications(outsider).create(application),
      () => applications(outsider).list(),
      () => outsider.functions.invoke("whoami", {}),
      () => outsider.app.getPublicSettings(),
    ]) {
      expect(await refusal(call())).toEqual({ status: 403, reason: "user_not_registered" });
    }
    expect(await outsider.auth.me()).toMatchObject({ email: "outsider@ember.test" });
  });

  it("keeps what a visitor needs to sign in open", async () => {
    expect((await fetch(`${t.baseUrl}/healthz`)).status).toBe(200);
    const login = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "member@ember.test", password: "wrong-password" }),
    });
    // The login route answers (a wrong password), not the gate.
    expect(login.status).toBe(400);
    expect((await refusal(anonymous.auth.me())).status).toBe(401);
  });

  it("serves members, admins and the service role", async () => {
    // Members pass the gate; the entity's own rules still decide (only staff create or read applications).
    expect((await refusal(applications(member).create(application))).status).toBe(403);
    const created = await applications(admin).create(application);
    expect(created).toMatchObject({ full_name: "Ada" });
    expect(await applications(member).list()).toEqual([]);
    expect((await member.functions.invoke("whoami", {})).data).toEqual({ caller: "user" });
    expect(await member.app.getPublicSettings()).toEqual({
      id: t.config.appId,
      public_settings: "private_with_login",
    });
    expect((await applications(admin).list()).map((r) => r.id)).toEqual([created.id]);
    expect(await (server.asServiceRole.entities.Application as EntityHandler<Row>).count()).toBe(1);
    expect((await server.asServiceRole.functions.invoke("whoami", {})).data).toEqual({ caller: "service" });
  });
});

describe("an app that is not private", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { APP_VISIBILITY: "public_with_login" });
  });
  afterAll(() => t?.close());

  it("answers anonymous callers by the entity rules alone", async () => {
    const anonymous = createClient({
      serverUrl: t.baseUrl,
      appId: t.config.appId,
      analytics: { enabled: false },
    });
    // Refused by Application's own create rule (staff only), not by a gate.
    expect(await refusal(applications(anonymous).create(application))).toEqual({
      status: 403,
      reason: undefined,
    });
    expect(await applications(anonymous).list()).toEqual([]);
    anonymous.cleanup();
  });
});
