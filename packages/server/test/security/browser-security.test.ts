import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

/** The built site (`npm run build`; `npm test` builds before the unit suites). */
const webDir = path.resolve(import.meta.dirname, "../../../web/build/client");
const editor = "https://editor.example.com";

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The site's routes, from the prerendered files: `/Foo` for Foo/index.html. */
async function routes(): Promise<string[]> {
  const html = (await filesUnder(webDir)).filter((f) => f.endsWith("index.html"));
  return html.map(
    (f) => `/${path.relative(webDir, path.dirname(f)).split(path.sep).join("/")}`.replace(/\/$/, "") || "/",
  );
}

/** Written independently of src/web/csp.ts: each inline script's text, hashed as a browser hashes it. */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    scripts.push(`'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n")).digest("base64")}'`);
  }
  return scripts;
}

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

/** Values the server holds in this test; none may reach a browser. */
const secrets = {
  JWT_SECRET: `jwt-${randomBytes(24).toString("hex")}`,
  SERVICE_TOKEN: `svc-${randomBytes(24).toString("hex")}`,
  LLM_API_KEY: `sk-${randomBytes(24).toString("hex")}`,
  ADMIN_PASSWORD: `admin-${randomBytes(12).toString("hex")}`,
  SMTP_PASSWORD: `smtp-${randomBytes(12).toString("hex")}`,
};

describe("browser security of the built site", () => {
  let http: TestApp;
  let https: TestApp;
  let pages: string[] = [];

  beforeAll(async () => {
    if (!existsSync(path.join(webDir, "index.html"))) {
      throw new Error(`No built site in ${webDir}: run 'npm run build' first (npm test does).`);
    }
    pages = await routes();
    const env = {
      WEB_DIR: webDir,
      JWT_SECRET: secrets.JWT_SECRET,
      SERVICE_TOKEN: secrets.SERVICE_TOKEN,
      LLM_BASE_URL: "http://127.0.0.1:9/v1",
      LLM_MODEL: "m",
      LLM_API_KEY: secrets.LLM_API_KEY,
      ADMIN_PASSWORD: secrets.ADMIN_PASSWORD,
      SMTP_URL: `smtp://user:${secrets.SMTP_PASSWORD}@127.0.0.1:9`,
    };
    http = await startTestApp("pglite", { ...env, PUBLIC_URL: "http://localhost:3000" });
    https = await startTestApp("pglite", {
      ...env,
      PUBLIC_URL: "https://ember.example.org",
      EDITOR_ORIGINS: editor,
    });
  });
  afterAll(async () => {
    await http?.close();
    await https?.close();
    process.stdout.write(`browser security: ${pages.length} pages checked on two configurations\n`);
  });

  it("every page has a CSP without 'unsafe-inline' scripts, a hash for each inline script, and the other headers", async () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const [t, editors] of [
      [http, []],
      [https, [editor]],
    ] as const) {
      for (const page of [...pages, "/no-such-page"]) {
        const response = await fetch(`${t.baseUrl}${page}`, { redirect: "manual" });
        expect([200, 404], page).toContain(response.status);
        const html = await response.text();
        const csp = response.headers.get("content-security-policy") ?? "";
        const scripts = directive(csp, "script-src");
        expect(scripts, page).toContain("'self'");
        expect(
          scripts.filter((s) => /unsafe-inline|unsafe-eval|\*|data:|https?:/.test(s)),
          page,
        ).toEqual([]);
        for (const hash of inlineScripts(html)) expect(scripts, `${page} ${hash}`).toContain(hash);
        expect(directive(csp, "object-src"), page).toEqual(["'none'"]);
        expect(directive(csp, "base-uri"), page).toEqual(["'self'"]);
        expect(directive(csp, "frame-ancestors"), page).toEqual(["'self'", ...editors]);
        expect(response.headers.get("x-content-type-options"), page).toBe("nosniff");
        expect(response.headers.get("referrer-policy"), page).toBe("strict-origin-when-cross-origin");
        // Without editors, X-Frame-Options backs frame-ancestors up for old browsers; with them it cannot.
        expect(response.headers.get("x-frame-options"), page).toBe(editors.length ? null : "SAMEORIGIN");
        const hsts = response.headers.get("strict-transport-security");
        if (t === https) expect(hsts, page).toMatch(/^max-age=\d{7,}/);
        else expect(hsts, page).toBeNull();
        expect(response.headers.get("set-cookie"), page).toBeNull();
      }
    }
    // Some 800 answers, and the editors' pages are each made and compressed on their first request.
  }, 180_000);

  it("sets no cookie anywhere, and the API's answers carry nosniff too", async () => {
    const api = `/api/apps/${http.config.appId}`;
    for (const [method, url, body] of [
      ["POST", `${api}/auth/login`, { email: "admin@ember.test", password: secrets.ADMIN_PASSWORD }],
      ["GET", "/api/apps/auth/logout?from_url=/", undefined],
      ["GET", `/api/apps/public/prod/public-settings/by-id/${http.config.appId}`, undefined],
      ["GET", "/healthz", undefined],
    ] as const) {
      const response = await fetch(`${http.baseUrl}${url}`, {
        method,
        redirect: "manual",
        headers: body ? { "content-type": "application/json" } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(response.status, url).toBeLessThan(400);
      const cookies = response.headers.getSetCookie();
      for (const cookie of cookies) expect(cookie, url).toMatch(/;\s*Secure/i);
      for (const cookie of cookies) expect(cookie, url).toMatch(/;\s*HttpOnly/i);
      expect(cookies, url).toEqual([]);
      expect(response.headers.get("x-content-type-options"), url).toBe("nosniff");
    }
  });

  it("no secret of the server reaches the client bundle or a served page", async () => {
    const files = await filesUnder(webDir);
    const values = Object.values(secrets);
    // Shapes of real credentials, whatever their value: private keys, OpenAI-style keys, signed tokens.
    const shapes = [
      /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
      /\bsk-[A-Za-z0-9]{20,}/,
      /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/,
      /\b(JWT_SECRET|SERVICE_TOKEN|LLM_API_KEY|ADMIN_PASSWORD|SMTP_URL|DATABASE_URL)\b/,
      /postgres(ql)?:\/\/[^\s"'`]+:[^\s"'`]+@/,
      /smtps?:\/\/[^\s"'`]+:[^\s"'`]+@/,
    ];
    let scanned = 0;
    for (const file of files.filter((f) => /\.(html|js|css|json|txt|xml|webmanifest|map)$/.test(f))) {
      const text = await readFile(file, "utf8");
      scanned++;
      for (const value of values) expect(text.includes(value), file).toBe(false);
      for (const shape of shapes) expect(text, path.relative(webDir, file)).not.toMatch(shape);
    }
    expect(scanned).toBeGreaterThan(20);
    for (const t of [http, https]) {
      for (const page of pages) {
        const html = await (await fetch(`${t.baseUrl}${page}`)).text();
        for (const value of values) expect(html.includes(value), page).toBe(false);
      }
    }
  });
});
