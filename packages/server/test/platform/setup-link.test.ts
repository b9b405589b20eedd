import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { issueSetupToken, SETUP_LINK_LIFETIME_MS } from "../../src/platform/auth/setup-link.ts";
import { engines } from "../setup/databases.ts";
import { login, startTestApp, type TestApp } from "../setup/test-app.ts";

// The first admin's one-time setup link (platform/auth/setup-routes.ts): printed at a start without any
// admin, spent once by POST auth/setup, refused once an admin exists; a refusal changes nothing.

const noAdmin = { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" };

describe.each(engines)("the first-admin setup link on %s", (engine) => {
  let t: TestApp;
  let clock = new Date("2026-11-27T09:00:00Z");
  const links: string[] = [];
  const tokenOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get("token") ?? "";
  const post = (body: unknown, app: TestApp = t) =>
    fetch(`${app.baseUrl}/api/apps/${app.config.appId}/auth/setup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  /** What a refused request must leave as it was: the accounts and the stored setup tokens. */
  const snapshot = async () => ({
    users: (await t.app.db.query("select id, email, role, password_hash from users order by id")).rows,
    tokens: (await t.app.db.query("select key, value from settings where key like 'first_admin_setup:%'"))
      .rows,
  });

  beforeAll(async () => {
    t = await startTestApp(engine, noAdmin, {
      setup: { now: () => clock, announce: (link) => links.push(link) },
    });
    // Shown once the server listens, which Fastify reports after listen() has returned.
    await vi.waitFor(() => expect(links).toHaveLength(1));
  });
  afterAll(() => t.close());

  it("prints one link on the public URL at start, its token in the fragment and stored only hashed", async () => {
    expect(links).toHaveLength(1);
    const link = links[0] as string;
    expect(link.startsWith(`${t.config.publicUrl}/setup#token=`)).toBe(true);
    const token = tokenOf(link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await t.app.db.query<{ key: string; value: string }>("select key, value from settings");
    expect(rows.some((row) => row.key.includes(token) || row.value.includes(token))).toBe(false);
    const stored = rows.filter((row) => row.key.startsWith("first_admin_setup:"));
    expect(stored).toHaveLength(1);
    expect(new Date(stored[0]?.value ?? "").getTime()).toBe(clock.getTime() + SETUP_LINK_LIFETIME_MS);
  });

  it("refuses bad input with a 4xx in the Base44 shape, and changes nothing", async () => {
    const before = await snapshot();
    const token = tokenOf(links[0] as string);
    const good = { token, email: "first@example.org", password: "a long passphrase" };
    for (const [body, status, type] of [
      [{ ...good, email: "not-an-email" }, 422, "ValidationError"],
      [{ ...good, password: "short" }, 422, "ValidationError"],
      [{ ...good, token: "" }, 422, "ValidationError"],
      [{ email: good.email, password: good.password }, 422, "ValidationError"],
      [["not", "an", "object"], 422, "ValidationError"],
      [{ ...good, token: "x".repeat(201) }, 422, "ValidationError"],
      [{ ...good, token: `${token}x` }, 400, "HTTPException"],
    ] as const) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const answer = (await response.json()) as Record<string, unknown>;
      expect(answer).toMatchObject({ error_type: type, traceback: "" });
      expect(typeof answer.message).toBe("string");
      expect(answer.detail).toBe(answer.message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses the token once it has expired, by the server's clock", async () => {
    const before = await snapshot();
    const issuedAt = clock;
    clock = new Date(issuedAt.getTime() + SETUP_LINK_LIFETIME_MS + 1000);
    try {
      const response = await post({
        token: tokenOf(links[0] as string),
        email: "first@example.org",
        password: "a long passphrase",
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ extra_data: { reason: "invalid_setup_link" } });
      expect(await snapshot()).toEqual(before);
    } finally {
      clock = issuedAt;
    }
  });

  it("creates the first admin and signs them in, once", async () => {
    const token = tokenOf(links[0] as string);
    const response = await post({
      token,
      email: "First@Example.org",
      password: "a long passphrase",
      full_name: "First Admin",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string; user: Record<string, unknown> };
    expect(body.user).toMatchObject({ email: "first@example.org", role: "admin", full_name: "First Admin" });
    const me = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/User/me`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(await me.json()).toMatchObject({ email: "first@example.org", role: "admin", is_verified: true });
    // The password works for an ordinary sign-in too.
    await login(t.baseUrl, t.config.appId, "first@example.org", "a long passphrase");

    // Spent: the same link again, and any other, now meet an admin.
    const before = await snapshot();
    for (const again of [token, "some-other-token"]) {
      const second = await post({
        token: again,
        email: "second@example.org",
        password: "another passphrase",
      });
      expect(second.status).toBe(409);
      expect(await second.json()).toMatchObject({
        error_type: "Conflict",
        extra_data: { reason: "setup_done" },
      });
    }
    expect(await snapshot()).toEqual(before);
    expect(before.tokens).toEqual([]);
  });

  it("issues no link, and drops any left over, once an admin exists", async () => {
    await t.app.db.query("insert into settings (key, value) values ('first_admin_setup:leftover', $1)", [
      new Date(clock.getTime() + 60_000).toISOString(),
    ]);
    expect(await issueSetupToken(t.app.db, clock)).toBeNull();
    expect((await snapshot()).tokens).toEqual([]);
  });
});

describe.each(engines)("the setup link's limits on %s", (engine) => {
  it("prints nothing and answers 409 when the server starts with ADMIN_EMAIL", async () => {
    const links: string[] = [];
    const t = await startTestApp(engine, {}, { setup: { announce: (link) => links.push(link) } });
    try {
      const response = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/auth/setup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: "anything", email: "x@example.org", password: "a long passphrase" }),
      });
      expect(response.status).toBe(409);
      // A link is issued while the app loads, before it listens, and only an issued link is shown: with
      // none stored, none is (or will be) printed.
      const stored = await t.app.db.query("select key from settings where key like 'first_admin_setup:%'");
      expect(stored.rows).toEqual([]);
      expect(links).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("counts guesses per client address and refuses past the cap with 429", async () => {
    const t = await startTestApp(
      engine,
      { ...noAdmin, RATE_LIMIT_LOGIN_PER_ADDRESS: "3" },
      {
        setup: { announce: () => {} },
      },
    );
    try {
      const guess = () =>
        fetch(`${t.baseUrl}/api/apps/${t.config.appId}/auth/setup`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ token: "a-guess", email: "x@example.org", password: "a long passphrase" }),
        });
      for (let i = 0; i < 3; i += 1) expect((await guess()).status).toBe(400);
      const refused = await guess();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await refused.json()).toMatchObject({ error_type: "TooManyRequests" });
    } finally {
      await t.close();
    }
  });

  it("lets one of two setups racing on two live links win, and the other meet its admin", async () => {
    const links: string[] = [];
    const t = await startTestApp(engine, noAdmin, { setup: { announce: (link) => links.push(link) } });
    try {
      await vi.waitFor(() => expect(links).toHaveLength(1));
      // A second instance starting on the same database would have printed a link of its own.
      const other = await issueSetupToken(t.app.db, new Date());
      const tokens = [
        new URLSearchParams(new URL(links[0] as string).hash.slice(1)).get("token"),
        other?.token,
      ];
      const answers = await Promise.all(
        tokens.map((token, i) =>
          fetch(`${t.baseUrl}/api/apps/${t.config.appId}/auth/setup`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ token, email: `racer${i}@example.org`, password: "a long passphrase" }),
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const { rows } = await t.app.db.query("select email from users where role = 'admin'");
      expect(rows).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
