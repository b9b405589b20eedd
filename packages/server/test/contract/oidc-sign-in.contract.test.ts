import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@base44/sdk";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { engines } from "../setup/databases.ts";
import { type FakeOidc, startFakeOidc } from "../setup/fake-oidc.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

/**
 * The URL the official SDK's loginWithProvider navigates to, from a page at `pageUrl` of the site: the
 * SDK sets window.location.href, so a window of that page (not framed) stands in for the browser's.
 */
function providerLoginUrl(t: TestApp, provider: string, pageUrl: string): string {
  // Made before the window exists: the client would start a browser's analytics and listeners.
  const client = createClient({ serverUrl: t.baseUrl, appId: t.config.appId, appBaseUrl: t.baseUrl });
  const location = { origin: new URL(pageUrl).origin, href: pageUrl };
  const window = { location } as { location: typeof location; parent?: unknown };
  window.parent = window;
  vi.stubGlobal("window", window);
  try {
    client.auth.loginWithProvider(provider, pageUrl);
  } finally {
    vi.unstubAllGlobals();
  }
  return location.href;
}

/**
 * The popup URL the SDK opens when loginWithProvider runs inside a frame (the Base44 editor's preview):
 * a framed window of the page, whose window.open the test takes the address from.
 */
function popupLoginUrl(t: TestApp, provider: string, pageUrl: string): string {
  const client = createClient({ serverUrl: t.baseUrl, appId: t.config.appId, appBaseUrl: t.baseUrl });
  let opened = "";
  const noop = () => {};
  vi.stubGlobal("window", {
    location: { origin: new URL(pageUrl).origin, href: pageUrl },
    parent: {},
    screenX: 0,
    screenY: 0,
    outerWidth: 1000,
    outerHeight: 800,
    open: (url: string) => {
      opened = url;
      return { closed: false, close: noop };
    },
    addEventListener: noop,
    removeEventListener: noop,
  });
  // The SDK polls whether its popup closed; there is no popup here, so no poll is started.
  vi.stubGlobal("setInterval", () => 0);
  try {
    client.auth.loginWithProvider(provider, pageUrl);
  } finally {
    vi.unstubAllGlobals();
  }
  return opened;
}

/** One navigation without following redirects; the cookie jar is the test's. */
const navigate = (url: string, cookie?: string) =>
  fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });

const cookieOf = (response: Response) => response.headers.get("set-cookie")?.split(";")[0] ?? "";

