import { randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../src/db/migrate.ts";
import { jwtSecret, loadJwtSecret } from "../../src/platform/auth/jwt-secret.ts";
import { issueServiceToken, verifyToken } from "../../src/platform/auth/tokens.ts";
import { findUserByEmail } from "../../src/platform/auth/users.ts";
import { engines, openTestDatabase } from "../setup/databases.ts";
import { startTestApp, type TestApp, testAdmin } from "../setup/test-app.ts";

describe.each(engines)("tokens on %s", (engine) => {
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    adminId = (await findUserByEmail(t.app.db, testAdmin.email))?.id ?? "";
  });
  afterAll(() => t.close());

  const sign = (claims: Record<string, unknown>, key: Uint8Array, expiresAt: number | string = "1h") =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(adminId)
      // Without an issue time an admin's token counts as older than an admin session may last.
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(key);
  const meStatus = async (token: string) =>
    (
      await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/User/me`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).status;

  it("accepts a token it signed for this app", async () => {
    const token = await sign({ app_id: t.config.appId, email: testAdmin.email }, await jwtSecret(t.app));
    expect(await meStatus(token)).toBe(200);
  });

  it("refuses a token signed with another key, for another app, expired, or unsigned", async () => {
    const key = await jwtSecret(t.app);
    const forged = await sign({ app_id: t.config.appId }, randomBytes(32));
    const otherApp = await sign({ app_id: "someone-else" }, key);
    const expired = await sign({ app_id: t.config.appId }, key, Math.floor(Date.now() / 1000) - 60);
    const [header, payload] = forged.split(".");
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: adminId, app_id: t.config.appId })).toString("base64url")}.${forged.split(".")[2]}`;
    for (const token of [forged, otherApp, expired, unsigned, tampered]) {
      expect(await meStatus(token)).toBe(401);
      expect((await verifyToken(t.app, token)).kind).toBe("anonymous");
    }
  });

  it("issues service tokens that resolve to the service caller, not a user", async () => {
    const token = await issueServiceToken(t.app);
    expect(await verifyToken(t.app, token)).toEqual({ kind: "service", onBehalfOf: null });
    expect(await meStatus(token)).toBe(401);
  });

  it("lets a service token act on behalf of the user whose token it carries", async () => {
    const response = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/User/me`, {
      headers: {
        authorization: `Bearer ${await issueServiceToken(t.app)}`,
        "on-behalf-of": `Bearer ${t.adminToken}`,
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: testAdmin.email });
  });
});

describe.each(engines)("jwt secret on %s", (engine) => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    db = await openTestDatabase(engine);
    await migrate(db.db);
  });
  afterAll(() => db.dispose());

  it("is generated once and then shared by every instance on the same database", async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => loadJwtSecret(db.db, undefined)));
    expect(Buffer.from(a as Uint8Array).length).toBeGreaterThanOrEqual(48);
    expect(Buffer.from(b as Uint8Array).equals(Buffer.from(a as Uint8Array))).toBe(true);
    expect(Buffer.from(c as Uint8Array).equals(Buffer.from(a as Uint8Array))).toBe(true);
  });

  it("is JWT_SECRET when configured", async () => {
    const configured = "c".repeat(40);
    expect(Buffer.from(await loadJwtSecret(db.db, configured)).toString()).toBe(configured);
  });
});
