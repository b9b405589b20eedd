import { randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { jwtSecret } from "../../src/platform/auth/jwt-secret.ts";
import { findUserByEmail } from "../../src/platform/auth/users.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../setup/fake-openai.ts";
import { startTestApp, type TestApp, testAdmin } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";
import { hostileEntities } from "./hostile-targets.ts";

/** A free-text field of the entity (not an e-mail address), to hold the marker. */
const textField = (entity: { fields: readonly string[] }) =>
  entity.fields.find((field) => !field.includes("email")) as string;

/** A value only the seeded records hold: if it shows up in an answer, the caller saw what it may not. */
const marker = "access-marker-7d1f";

/**
 * Anonymous callers, ordinary signed-in users and forged tokens against everything they should not have
 * (docs/decisions/0032-hostile-input-access-and-browser-security-suites.md): every entity under its rls, the
 * integrations, the app logs and the admin-only account calls.
 * Refused means an error status, or an answer holding none of the protected records; and at the end
 * nothing has changed.
 */
describe("access", () => {
  let t: TestApp;
  let llm: FakeOpenAi;
  let memberToken = "";
  const seeded = new Map<string, string>();
  let privateFile = "";
  let adminConversation = "";
  let cases = 0;
  const api = () => `/api/apps/${t.config.appId}`;
  const bearer = (token: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};

  const call = async (method: string, path: string, token: string, body?: unknown) => {
    cases++;
    const response = await fetch(`${t.baseUrl}${path}`, {
      method,
      headers: { ...bearer(token), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      text: await response.text(),
      retryAfter: response.headers.get("retry-after"),
    };
  };
  /** An error status, or a success that shows none of the protected data. */
  const expectRefused = (answer: { status: number; text: string }, what: string) => {
    expect(answer.status, what).toBeLessThan(500);
    if (answer.status < 400) {
      expect(answer.text, what).not.toContain(marker);
      for (const id of seeded.values()) expect(answer.text, what).not.toContain(id);
    }
  };

  beforeAll(async () => {
    llm = await startFakeOpenAi();
    t = await startTestApp("pglite", {
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: "fake-model",
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "3",
      RATE_LIMIT_SEARCH_PER_MINUTE: "3",
      RATE_LIMIT_EMAIL_PER_MINUTE: "2",
      RATE_LIMIT_APP_LOGS_PER_MINUTE: "3",
      RATE_LIMIT_LOGIN_PER_ADDRESS: "3",
      RATE_LIMIT_LOGIN_WINDOW_SECONDS: "60",
    });
    memberToken = (await createMember(t, "member@example.org", { is_member: true })).token;
    for (const entity of hostileEntities.filter((e) => e.name !== "User")) {
      const record = { ...entity.valid, [textField(entity)]: marker };
      const created = await call("POST", `${api()}/entities/${entity.name}`, t.adminToken, record);
      expect(created.status, created.text).toBeLessThan(300);
      seeded.set(entity.name, (JSON.parse(created.text) as { id: string }).id);
    }
    const form = new FormData();
    form.append("file", new Blob([`${marker}\n`], { type: "text/plain" }), "secret.txt");
    const upload = await fetch(`${t.baseUrl}${api()}/integration-endpoints/Core/UploadPrivateFile`, {
      method: "POST",
      headers: bearer(t.adminToken),
      body: form,
    });
    privateFile = ((await upload.json()) as { file_uri: string }).file_uri;
    const conversation = await call("POST", `${api()}/agents/conversations`, t.adminToken, {
      agent_name: "ember_assistant",
      metadata: { note: marker },
    });
    adminConversation = (JSON.parse(conversation.text) as { id: string }).id;
    await call("POST", `/api/app-logs/${t.config.appId}/log-user-in-app/${marker}`, t.adminToken);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t?.close();
    await llm?.stop();
    process.stdout.write(`access: ${cases} requests\n`);
  });

  const callers = () =>
    [
      ["anonymous", ""],
      ["member", memberToken],
    ] as const;

  it("every entity refuses what its rls does not grant, and nothing changes", async () => {
    for (const [who, token] of callers()) {
      for (const entity of hostileEntities.filter((e) => e.name !== "User")) {
        const base = `${api()}/entities/${entity.name}`;
        const id = seeded.get(entity.name) as string;
        const what = `${who} ${entity.name}`;
        const q = encodeURIComponent(JSON.stringify({ [textField(entity)]: marker }));
        expectRefused(await call("GET", base, token), `${what} list`);
        expectRefused(await call("GET", `${base}?q=${q}`, token), `${what} filter`);
        expectRefused(await call("GET", `${base}/v2/list`, token), `${what} v2/list`);
        const count = await call("GET", `${base}/count`, token);
        if (count.status < 400) expect(JSON.parse(count.text), what).toEqual({ count: 0 });
        expectRefused(await call("GET", `${base}/${id}`, token), `${what} get`);
        expect(
          (await call("PUT", `${base}/${id}`, token, { [textField(entity)]: "x" })).status,
        ).toBeGreaterThanOrEqual(400);
        expect((await call("DELETE", `${base}/${id}`, token)).status).toBeGreaterThanOrEqual(400);
        expectRefused(await call("DELETE", `${base}?q=${q}`, token), `${what} deleteMany`);
        expectRefused(
          await call("PUT", `${base}/bulk`, token, [{ id, [textField(entity)]: "x" }]),
          `${what} bulkUpdate`,
        );
        expectRefused(
          await call("PATCH", `${base}/update-many`, token, {
            query: {},
            data: { $set: { [textField(entity)]: "x" } },
          }),
          `${what} updateMany`,
        );
        expectRefused(
          await call("POST", `${base}/aggregate`, token, {
            query: {},
            groupBy: [entity.fields[0]],
            count: "n",
          }),
          `${what} aggregate`,
        );
        const upsert = await call("POST", `${base}/upsert`, token, {
          records: [{ ...entity.valid, id }],
          key: "id",
        });
        expect(upsert.status, `${what} upsert ${upsert.text}`).toBeLessThan(500);
        // No entity lets a non-staff caller create through the records API: the public forms write
        // Application and UserProfile through their functions.
        const created = await call("POST", base, token, entity.valid);
        expect(created.status, `${what} create`).toBeGreaterThanOrEqual(400);
        expect(created.status, `${what} create`).toBeLessThan(500);
        const bulk = await call("POST", `${base}/bulk`, token, [entity.valid]);
        expect(bulk.status, `${what} bulk`).toBeGreaterThanOrEqual(400);
        expect(bulk.status, `${what} bulk`).toBeLessThan(500);
      }
      // The built-in User: another account is not readable, and the caller cannot make itself an admin.
      const adminId = (await findUserByEmail(t.app.db, testAdmin.email))?.id as string;
      const users = await call("GET", `${api()}/entities/User`, token);
      expect(users.text).not.toContain(testAdmin.email);
      expect((await call("GET", `${api()}/entities/User/${adminId}`, token)).text).not.toContain(
        testAdmin.email,
      );
      if (token) {
        await call("PUT", `${api()}/entities/User/me`, token, { role: "admin", is_member: true });
        const me = await findUserByEmail(t.app.db, "member@example.org");
        expect(me?.role).toBe("user");
      }
    }
    // Nothing changed: every seeded record is still there with its marker, and no more of them.
    for (const [name, id] of seeded) {
      const record = await call("GET", `${api()}/entities/${name}/${id}`, t.adminToken);
      expect(record.status, name).toBe(200);
      expect(record.text, name).toContain(marker);
    }
  });

  it("integrations, app logs, agents and admin-only account calls refuse callers without the right", async () => {
    const core = `${api()}/integration-endpoints/Core`;
    for (const [who, token] of callers()) {
      const mail = { to: "victim@example.org", subject: "s", body: "b" };
      expect((await call("POST", `${core}/SendEmail`, token, mail)).status, who).toBe(token ? 403 : 401);
      expect((await call("GET", `/api/app-logs/${t.config.appId}`, token)).status, who).toBe(
        token ? 403 : 401,
      );
      expect((await call("GET", `/api/app-logs/${t.config.appId}/stats`, token)).status, who).toBe(
        token ? 403 : 401,
      );
      for (const path of ["users/invite-user", "runtime/users/invite-user"]) {
        const invite = await call("POST", `${api()}/${path}`, token, {
          user_email: "x@example.org",
          role: "admin",
        });
        expect(invite.status, `${who} ${path}`).toBeGreaterThanOrEqual(401);
        expect(invite.status).toBeLessThan(500);
      }
      const adminId = (await findUserByEmail(t.app.db, testAdmin.email))?.id as string;
      expectRefused(await call("GET", `${api()}/auth/sso/accesstoken/${adminId}`, token), `${who} sso`);
      expect(
        (await call("GET", `${api()}/auth/sso/accesstoken/${adminId}`, token)).status,
      ).toBeGreaterThanOrEqual(400);
      const signed = await call("POST", `${core}/CreateFileSignedUrl`, token, { file_uri: privateFile });
      expect(signed.status, `${who} signs another's file`).toBeGreaterThanOrEqual(400);
      expectRefused(
        await call("GET", `${api()}/agents/conversations/${adminConversation}`, token),
        `${who} conversation`,
      );
      expectRefused(await call("GET", `${api()}/agents/conversations`, token), `${who} conversations`);
      const message = await call(
        "POST",
        `${api()}/agents/conversations/v2/${adminConversation}/messages`,
        token,
        { content: "hi" },
      );
      expect(message.status).toBeGreaterThanOrEqual(400);
      if (!token) {
        expect((await call("POST", `${core}/InvokeLLM`, token, { prompt: "hi" })).status).toBe(401);
        const form = new FormData();
        form.append("file", new Blob(["x"], { type: "text/plain" }), "a.txt");
        for (const endpoint of ["UploadFile", "UploadPrivateFile"]) {
          cases++;
          const upload = await fetch(`${t.baseUrl}${core}/${endpoint}`, { method: "POST", body: form });
          expect(upload.status, endpoint).toBe(401);
        }
      }
    }
    // A private file without its signature is not served.
    expect((await call("GET", `/api/files/${privateFile}`, "")).status).toBeGreaterThanOrEqual(400);
  });

  it("tokens forged, expired, for another app or unsigned are refused on admin calls", async () => {
    const admin = await findUserByEmail(t.app.db, testAdmin.email);
    const claims = { app_id: t.config.appId, email: testAdmin.email };
    const sign = (body: Record<string, unknown>, key: Uint8Array, expires: number | string = "1h") =>
      new SignJWT(body)
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(admin?.id ?? "")
        .setIssuedAt()
        .setExpirationTime(expires)
        .sign(key);
    const key = await jwtSecret(t.app);
    const forged = await sign(claims, randomBytes(32));
    const [, payload] = forged.split(".");
    const tokens = {
      forged,
      expired: await sign(claims, key, Math.floor(Date.now() / 1000) - 60),
      "another app": await sign({ ...claims, app_id: "another-app" }, key),
      "alg none": `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${payload}.`,
      "service forged": await sign({ app_id: t.config.appId, kind: "service" }, randomBytes(32)),
      garbage: "not.a.token",
    };
    for (const [name, token] of Object.entries(tokens)) {
      expect((await call("GET", `${api()}/entities/User/me`, token)).status, name).toBe(401);
      expectRefused(await call("GET", `${api()}/entities/Application`, token), name);
      expect((await call("GET", `/api/app-logs/${t.config.appId}`, token)).status, name).toBe(401);
      const mail = { to: "victim@example.org", subject: "s", body: "b" };
      expect(
        (await call("POST", `${api()}/integration-endpoints/Core/SendEmail`, token, mail)).status,
        name,
      ).toBe(401);
    }
  });

  it("rate limits answer 429 with Retry-After and recover when the window has passed", async () => {
    // Only Date is faked: the limits count by the clock, the sockets keep their real timers.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const limited = [
      () => call("POST", `${api()}/functions/searchBadges`, "", { query: "ada" }),
      () =>
        call("POST", `${api()}/integration-endpoints/Core/SendEmail`, t.adminToken, {
          to: "a@example.org",
          subject: "s",
          body: "b",
        }),
      () => call("POST", `/api/app-logs/${t.config.appId}/log-user-in-app/home`, memberToken),
      () =>
        call("POST", `${api()}/auth/login`, "", { email: "nobody@example.org", password: "wrong-password" }),
    ];
    for (const send of limited) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const answer = await send();
        statuses.push(answer.status);
        if (answer.status === 429) {
          expect(Number(answer.retryAfter)).toBeGreaterThan(0);
          expect(JSON.parse(answer.text).error_type).toBe("TooManyRequests");
        }
      }
      expect(statuses, String(send)).toContain(429);
      expect(statuses.every((s) => s < 500)).toBe(true);
    }
    vi.setSystemTime(Date.now() + 61_000);
    for (const send of limited) expect((await send()).status, String(send)).not.toBe(429);
  });
});
