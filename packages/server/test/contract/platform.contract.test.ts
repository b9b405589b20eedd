import { Base44Error, createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineFunction } from "../../src/platform/functions/function-registry.ts";
import { startTestApp, type TestApp, testAdmin } from "../setup/test-app.ts";

// The official client, unmodified, in Node: the compatibility test of the platform API (docs/api.md).
const greet = defineFunction({
  name: "greet",
  input: z.object({ name: z.string().min(1) }),
  handler: async ({ caller }, { name }) => ({ text: `hello ${name}`, caller: caller.kind }),
});
const ping = defineFunction({
  name: "tools/ping",
  input: z.object({}),
  handler: async () => ({ pong: true }),
});

// functions.invoke() rejects with axios's own error, as the official SDK does; axios is the SDK's
// dependency, not ours.
interface AxiosLikeError {
  readonly isAxiosError: boolean;
  readonly response?: { readonly status: number; readonly data: unknown };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("the official SDK against the platform API", () => {
  let t: TestApp;
  const client = (token?: string) =>
    createClient({ serverUrl: t.baseUrl, appId: t.config.appId, ...(token ? { token } : {}) });

  beforeAll(async () => {
    // The SDK logs every API error to the console outside production; expected errors are tested here.
    vi.spyOn(console, "error").mockImplementation(() => {});
    t = await startTestApp("pglite", {}, { functions: [greet, ping] });
  });
  afterAll(async () => {
    await t.close();
    vi.restoreAllMocks();
  });

  it("signs in with loginViaEmailPassword and then knows the user", async () => {
    const base44 = client();
    const { access_token, user } = await base44.auth.loginViaEmailPassword(
      testAdmin.email,
      testAdmin.password,
    );
    expect(access_token).toEqual(expect.any(String));
    expect(user).toMatchObject({ email: testAdmin.email, role: "admin" });
    expect(await base44.auth.me()).toMatchObject({
      email: testAdmin.email,
      role: "admin",
      app_id: t.config.appId,
    });
    expect(await base44.auth.isAuthenticated()).toBe(true);
  });

  it("surfaces a wrong password as a Base44Error with status and message", async () => {
    const error = await rejection(client().auth.loginViaEmailPassword(testAdmin.email, "wrong-password"));
    expect(error).toBeInstanceOf(Base44Error);
    expect(error).toMatchObject({ status: 400, message: "Invalid email or password" });
  });

  it("answers me without a token with a 401 Base44Error", async () => {
    const error = await rejection(client().auth.me());
    expect(error).toBeInstanceOf(Base44Error);
    expect(error).toMatchObject({ status: 401, message: "Authentication required" });
    expect(await client().auth.isAuthenticated()).toBe(false);
  });

  it("updates custom fields with updateMe and keeps the protected ones", async () => {
    const base44 = client(t.adminToken);
    const updated = await base44.auth.updateMe({
      favourite_page: "Badges",
      email: "evil@ember.test",
      role: "user",
    });
    expect(updated).toMatchObject({ favourite_page: "Badges", email: testAdmin.email, role: "admin" });
    expect(await base44.auth.me()).toMatchObject({ favourite_page: "Badges" });
  });

  it("reads the public settings", async () => {
    expect(await client().app.getPublicSettings()).toEqual({
      id: t.config.appId,
      public_settings: "public_without_login",
    });
  });

  it("invokes functions, nested ones too, and returns the raw response", async () => {
    const response = await client(t.adminToken).functions.invoke("greet", { name: "Ada" });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ text: "hello Ada", caller: "user" });
    expect((await client().functions.invoke("tools/ping", {})).data).toEqual({ pong: true });
  });

  it("invokes a function without data", async () => {
    expect((await client().functions.invoke("tools/ping")).data).toEqual({ pong: true });
  });

  it("reaches functions through functions.fetch", async () => {
    const response = await client().functions.fetch("/greet", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Grace" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: "hello Grace", caller: "anonymous" });
  });

  it("fails an unknown function and bad input with an AxiosError carrying the Base44 body", async () => {
    const unknown = (await rejection(client().functions.invoke("nope", {}))) as AxiosLikeError;
    expect(unknown.isAxiosError).toBe(true);
    expect(unknown.response).toMatchObject({ status: 404, data: { message: "Function nope not found" } });

    const invalid = (await rejection(client().functions.invoke("greet", { name: "" }))) as AxiosLikeError;
    expect(invalid.isAxiosError).toBe(true);
    expect(invalid.response).toMatchObject({ status: 422, data: { error_type: "ValidationError" } });
  });
});

describe("the official SDK against a private app", () => {
  let t: TestApp;
  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    t = await startTestApp("pglite", { APP_VISIBILITY: "private_with_login" });
  });
  afterAll(async () => {
    await t.close();
    vi.restoreAllMocks();
  });

  it("gets 403 auth_required from getPublicSettings when signed out, and the settings when signed in", async () => {
    const anonymous = createClient({ serverUrl: t.baseUrl, appId: t.config.appId });
    const error = await rejection(anonymous.app.getPublicSettings());
    expect(error).toBeInstanceOf(Base44Error);
    expect(error).toMatchObject({
      status: 403,
      message: "Authentication required",
      data: { extra_data: { reason: "auth_required" } },
    });

    const signedIn = createClient({ serverUrl: t.baseUrl, appId: t.config.appId, token: t.adminToken });
    expect(await signedIn.app.getPublicSettings()).toEqual({
      id: t.config.appId,
      public_settings: "private_with_login",
    });
  });
});
