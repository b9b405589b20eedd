import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

const settings = (t: TestApp, token?: string, appId = t.config.appId) =>
  fetch(`${t.baseUrl}/api/apps/public/prod/public-settings/by-id/${appId}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe.each(["public_without_login", "public_with_login"] as const)("public settings, %s", (visibility) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { APP_VISIBILITY: visibility });
  });
  afterAll(() => t.close());

  it("answers the visibility to everyone, even with a stale token", async () => {
    for (const token of [undefined, "stale.token.here", t.adminToken]) {
      const response = await settings(t, token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id: t.config.appId, public_settings: visibility });
    }
  });

  it("answers 404 for an app it does not serve", async () => {
    const response = await settings(t, undefined, "unknown-app");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      message: "App unknown-app not found",
      error_type: "NotFound",
    });
  });
});

describe("public settings, private_with_login", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { APP_VISIBILITY: "private_with_login" });
  });
  afterAll(() => t.close());

  it("asks an anonymous visitor, or one with an invalid token, to sign in", async () => {
    for (const token of [undefined, "not-a-token"]) {
      const response = await settings(t, token);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        message: "Authentication required",
        extra_data: { reason: "auth_required" },
      });
    }
  });

  it("tells a signed-in non-member that they are not registered", async () => {
    const { token } = await createMember(t, "outsider@ember.test", { is_member: false });
    const response = await settings(t, token);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      message: "User not registered for this app",
      extra_data: { reason: "user_not_registered" },
    });
  });

  it("lets members and admins in", async () => {
    const { token } = await createMember(t, "member@ember.test", { is_member: true });
    for (const bearer of [token, t.adminToken]) {
      const response = await settings(t, bearer);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ id: t.config.appId, public_settings: "private_with_login" });
    }
  });
});
