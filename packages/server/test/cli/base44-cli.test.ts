import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "../../src/cli/admin.ts";
import {
  canManageApp,
  type PlatformCaller,
  requirePlatformAdmin,
} from "../../src/platform/cli-auth/platform-caller.ts";
import { captureIo } from "../setup/admin-io.ts";
import { newCliHome, runCli, startCli, storedLogin } from "../setup/base44-cli.ts";
import { type Engine, engines } from "../setup/databases.ts";
import { startTestApp, type TestApp, testAdmin } from "../setup/test-app.ts";

// The official Base44 CLI (npm, pinned) against a running server: `base44 login` through the device
// flow and its verification page, a refresh when the server's clock has moved past the token's hour, and
// a workspace key made by `npm run admin -- api-key create` used as BASE44_API_KEY.

describe.each(engines)(
  "the Base44 CLI signs in to a server on %s",
  { timeout: 180_000 },
  (engine: Engine) => {
    let server: TestApp;
    let offsetMs = 0;
    let apiKey = "";
    /** The hosted app whose secrets the CLI lists. */
    let hostedId = "";
    /** Who the stand-in management route saw, in order. */
    const seen: PlatformCaller[] = [];

    beforeAll(async () => {
      server = await startTestApp(
        engine,
        {},
        { cliAuth: { now: () => Date.now() + offsetMs, pollIntervalSeconds: 1 } },
        {
          // As an operator would: the admin and a key made on the command line before the server starts.
          beforeStart: async (env) => {
            const admin = captureIo(testAdmin.password);
            expect(
              await runAdminCommand(["create", "--email", testAdmin.email, "--password-stdin"], env, admin),
            ).toBe(0);
            const made = captureIo();
            expect(await runAdminCommand(["api-key", "create", "--name", "ci"], env, made)).toBe(0);
            // Only the key on stdout, so KEY=$(npm run -s admin -- api-key create --name ci) works.
            expect(made.out_).toHaveLength(1);
            apiKey = made.out_[0] as string;
          },
          // Who calls the management route the CLI's `secrets list` reaches.
          beforeListen: (app) => {
            app.addHook("preHandler", async (request) => {
              const appId = /^\/api\/apps\/([^/]+)\/secrets/.exec(request.url)?.[1];
              if (appId === undefined) return;
              const caller = await requirePlatformAdmin(request).catch(() => undefined);
              if (caller) {
                expect(await canManageApp(caller, appId)).toBe(true);
                seen.push(caller);
              }
            });
          },
        },
      );
      const made = await fetch(`${server.baseUrl}/api/apps`, {
        method: "POST",
        headers: { authorization: `Bearer ${server.adminToken}`, "content-type": "application/json" },
        body: JSON.stringify({ name: "Signed in" }),
      });
      hostedId = ((await made.json()) as { id: string }).id;
    });
    afterAll(async () => {
      await server?.close();
    });

    const env = (home: string, extra: Record<string, string> = {}) => ({
      HOME: home,
      BASE44_API_URL: server.baseUrl,
      ...extra,
    });

    let home = "";

    it("logs in with the device flow approved on the verification page, and whoami names the admin", async () => {
      home = await newCliHome();
      const login = await startCli(["login"], { env: env(home) });
      const [userCode] = await login.waitFor(/\b[B-DF-HJ-NP-TV-XZ]{4}-[B-DF-HJ-NP-TV-XZ]{4}\b/);
      expect(login.output()).toContain(`${server.baseUrl}/device`);

      // The admin opens the page the terminal names and approves the code it shows.
      const page = await fetch(`${server.baseUrl}/device?user_code=${userCode}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`value="${userCode}"`);
      const approved = await fetch(`${server.baseUrl}/device`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl },
        body: new URLSearchParams({
          user_code: userCode.toLowerCase(),
          email: testAdmin.email,
          password: testAdmin.password,
          decision: "approve",
        }),
      });
      expect(approved.status).toBe(200);
      expect(await approved.text()).toContain(`signed in as ${testAdmin.email}`);

      const done = await login.result;
      expect(done.code, login.output()).toBe(0);
      const stored = await storedLogin(home);
      expect(stored).toMatchObject({ email: testAdmin.email });

      const whoami = await runCli(["whoami"], { env: env(home) });
      expect(whoami.code, whoami.stdout + whoami.stderr).toBe(0);
      expect(whoami.stdout + whoami.stderr).toContain(testAdmin.email);
    });

    it("refreshes an access token the server sees as expired, and calls again with the new one", async () => {
      const before = await storedLogin(home);
      // An hour and a bit later by the server's clock: the CLI's copy still looks valid to it, so its first
      // call is refused with 401 and it refreshes, then sends the call again.
      offsetMs = 61 * 60 * 1000;
      const run = await runCli(["secrets", "list"], { env: env(home, { BASE44_APP_ID: hostedId }) });
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(seen.at(-1)).toMatchObject({ email: testAdmin.email, via: "cli-token" });

      const after = await storedLogin(home);
      expect(after?.accessToken).not.toBe(before?.accessToken);
      expect(after?.refreshToken).not.toBe(before?.refreshToken);
      // The spent refresh token is good for nothing now.
      const replay = await fetch(`${server.baseUrl}/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "refresh_token",
          refresh_token: String(before?.refreshToken),
          client_id: "base44_cli",
        }),
      });
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject({ error: "invalid_grant" });
    });

    it("works with a key from `npm run admin -- api-key create` as BASE44_API_KEY, without logging in", async () => {
      expect(apiKey).toMatch(/^b44k_[A-Za-z0-9_-]{43}$/);
      const keyHome = await newCliHome();
      const run = await runCli(["secrets", "list"], {
        env: env(keyHome, { BASE44_API_KEY: apiKey, BASE44_APP_ID: hostedId }),
      });
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(seen.at(-1)).toMatchObject({ email: testAdmin.email, via: "api-key" });
      expect(await storedLogin(keyHome)).toBeNull();

      // The key shows its use in the list, and once revoked the CLI is refused.
      const list = await fetch(`${server.baseUrl}/api/platform/api-keys`, {
        headers: { authorization: `Bearer ${server.adminToken}` },
      });
      const { items } = (await list.json()) as { items: { id: string; last_used_date: string | null }[] };
      expect(items).toHaveLength(1);
      expect(items[0]?.last_used_date).not.toBeNull();
      const id = items[0]?.id;
      const revoked = await fetch(`${server.baseUrl}/api/platform/api-keys/${id}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${server.adminToken}` },
      });
      expect(revoked.status).toBe(200);
      const refused = await runCli(["secrets", "list"], {
        env: env(keyHome, { BASE44_API_KEY: apiKey, BASE44_APP_ID: hostedId }),
      });
      expect(refused.code).not.toBe(0);
      expect(refused.stdout + refused.stderr).toMatch(/revoked/);
    });
  },
);
