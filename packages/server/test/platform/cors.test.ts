import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

const allowed = "https://app.example.com";
const other = "https://evil.example.net";

/** A cross-origin SDK client's preflight: what the browser asks before PATCH update-many with a token. */
const preflight = (t: TestApp, origin: string) =>
  fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/Application/update-many`, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "PATCH",
      "access-control-request-headers": "authorization,content-type,x-app-id,x-origin-url",
    },
  });

describe("CORS_ORIGINS", () => {
  it("takes '*' or exact origins, and refuses paths and other schemes", () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: `${allowed}, http://localhost:5173` }).corsOrigins).toEqual([
      allowed,
      "http://localhost:5173",
    ]);
    expect(loadConfig({ CORS_ORIGINS: "*" }).corsOrigins).toEqual(["*"]);
    for (const bad of [`${allowed}/`, `${allowed}/app`, "ftp://x.example", "app.example.com"]) {
      expect(() => loadConfig({ CORS_ORIGINS: bad })).toThrow(ConfigError);
    }
  });
});

describe("CORS for cross-origin SDK clients", () => {
  let t: TestApp;
  let sameOrigin: TestApp;
  beforeAll(async () => {
    // PGlite only: CORS is headers, the same on either database engine.
    t = await startTestApp("pglite", { CORS_ORIGINS: allowed, APP_VISIBILITY: "private_with_login" });
    sameOrigin = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t?.close();
    await sameOrigin?.close();
  });

  it("answers the preflight of a configured origin, without credentials", async () => {
    const response = await preflight(t, allowed);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(allowed);
    expect(response.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "authorization,content-type,x-app-id,x-origin-url",
    );
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(response.headers.get("vary")).toMatch(/origin/i);
  });

  it("lets the configured origin read answers, refusals included", async () => {
    const settings = await fetch(
      `${t.baseUrl}/api/apps/public/prod/public-settings/by-id/${t.config.appId}`,
      {
        headers: { origin: allowed },
      },
    );
    expect(settings.headers.get("access-control-allow-origin")).toBe(allowed);
    const list = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/Application`, {
      headers: { origin: allowed, authorization: `Bearer ${t.adminToken}` },
    });
    expect(list.status).toBe(200);
    expect(list.headers.get("access-control-allow-origin")).toBe(allowed);
    expect(list.headers.get("access-control-expose-headers")).toBe("x-base44-connector-error");
    // The private app's refusal must be readable, or the app cannot tell "sign in" from a network error.
    const refused = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/Application`, {
      headers: { origin: allowed },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("access-control-allow-origin")).toBe(allowed);
  });

  it("gives other origins no allow headers", async () => {
    const response = await preflight(t, other);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("access-control-allow-methods")).toBeNull();
    const get = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/Application`, {
      headers: { origin: other, authorization: `Bearer ${t.adminToken}` },
    });
    expect(get.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("is same-origin only when CORS_ORIGINS is unset", async () => {
    const response = await preflight(sameOrigin, allowed);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    const get = await fetch(
      `${sameOrigin.baseUrl}/api/apps/${sameOrigin.config.appId}/entities/Application`,
      {
        headers: { origin: allowed },
      },
    );
    expect(get.headers.get("access-control-allow-origin")).toBeNull();
  });
});
