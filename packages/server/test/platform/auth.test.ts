import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin, findUserByEmail, getUser } from "../../src/platform/auth/users.ts";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp, testAdmin } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

describe.each(engines)("auth on %s", (engine) => {
  let t: TestApp;
  const api = (path: string) => `${t.baseUrl}/api/apps/${t.config.appId}${path}`;
  const login = (email: string, password: string) =>
    fetch(api("/auth/login"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
  const me = (token?: string, init: RequestInit = {}) =>
    fetch(api("/entities/User/me"), {
      ...init,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it("logs in with the right password and answers the token and the user", async () => {
    const response = await login(testAdmin.email.toUpperCase(), testAdmin.password);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string; user: Record<string, unknown> };
    expect(body.access_token.split(".")).toHaveLength(3);
    expect(body.user).toMatchObject({
      email: testAdmin.email,
      role: "admin",
      _app_role: "admin",
      is_service: false,
    });
    expect(body.user).not.toHaveProperty("password_hash");
  });

  it("refuses a wrong password and an unknown e-mail with the same 400 and message", async () => {
    const wrong = await login(testAdmin.email, "not-the-password");
    const unknown = await login("nobody@ember.test", "whatever-password");
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: "Invalid email or password",
        detail: "Invalid email or password",
        error_type: "HTTPException",
        traceback: "",
      });
    }
  });

  it("answers 422 naming the missing fields of a login", async () => {
    const response = await fetch(api("/auth/login"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "" }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { extra_data: { errors: { field: string }[] } };
    expect(body.extra_data.errors.map((e) => e.field).sort()).toEqual(["email", "password"]);
  });

  it("answers 404 for another app id", async () => {
    const response = await fetch(`${t.baseUrl}/api/apps/other-app/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: testAdmin.email, password: testAdmin.password }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: "App other-app not found" });
  });

  it("answers me with 401 without a token or with a bad one, and the user with a good one", async () => {
    expect((await me()).status).toBe(401);
    expect((await me("not-a-jwt")).status).toBe(401);
    const response = await me(t.adminToken);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        "id",
        "created_date",
        "updated_date",
        "email",
        "full_name",
        "disabled",
        "is_verified",
        "app_id",
        "is_service",
        "_app_role",
        "role",
      ].sort(),
    );
    expect(body).toMatchObject({ email: testAdmin.email, app_id: t.config.appId, disabled: false });
    expect(body.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it("merges custom fields on updateMe and leaves the built-in ones alone", async () => {
    const before = (await (await me(t.adminToken)).json()) as Record<string, unknown>;
    const response = await me(t.adminToken, {
      method: "PUT",
      body: JSON.stringify({
        id: "0".repeat(24),
        email: "hijack@ember.test",
        full_name: "Changed Name",
        role: "user",
        created_date: "2000-01-01T00:00:00.000Z",
        disabled: true,
        preferred_language: "fr",
        progress: { step: 2 },
      }),
    });
    expect(response.status).toBe(200);
    const after = (await response.json()) as Record<string, unknown>;
    expect(after).toMatchObject({
      id: before.id,
      email: before.email,
      full_name: before.full_name,
      role: "admin",
      created_date: before.created_date,
      disabled: false,
      preferred_language: "fr",
      progress: { step: 2 },
    });
    await me(t.adminToken, { method: "PUT", body: JSON.stringify({ theme: "dark" }) });
    expect(await (await me(t.adminToken)).json()).toMatchObject({ preferred_language: "fr", theme: "dark" });
  });

  it("refuses updateMe without a user, and a body that is not an object", async () => {
    expect((await me(undefined, { method: "PUT", body: "{}" })).status).toBe(401);
    expect((await me(t.adminToken, { method: "PUT", body: "[1,2]" })).status).toBe(422);
  });

  it("answers 400, not 500, for custom fields nested far too deep", async () => {
    for (const depth of [40, 200_000]) {
      const body = `{"x":${"[".repeat(depth)}${"]".repeat(depth)}}`;
      const response = await me(t.adminToken, { method: "PUT", body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: "The request body is nested too deeply" });
    }
  });

  it("treats a token of a disabled user as anonymous", async () => {
    const { token, user } = await createMember(t, "disabled@ember.test", { is_member: true });
    expect((await me(token)).status).toBe(200);
    await t.app.db.query("update users set disabled = true where id = $1", [user.id]);
    expect((await me(token)).status).toBe(401);
    expect((await login("disabled@ember.test", "member-password-1")).status).toBe(400);
  });

  it("bootstraps the admin idempotently, and restores the configured password and role", async () => {
    const first = await findUserByEmail(t.app.db, testAdmin.email);
    const again = await ensureAdmin(t.app.db, testAdmin);
    expect(again.updated_date).toBe(first?.updated_date);
    const { rows } = await t.app.db.query<{ n: number }>(
      "select count(*) as n from users where lower(email) = $1",
      [testAdmin.email],
    );
    expect(rows[0]?.n).toBe(1);

    await t.app.db.query("update users set role = 'user', password_hash = null where id = $1", [first?.id]);
    const restored = await ensureAdmin(t.app.db, testAdmin);
    expect(restored.role).toBe("admin");
    expect((await login(testAdmin.email, testAdmin.password)).status).toBe(200);
    const stored = await t.app.db.query<{ h: string }>("select password_hash as h from users where id = $1", [
      first?.id,
    ]);
    expect(stored.rows[0]?.h).toMatch(/^\$argon2id\$/);
    expect((await getUser(t.app.db, restored.id))?.id).toBe(first?.id);
  });
});
