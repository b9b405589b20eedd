import { type Base44Client, createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { entity, type Row, sdkError } from "../setup/sdk-calls.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

// Base44Error.code through the official SDK (0.8.50 reads `data.error?.code ?? data.code`). The codes come
// from the error handler alone, whatever the database, so one engine is enough here.
describe("Base44Error.code on every error status", () => {
  let t: TestApp;
  let admin: Base44Client;
  let member: Base44Client;
  const client = (token?: string) =>
    createClient({
      serverUrl: t.baseUrl,
      appId: t.config.appId,
      analytics: { enabled: false },
      ...(token ? { token } : {}),
    });

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    t = await startTestApp("pglite", { RATE_LIMIT_LOGIN_PER_ACCOUNT: "2" });
    admin = client(t.adminToken);
    member = client((await createMember(t, "member@ember.test", { is_member: true })).token);
  });
  afterAll(async () => {
    for (const c of [admin, member]) c?.cleanup();
    await t?.close();
    vi.restoreAllMocks();
  });

  it("sets a stable code for 400, 401, 403, 404, 405, 409 and 422", async () => {
    const adminId = ((await admin.auth.me()) as Row).id;
    // Thunks: each call starts when its turn comes, so no rejection waits unhandled.
    const cases: [() => Promise<unknown>, number, string][] = [
      [() => entity(admin, "Application").filter({ $where: "1" }), 400, "BAD_REQUEST"],
      [() => client().auth.me(), 401, "UNAUTHORIZED"],
      [() => entity(member, "User").create({ email: "x@ember.test" }), 403, "FORBIDDEN"],
      [() => entity(admin, "NoSuchEntity").list(), 404, "NOT_FOUND"],
      [() => entity(admin, "User").deleteMany({ role: "user" }), 405, "METHOD_NOT_ALLOWED"],
      [() => entity(admin, "User").update(adminId, { role: "user" }), 409, "CONFLICT"],
      [() => entity(admin, "Application").create({}), 422, "VALIDATION_ERROR"],
    ];
    for (const [call, status, code] of cases) {
      const error = await sdkError(call());
      expect({ status: error.status, code: error.code }, error.message).toEqual({ status, code });
      expect(error.data).toMatchObject({ code, message: error.message });
    }
  });

  it("sets RATE_LIMITED on a throttled sign-in", async () => {
    const guess = () => client().auth.loginViaEmailPassword("member@ember.test", "wrong-password-1");
    expect((await sdkError(guess())).code).toBe("BAD_REQUEST");
    expect((await sdkError(guess())).code).toBe("BAD_REQUEST");
    const throttled = await sdkError(guess());
    expect({ status: throttled.status, code: throttled.code }).toEqual({ status: 429, code: "RATE_LIMITED" });
  });

  it("sets the code on errors the framework raises before any handler", async () => {
    const malformed = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: "BAD_REQUEST", error_type: "BadRequest" });
    const route = await fetch(`${t.baseUrl}/api/no/such/route`);
    expect(await route.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});