describe.each(engines)(
  "sign-in with an OpenID Connect provider through the SDK's loginWithProvider (%s)",
  (engine) => {
    let t: TestApp;
    let idp: FakeOidc;

    beforeAll(async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      idp = await startFakeOidc();
      t = await startTestApp(engine, {
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: idp.clientId,
        OIDC_CLIENT_SECRET: idp.clientSecret,
        OIDC_NAME: "Google",
      });
    });
    afterAll(async () => {
      await t?.close();
      await idp?.stop();
      vi.restoreAllMocks();
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    /** The SDK's navigation to the provider, the provider's redirect back: the callback URL and cookie. */
    async function toCallback(provider: string, pageUrl: string) {
      const start = await navigate(providerLoginUrl(t, provider, pageUrl));
      expect(start.status).toBe(302);
      const authorize = new URL(start.headers.get("location") ?? "");
      expect(authorize.origin).toBe(idp.issuer);
      const atProvider = await navigate(authorize.href);
      expect(atProvider.status).toBe(302);
      return { callback: atProvider.headers.get("location") ?? "", cookie: cookieOf(start), authorize };
    }

    it("signs a new person in with google: PKCE, state and nonce, a new verified account, the token handed back to from_url", async () => {
      idp.person = {
        sub: "g-1",
        email: `New.Person-${engine}@IdP.test`,
        email_verified: true,
        name: "New Person",
      };
      const { callback, cookie, authorize } = await toCallback("google", `${t.baseUrl}/dashboard?tab=2#top`);
      expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
      expect(authorize.searchParams.get("state")).toMatch(/^.{20,}$/);
      expect(authorize.searchParams.get("nonce")).toMatch(/^.{20,}$/);
      expect(authorize.searchParams.get("redirect_uri")).toBe(`${t.baseUrl}/api/apps/auth/oidc/callback`);
      expect(cookie).toMatch(/^ember_oidc=/);

      const done = await navigate(callback, cookie);
      expect(done.status).toBe(302);
      const back = new URL(done.headers.get("location") ?? "", t.baseUrl);
      expect(back.origin).toBe(t.baseUrl);
      expect(back.pathname).toBe("/dashboard");
      expect(back.hash).toBe("#top");
      expect(back.searchParams.get("tab")).toBe("2");
      expect(back.searchParams.get("is_new_user")).toBe("true");
      expect(done.headers.get("set-cookie")).toMatch(/^ember_oidc=;.*Max-Age=0/);

      const token = back.searchParams.get("access_token") ?? "";
      const me = await createClient({ serverUrl: t.baseUrl, appId: t.config.appId, token }).auth.me();
      expect(me).toMatchObject({
        email: `new.person-${engine}@idp.test`,
        full_name: "New Person",
        role: "user",
      });
    });

    it("signs an existing account in through the sso path, as the same user, not a new one", async () => {
      const { user } = await createMember(t, `member-${engine}@ember.test`, { is_member: true });
      idp.person = { sub: "s-1", email: `member-${engine}@ember.test`, email_verified: true };
      const { callback, cookie } = await toCallback("sso", `${t.baseUrl}/`);
      expect(callback.startsWith(`${t.baseUrl}/api/apps/auth/oidc/callback?`)).toBe(true);
      const done = await navigate(callback, cookie);
      const back = new URL(done.headers.get("location") ?? "", t.baseUrl);
      expect(back.searchParams.get("is_new_user")).toBe("false");
      const token = back.searchParams.get("access_token") ?? "";
      const me = await createClient({ serverUrl: t.baseUrl, appId: t.config.appId, token }).auth.me();
      expect(me.id).toBe(user.id);
    });

    it("refuses a callback whose state is not the one this browser started with, exchanging no code", async () => {
      const { callback, cookie } = await toCallback("google", `${t.baseUrl}/`);
      const forged = new URL(callback);
      forged.searchParams.set("state", "attacker-state");
      const before = { ...idp.exchanges };
      const response = await navigate(forged.href, cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.stringContaining("state") });
      // Another browser's callback (no cookie of the flow) is refused the same way.
      expect((await navigate(callback)).status).toBe(400);
      expect(idp.exchanges).toEqual(before);
    });

    it("refuses an address the provider has not verified, creating no account", async () => {
      const email = `unverified-${engine}@idp.test`;
      idp.person = { sub: "u-1", email, email_verified: false };
      const { callback, cookie } = await toCallback("google", `${t.baseUrl}/`);
      const response = await navigate(callback, cookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        error_type: "Forbidden",
        message: expect.stringContaining("verified"),
      });
      expect((await t.app.db.query("select 1 from users where email = $1", [email])).rows).toHaveLength(0);
    });

    it("refuses a replayed code: the provider spends it once, and the flow's cookie is gone", async () => {
      idp.person = { sub: "r-1", email: `replay-${engine}@idp.test`, email_verified: true };
      const { callback, cookie } = await toCallback("google", `${t.baseUrl}/`);
      expect((await navigate(callback, cookie)).status).toBe(302);
      // The same URL with the same cookie, as an attacker who copied both would send it.
      const refused = idp.exchanges.refused;
      const replay = await navigate(callback, cookie);
      expect(idp.exchanges.refused).toBe(refused + 1);
      expect(replay.status).toBe(401);
      expect(replay.headers.get("location")).toBeNull();
    });

    it("inside a frame, answers the SDK's popup with a page posting the token to this site's origin only", async () => {
      idp.person = { sub: "f-1", email: `framed-${engine}@idp.test`, email_verified: true };
      const opened = popupLoginUrl(t, "google", `${t.baseUrl}/board`);
      expect(new URL(opened).searchParams.get("popup_origin")).toBe(t.baseUrl);
      const start = await navigate(opened);
      const atProvider = await navigate(start.headers.get("location") ?? "");
      const done = await navigate(atProvider.headers.get("location") ?? "", cookieOf(start));
      expect(done.status).toBe(200);
      expect(done.headers.get("content-type")).toMatch(/^text\/html/);
      const nonce = /script-src 'nonce-([^']+)'/.exec(done.headers.get("content-security-policy") ?? "")?.[1];
      expect(done.headers.get("content-security-policy")).toMatch(/^default-src 'none';/);
      const page = await done.text();
      const call =
        /<script nonce="([^"]+)">if \(window\.opener\) window\.opener\.postMessage\((\{.*\}), "([^"]+)"\); window\.close\(\);<\/script>/.exec(
          page,
        );
      expect(call?.[1]).toBe(nonce);
      expect(call?.[3]).toBe(t.baseUrl);
      const message = JSON.parse(call?.[2] ?? "{}") as { access_token: string; is_new_user: boolean };
      expect(message.is_new_user).toBe(true);
      const me = await createClient({
        serverUrl: t.baseUrl,
        appId: t.config.appId,
        token: message.access_token,
      }).auth.me();
      expect(me.email).toBe(`framed-${engine}@idp.test`);

      const elsewhere = await navigate(
        `${t.baseUrl}/api/apps/auth/login?from_url=%2F&popup_origin=${encodeURIComponent("https://evil.example")}`,
      );
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.headers.get("set-cookie")).toBeNull();
    });

    it("refuses a from_url on another site before anything starts", async () => {
      for (const fromUrl of ["https://evil.example/steal", "//evil.example/x", "/\\evil.example"]) {
        const response = await navigate(
          `${t.baseUrl}/api/apps/auth/login?app_id=${t.config.appId}&from_url=${encodeURIComponent(fromUrl)}`,
        );
        expect(response.status).toBe(400);
        expect(response.headers.get("set-cookie")).toBeNull();
        expect(await response.json()).toMatchObject({ message: "from_url must be a page of this site" });
      }
    });
  },
);

