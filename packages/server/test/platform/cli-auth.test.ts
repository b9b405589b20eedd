import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostMigrations, migrateHost } from "../../src/db/host-migrations.ts";
import { createUser } from "../../src/platform/auth/users.ts";
import { LAST_USED_EVERY_MS } from "../../src/platform/cli-auth/api-keys.ts";
import { MAX_PENDING_LOGINS } from "../../src/platform/cli-auth/oauth-routes.ts";
import { requirePlatformAdmin } from "../../src/platform/cli-auth/platform-caller.ts";
import { type Engine, engines } from "../setup/databases.ts";
import { login, startTestApp, type TestApp, testAdmin } from "../setup/test-app.ts";

// How the CLI signs in, over HTTP, with the attacks on each piece: the device flow and its page, token
// refresh, workspace keys, and the line between platform credentials and an app's SDK routes.

const DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code";
const CODE = /^[B-DF-HJ-NP-TV-XZ]{4}-[B-DF-HJ-NP-TV-XZ]{4}$/;

interface Started {
  device_code: string;
  user_code: string;
  verification_uri: string;
  expires_in: number;
  interval: number;
}
interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
}

describe.each(engines)("CLI sign-in on %s", (engine: Engine) => {
  let t: TestApp;
  let offsetMs = 0;
  const otherAdmin = { email: "second-admin@ember.test", password: "second-admin-password" };
  const member = { email: "member@ember.test", password: "member-password-1" };
  const formerAdmin = { email: "former-admin@ember.test", password: "former-admin-password" };

  beforeAll(async () => {
    t = await startTestApp(
      engine,
      // Three wrong codes, then a wait: small enough to reach in a test.
      { RATE_LIMIT_LOGIN_PER_ACCOUNT: "3" },
      { cliAuth: { now: () => Date.now() + offsetMs, pollIntervalSeconds: 5 } },
      {
        beforeListen: (app) => {
          app.get("/api/apps/:appId/stand-in", async (request) => requirePlatformAdmin(request));
        },
      },
    );
    await createUser(t.app.db, { ...otherAdmin, role: "admin", is_member: true, is_verified: true });
    await createUser(t.app.db, { ...formerAdmin, role: "admin", is_member: true, is_verified: true });
    await createUser(t.app.db, { ...member, role: "user", is_member: true, is_verified: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const url = (path: string) => `${t.baseUrl}${path}`;
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: t.baseUrl },
    body: new URLSearchParams(fields),
  });

  async function startLogin(): Promise<Started> {
    const response = await fetch(url("/oauth/device/code"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_id: "base44_cli", scope: "apps:read apps:write sandbox:write" }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Started;
  }
  async function poll(deviceCode: string) {
    const response = await fetch(
      url("/oauth/token"),
      form({ grant_type: DEVICE_GRANT, device_code: deviceCode, client_id: "base44_cli" }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  async function refresh(token: string) {
    const response = await fetch(
      url("/oauth/token"),
      form({ grant_type: "refresh_token", refresh_token: token, client_id: "base44_cli" }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  async function answer(
    userCode: string,
    who: { email: string; password: string },
    decision: "approve" | "deny",
    origin = t.baseUrl,
  ) {
    const response = await fetch(url("/device"), {
      ...form({ user_code: userCode, email: who.email, password: who.password, decision }),
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
    });
    return { status: response.status, text: await response.text() };
  }
  /** A full login approved by `who`: the tokens the terminal gets. */
  async function signIn(who: { email: string; password: string } = testAdmin): Promise<Tokens> {
    const started = await startLogin();
    expect((await answer(started.user_code, who, "approve")).status).toBe(200);
    const polled = await poll(started.device_code);
    expect(polled.status).toBe(200);
    return polled.body as unknown as Tokens;
  }
  const standIn = (headers: Record<string, string>) =>
    fetch(url(`/api/apps/${t.config.appId}/stand-in`), { headers });
  const me = (headers: Record<string, string>) =>
    fetch(url(`/api/apps/${t.config.appId}/entities/User/me`), { headers });

  it("keeps its tables in the host's own migration ledger, applied once", async () => {
    const { rows } = await t.app.db.query<{ id: number }>("select id from _host_migrations order by id");
    expect(rows.map((r) => r.id)).toEqual(hostMigrations.map((m) => m.id));
    expect(await migrateHost(t.app.db)).toEqual([]);
  });

  it("starts a login with a short code, a page to approve it on, and the CLI's poll interval", async () => {
    const started = await startLogin();
    expect(started.user_code).toMatch(CODE);
    expect(started.verification_uri).toBe(`${t.baseUrl}/device`);
    expect(started.expires_in).toBe(15 * 60);
    expect(started.interval).toBe(5);
    expect(started.device_code.length).toBeGreaterThanOrEqual(43);
  });

  it("refuses other clients and malformed token requests with OAuth errors in JSON", async () => {
    const wrongClient = await fetch(url("/oauth/device/code"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_id: "someone_else" }),
    });
    expect(wrongClient.status).toBe(401);
    expect(await wrongClient.json()).toMatchObject({ error: "invalid_client" });
    const asJson = await fetch(url("/oauth/token"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ grant_type: DEVICE_GRANT, device_code: "x", client_id: "base44_cli" }),
    });
    expect(asJson.status).toBe(400);
    expect(await asJson.json()).toMatchObject({ error: "invalid_request" });
    const grant = await fetch(url("/oauth/token"), form({ grant_type: "password", client_id: "base44_cli" }));
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({ error: "unsupported_grant_type" });
    expect((await poll("not-a-device-code")).body).toMatchObject({ error: "invalid_grant" });
  });

  it("answers an unapproved code with authorization_pending, and a poll too soon with slow_down", async () => {
    const started = await startLogin();
    expect(await poll(started.device_code)).toMatchObject({
      status: 400,
      body: { error: "authorization_pending" },
    });
    expect(await poll(started.device_code)).toMatchObject({ status: 400, body: { error: "slow_down" } });
    offsetMs += 5_000;
    expect((await poll(started.device_code)).body).toMatchObject({ error: "authorization_pending" });
  });

  it("gives tokens once after approval: an e-mail subject, an expiry, and a refresh token", async () => {
    const started = await startLogin();
    const page = await fetch(url(`/device?user_code=${started.user_code}`));
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await page.text()).toContain(started.user_code);
    expect(
      (await answer(started.user_code.replace("-", " ").toLowerCase(), testAdmin, "approve")).status,
    ).toBe(200);
    const first = await poll(started.device_code);
    expect(first.status).toBe(200);
    const tokens = first.body as unknown as Tokens;
    expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
    const claims = JSON.parse(
      Buffer.from(tokens.access_token.split(".")[1] as string, "base64url").toString(),
    );
    expect(claims.sub).toBe(testAdmin.email);
    expect(typeof claims.exp).toBe("number");
    const info = await fetch(url("/oauth/userinfo"), {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await info.json()).toMatchObject({ email: testAdmin.email });

    // The device code is spent, and so is the user code.
    expect((await poll(started.device_code)).body).toMatchObject({ error: "invalid_grant" });
    const again = await answer(started.user_code, testAdmin, "approve");
    expect(again.status).toBe(400);
    expect(again.text).toContain("not valid");
  });

  it("ends a login its admin denies", async () => {
    const started = await startLogin();
    expect((await answer(started.user_code, testAdmin, "deny")).text).toContain("Denied");
    expect((await poll(started.device_code)).body).toMatchObject({ error: "access_denied" });
  });

  it("does not let someone who is not a platform admin approve a code", async () => {
    const started = await startLogin();
    const refused = await answer(started.user_code, member, "approve");
    expect(refused.status).toBe(403);
    expect(refused.text).toContain("Only a platform admin");
    expect((await poll(started.device_code)).body).toMatchObject({ error: "authorization_pending" });
    const wrongPassword = await answer(started.user_code, { ...testAdmin, password: "guess" }, "approve");
    expect(wrongPassword.status).toBe(400);
    offsetMs += 5_000;
    expect((await poll(started.device_code)).body).toMatchObject({ error: "authorization_pending" });
  });

  it("refuses an approval posted from another site's page", async () => {
    const started = await startLogin();
    const crossSite = await answer(started.user_code, testAdmin, "approve", "https://evil.example");
    expect(crossSite.status).toBe(403);
    expect(JSON.parse(crossSite.text)).toMatchObject({ message: expect.stringContaining("another site") });
    expect((await poll(started.device_code)).body).toMatchObject({ error: "authorization_pending" });
  });

  it("stops an admin guessing user codes after a few wrong ones, even on the right one", async () => {
    const started = await startLogin();
    for (const guess of ["BBBB-BBBB", "CCCC-CCCC", "DDDD-DDDD"]) {
      expect((await answer(guess, otherAdmin, "approve")).status).toBe(400);
    }
    const blocked = await answer(started.user_code, otherAdmin, "approve");
    expect(blocked.status).toBe(429);
    expect(blocked.text).toContain("Too many attempts at a code");
    expect((await poll(started.device_code)).body).toMatchObject({ error: "authorization_pending" });
  });

  it("lets a code expire after 15 minutes", async () => {
    const started = await startLogin();
    offsetMs += 15 * 60 * 1000;
    expect((await poll(started.device_code)).body).toMatchObject({ error: "expired_token" });
    expect((await answer(started.user_code, testAdmin, "approve")).status).toBe(400);
  });

  it("refuses to start more logins than it will keep waiting", async () => {
    await t.app.db.query(
      `insert into platform_device_codes (device_code_hash, user_code, client_id, scope, created_date, expires_at)
       select 'flood' || g, 'FLOOD-' || g, 'base44_cli', 's', now(), now() + interval '1 hour'
         from generate_series(1, $1::int) g`,
      [MAX_PENDING_LOGINS],
    );
    const response = await fetch(url("/oauth/device/code"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_id: "base44_cli" }),
    });
    expect(response.status).toBe(429);
    await t.app.db.query("delete from platform_device_codes where device_code_hash like 'flood%'");
  });

  it("rotates refresh tokens, and a reused one ends the whole sign-in", async () => {
    const tokens = await signIn();
    const next = await refresh(tokens.refresh_token);
    expect(next.status).toBe(200);
    const rotated = next.body as unknown as Tokens;
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    // Someone replays the first token: refused, and the family's live token dies with it.
    expect(await refresh(tokens.refresh_token)).toMatchObject({
      status: 400,
      body: { error: "invalid_grant" },
    });
    expect(await refresh(rotated.refresh_token)).toMatchObject({
      status: 400,
      body: { error: "invalid_grant" },
    });
  });

  it("expires the access token after an hour", async () => {
    const tokens = await signIn();
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    expect((await standIn(auth)).status).toBe(200);
    offsetMs += 60 * 60 * 1000 + 1000;
    expect((await standIn(auth)).status).toBe(401);
  });

  it("never signs anyone in to the app's SDK routes with a CLI token or an api_key header", async () => {
    const tokens = await signIn();
    expect((await me({ authorization: `Bearer ${t.adminToken}` })).status).toBe(200);
    const withToken = await me({ authorization: `Bearer ${tokens.access_token}` });
    expect(withToken.status).toBe(401);
    expect(await withToken.json()).toMatchObject({ message: expect.any(String) });
    const created = await fetch(url("/api/platform/api-keys"), {
      method: "POST",
      headers: { authorization: `Bearer ${t.adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "sdk probe" }),
    });
    const { key } = (await created.json()) as { key: string };
    expect((await me({ api_key: key })).status).toBe(401);
    expect((await standIn({ api_key: key })).status).toBe(200);
  });

  it("creates, lists and revokes keys for a signed-in admin, showing the key only once", async () => {
    const admin = { authorization: `Bearer ${t.adminToken}`, "content-type": "application/json" };
    const created = await fetch(url("/api/platform/api-keys"), {
      method: "POST",
      headers: admin,
      body: JSON.stringify({ name: "deploys" }),
    });
    const adminDelete = { authorization: `Bearer ${t.adminToken}` };
    expect(created.status).toBe(201);
    const made = (await created.json()) as { id: string; key: string; name: string };
    expect(made.key).toMatch(/^b44k_[A-Za-z0-9_-]{43}$/);
    const listed = await (await fetch(url("/api/platform/api-keys"), { headers: admin })).text();
    expect(listed).toContain(made.id);
    expect(listed).toContain("deploys");
    expect(listed).not.toContain(made.key);
    const { rows } = await t.app.db.query<{ key_hash: string }>(
      "select key_hash from platform_api_keys where id = $1",
      [made.id],
    );
    expect(rows[0]?.key_hash).not.toContain(made.key.slice(5));

    // A key cannot manage keys; another admin cannot revoke mine; nor can a member or nobody.
    expect(
      (
        await fetch(url("/api/platform/api-keys"), {
          method: "POST",
          headers: { api_key: made.key },
          body: "",
        })
      ).status,
    ).toBe(403);
    const other = await login(t.baseUrl, t.config.appId, otherAdmin.email, otherAdmin.password);
    const foreign = await fetch(url(`/api/platform/api-keys/${made.id}`), {
      method: "DELETE",
      headers: { authorization: `Bearer ${other}` },
    });
    expect(foreign.status).toBe(404);
    const memberToken = await login(t.baseUrl, t.config.appId, member.email, member.password);
    expect(
      (await fetch(url("/api/platform/api-keys"), { headers: { authorization: `Bearer ${memberToken}` } }))
        .status,
    ).toBe(403);
    expect((await fetch(url("/api/platform/api-keys"))).status).toBe(401);
    const badName = await fetch(url("/api/platform/api-keys"), {
      method: "POST",
      headers: admin,
      body: JSON.stringify({ name: "x".repeat(101) }),
    });
    expect(badName.status).toBe(400);
    expect(await badName.json()).toMatchObject({ message: expect.stringContaining("name") });

    const revoked = await fetch(url(`/api/platform/api-keys/${made.id}`), {
      method: "DELETE",
      headers: adminDelete,
    });
    expect(revoked.status).toBe(200);
    expect(
      (await fetch(url(`/api/platform/api-keys/${made.id}`), { method: "DELETE", headers: adminDelete }))
        .status,
    ).toBe(404);
    const afterRevoke = await standIn({ api_key: made.key });
    expect(afterRevoke.status).toBe(401);
    expect(await afterRevoke.json()).toMatchObject({ message: expect.stringContaining("revoked") });
    expect((await standIn({ api_key: "b44k_unknown" })).status).toBe(401);
  });

  it("writes a key's last use at most once a minute", async () => {
    const admin = { authorization: `Bearer ${t.adminToken}`, "content-type": "application/json" };
    const made = (await (
      await fetch(url("/api/platform/api-keys"), {
        method: "POST",
        headers: admin,
        body: JSON.stringify({ name: "busy" }),
      })
    ).json()) as { id: string; key: string };
    const lastUsed = async () =>
      (
        await t.app.db.query<{ last_used_at: Date | string | null }>(
          "select last_used_at from platform_api_keys where id = $1",
          [made.id],
        )
      ).rows[0]?.last_used_at;
    await standIn({ api_key: made.key });
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await standIn({ api_key: made.key });
    expect(await lastUsed()).toEqual(first);
    offsetMs += LAST_USED_EVERY_MS;
    await standIn({ api_key: made.key });
    expect(new Date((await lastUsed()) as Date).getTime()).toBeGreaterThan(new Date(first as Date).getTime());
  });

  it("drops the key, the token and the refresh of an admin who is demoted", async () => {
    const tokens = await signIn(formerAdmin);
    const former = await login(t.baseUrl, t.config.appId, formerAdmin.email, formerAdmin.password);
    const made = (await (
      await fetch(url("/api/platform/api-keys"), {
        method: "POST",
        headers: { authorization: `Bearer ${former}`, "content-type": "application/json" },
        body: JSON.stringify({ name: "theirs" }),
      })
    ).json()) as { key: string };
    expect((await standIn({ api_key: made.key })).status).toBe(200);
    await t.app.db.query("update users set role = 'user' where lower(email) = $1", [formerAdmin.email]);
    expect((await standIn({ api_key: made.key })).status).toBe(403);
    expect((await standIn({ authorization: `Bearer ${tokens.access_token}` })).status).toBe(403);
    expect(await refresh(tokens.refresh_token)).toMatchObject({
      status: 400,
      body: { error: "invalid_grant" },
    });
  });
});