describe("provider sign-in without OIDC_ISSUER", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", {});
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends google and sso sign-ins to the site's own sign-in page", async () => {
    for (const path of ["/api/apps/auth/login", `/api/apps/${t.config.appId}/auth/sso/login`]) {
      const response = await navigate(`${t.baseUrl}${path}?from_url=${encodeURIComponent(`${t.baseUrl}/x`)}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/login?from_url=${encodeURIComponent("/x")}`);
    }
    expect((await navigate(`${t.baseUrl}/api/apps/auth/oidc/callback?code=x&state=y`)).status).toBe(404);
  });
});

describe("the hosted project's sign-in page with an OpenID Connect provider", () => {
  let t: TestApp;
  let idp: FakeOidc;
  let appDir: string;

  beforeAll(async () => {
    idp = await startFakeOidc();
    appDir = await mkdtemp(path.join(tmpdir(), "oidc-project-"));
    await cp(path.resolve(import.meta.dirname, "../fixtures/cli-app"), appDir, { recursive: true });
    await mkdir(path.join(appDir, "dist"), { recursive: true });
    await writeFile(path.join(appDir, "dist/index.html"), "<!doctype html><title>app</title>");
    t = await startTestApp("pglite", {
      APP_DIR: appDir,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_NAME: "Google",
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.stop();
    if (appDir) await rm(appDir, { recursive: true, force: true });
  });

  it("offers the provider beside the password form, and the link starts its sign-in back to from_url", async () => {
    const page = await (
      await navigate(`${t.baseUrl}/login?from_url=${encodeURIComponent("/desk?x=1")}`)
    ).text();
    const href = `/api/apps/auth/login?from_url=${encodeURIComponent("/desk?x=1")}`;
    expect(page).toContain(
      `<a class="provider" href="${href.replace(/&/g, "&amp;")}">Sign in with Google</a>`,
    );
    idp.person = { sub: "page-1", email: "page@idp.test", email_verified: true };
    const start = await navigate(`${t.baseUrl}${href}`);
    const atProvider = await navigate(start.headers.get("location") ?? "");
    const done = await navigate(atProvider.headers.get("location") ?? "", cookieOf(start));
    const back = new URL(done.headers.get("location") ?? "", t.baseUrl);
    expect(`${back.pathname}?x=${back.searchParams.get("x")}`).toBe("/desk?x=1");
    expect(back.searchParams.get("access_token")).toMatch(/^ey/);
  });
});
