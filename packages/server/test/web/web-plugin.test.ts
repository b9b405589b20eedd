import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webPlugin from "../../src/ember-app/web/web-plugin.ts";
import errorHandlerPlugin from "../../src/platform/error-handler.ts";

const contextScript = 'window.__reactRouterContext = {"basename":"/"};\nwindow.__x = 1;';
const moduleScript = 'import "/assets/a-123.js";';
const fallbackScript = "window.__spa = true;";
const assetJs = `export const answer = ${"42 + ".repeat(50)}0;\n`;

const page = (title: string, scripts: string[]) =>
  `<!DOCTYPE html><html><head><title>${title}</title><script src="/assets/a-123.js" type="module"></script></head>` +
  `<body><h1>${title}</h1>${scripts.map((s) => `<script>${s}</script>`).join("")}</body></html>`;

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const scriptSources = (csp: string) => csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";

/** A tiny stand-in for packages/web/build/client, shaped like React Router's prerendered output. */
async function writeFakeBuild(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "ember-web-"));
  for (const dir of ["Foo", "FAQ", "faq", "assets", "es", "es/Foo", "ar/Foo", "404", "es/404"])
    await mkdir(path.join(root, dir), { recursive: true });
  // CRLF in the file: the browser hashes the script with LF line ends.
  await writeFile(
    path.join(root, "index.html"),
    page("Home", [contextScript.replace("\n", "\r\n"), moduleScript]),
  );
  const foo = page("Foo", [moduleScript]);
  await writeFile(path.join(root, "Foo", "index.html"), foo);
  await writeFile(path.join(root, "Foo", "index.html.br"), brotliCompressSync(foo));
  await writeFile(path.join(root, "FAQ", "index.html"), page("FAQ", []));
  await writeFile(path.join(root, "faq", "index.html"), page("faq alias", []));
  await writeFile(path.join(root, "es", "index.html"), page("Inicio", []));
  await writeFile(path.join(root, "es", "Foo", "index.html"), page("Foo en español", []));
  await writeFile(path.join(root, "ar", "Foo", "index.html"), page("Foo بالعربية", []));
  await writeFile(path.join(root, "404", "index.html"), page("Page Not Found", []));
  await writeFile(path.join(root, "es", "404", "index.html"), page("Página no encontrada", []));
  await writeFile(path.join(root, "__spa-fallback.html"), page("Loading", [fallbackScript]));
  await writeFile(path.join(root, "assets", "a-123.js"), assetJs);
  await writeFile(path.join(root, "assets", "a-123.js.br"), brotliCompressSync(assetJs));
  await writeFile(path.join(root, "assets", "a-123.js.gz"), gzipSync(assetJs));
  await writeFile(path.join(root, "favicon.ico"), Buffer.from([0, 0, 1, 0]));
  await writeFile(path.join(root, "robots.txt"), "User-agent: *\n");
  return root;
}

describe("web plugin", () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await writeFakeBuild();
    app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(webPlugin, { root });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it("serves each route's own prerendered HTML, uncached, with or without a trailing slash", async () => {
    for (const [url, title] of [
      ["/", "Home"],
      ["/Foo", "Foo"],
      ["/Foo/", "Foo"],
      ["/Foo?tab=2", "Foo"],
    ] as const) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain(`<h1>${title}</h1>`);
    }
    expect((await app.inject({ method: "HEAD", url: "/Foo" })).statusCode).toBe(200);
  });

  it("redirects a route typed in another case to its canonical path", async () => {
    const response = await app.inject("/foo/?x=1");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/Foo?x=1");
    expect((await app.inject("/faq")).body).toContain("<h1>faq alias</h1>");
    expect((await app.inject("/Faq")).headers.location).toBe("/FAQ");
  });

  it("answers an unchanged page with 304 to a revalidation", async () => {
    const first = await app.inject({ url: "/Foo", headers: { "accept-encoding": "br" } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({
      url: "/Foo",
      headers: { "accept-encoding": "br", "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const identity = await app.inject({ url: "/Foo", headers: { "if-none-match": etag } });
    expect(identity.statusCode).toBe(200);
  });

  it("answers any other path with the prerendered 404 screen and status 404", async () => {
    for (const url of ["/NoSuchPage", "/deep/er/path", "/assets/missing.js"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toContain("<h1>Page Not Found</h1>");
    }
  });

  it("serves the client-only staff console (/admin...) and /setup from the SPA fallback with status 200", async () => {
    for (const url of ["/admin", "/admin/", "/admin/applications/abc", "/setup", "/setup/"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<h1>Loading</h1>");
    }
    for (const url of ["/administrator", "/setup/more", "/setupx"]) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it("leaves /api paths to the Base44 404", async () => {
    const response = await app.inject("/api/apps/ember/unknown");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error_type: "NotFound", traceback: "" });
  });

  it("caches hashed assets forever and other files briefly", async () => {
    const asset = await app.inject("/assets/a-123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    expect(asset.body).toBe(assetJs);
    for (const url of ["/favicon.ico", "/robots.txt"]) {
      expect((await app.inject(url)).headers["cache-control"]).toBe("public, max-age=3600");
    }
  });

  it("serves the precompressed sibling the client accepts, and compresses nothing itself", async () => {
    const br = await app.inject({ url: "/assets/a-123.js", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.rawPayload.equals(brotliCompressSync(assetJs))).toBe(true);

    const gz = await app.inject({ url: "/assets/a-123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");

    const identity = await app.inject({
      url: "/assets/a-123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);

    const html = await app.inject({ url: "/Foo", headers: { "accept-encoding": "br" } });
    expect(html.headers["content-encoding"]).toBe("br");
    expect(html.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(html.rawPayload).toString()).toContain("<h1>Foo</h1>");
    const noGzipSibling = await app.inject({ url: "/Foo", headers: { "accept-encoding": "gzip" } });
    expect(noGzipSibling.headers["content-encoding"]).toBeUndefined();
    const refused = await app.inject({ url: "/Foo", headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    const robots = await app.inject({ url: "/robots.txt", headers: { "accept-encoding": "br, gzip" } });
    expect(robots.headers["content-encoding"]).toBeUndefined();
  });

  it("sends each page a CSP listing exactly the hashes of its inline scripts, without unsafe-eval", async () => {
    const home = (await app.inject("/")).headers["content-security-policy"] as string;
    expect(scriptSources(home).trim().split(/\s+/).sort()).toEqual(
      ["script-src", "'self'", sha(contextScript), sha(moduleScript)].sort(),
    );
    const fallback = (await app.inject("/admin")).headers["content-security-policy"] as string;
    expect(scriptSources(fallback)).toContain(sha(fallbackScript));
    expect(scriptSources(fallback)).not.toContain(sha(moduleScript));
    for (const csp of [home, fallback]) {
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(scriptSources(csp)).not.toMatch(/unsafe-inline/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/frame-ancestors 'self'/);
      expect(csp).toMatch(/base-uri 'self'/);
      expect(csp).toMatch(/img-src 'self' data:/);
      expect(csp).toMatch(/connect-src 'self'/);
    }
  });

  it("sends the other security headers", async () => {
    const response = await app.inject("/");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("never serves files outside the build", async () => {
    for (const url of ["/../package.json", "/%2e%2e/%2e%2e/etc/passwd", "/assets/../../etc/passwd"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toMatch(/root:|"name"/);
    }
  });
});

describe("web plugin for an app that is not public", () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = await writeFakeBuild();
    app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(webPlugin, { root, visibility: "private_with_login" });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it("marks every page in its head, in every encoding, so the gate hides it from the first paint", async () => {
    const marker = '<head><meta name="ember-visibility" content="private_with_login">';
    for (const url of ["/", "/Foo", "/missing"]) {
      expect((await app.inject(url)).body, url).toContain(marker);
    }
    const br = await app.inject({ url: "/Foo", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(marker);
    const gz = await app.inject({ url: "/Foo", headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(gz.rawPayload).toString()).toContain(marker);
  });

  it("keeps the CSP hashes of the original scripts", async () => {
    const csp = (await app.inject("/")).headers["content-security-policy"] as string;
    expect(scriptSources(csp)).toContain(sha(contextScript));
    expect(scriptSources(csp)).toContain(sha(moduleScript));
  });
});

describe("web plugin with editor origins", () => {
  let root: string;
  let app: FastifyInstance;
  const editors = ["https://editor.example.com", "http://127.0.0.1:5199"];
  beforeAll(async () => {
    root = await writeFakeBuild();
    app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    await app.register(webPlugin, { root, editorOrigins: editors });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it("lets the editors frame the pages and tells the editor bridge who they are", async () => {
    for (const url of ["/", "/Foo", "/missing"]) {
      const response = await app.inject(url);
      const csp = response.headers["content-security-policy"] as string;
      expect(csp, url).toMatch(
        /frame-ancestors 'self' https:\/\/editor\.example\.com http:\/\/127\.0\.0\.1:5199(;|$)/,
      );
      // X-Frame-Options cannot name them, and would forbid the frame in browsers that read it.
      expect(response.headers["x-frame-options"]).toBeUndefined();
      expect(response.body).toContain(`<meta name="ember-editor-origins" content="${editors.join(" ")}">`);
    }
  });

  it("names no editor without EDITOR_ORIGINS", async () => {
    const plain = Fastify({ logger: false });
    await plain.register(errorHandlerPlugin);
    await plain.register(webPlugin, { root });
    const response = await plain.inject("/");
    expect(response.body).not.toContain("ember-editor-origins");
    expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'self';/);
    await plain.close();
  });

  describe("every language at its own address", () => {
    it("serves each language's page at its address, whatever the cookie says", async () => {
      for (const [url, title] of [
        ["/es", "Inicio"],
        ["/es/Foo", "Foo en español"],
        ["/ar/Foo", "Foo بالعربية"],
      ] as const) {
        const response = await app.inject({ url, headers: { cookie: "lang=de" } });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toContain(`<h1>${title}</h1>`);
      }
    });

    it("sends a visitor who chose another language from an English address to that language's, and varies on it", async () => {
      const redirected = await app.inject({ url: "/Foo?tab=2", headers: { cookie: "theme=dark; lang=ar" } });
      expect(redirected.statusCode).toBe(302);
      expect(redirected.headers.location).toBe("/ar/Foo?tab=2");
      expect(redirected.headers.vary).toContain("cookie");
      // Kept by the visitor's own browser only, and for that cookie only (Vary), never by a shared cache.
      expect(redirected.headers["cache-control"]).toBe("private, max-age=86400");
      const home = await app.inject({ url: "/", headers: { cookie: "lang=es" } });
      expect(home.headers.location).toBe("/es");

      // No cookie, English chosen, or a value that is not a language: the English page, varying on the cookie.
      for (const cookie of [undefined, "lang=en", "lang=xx", "lang=es-ES", "xlang=es"]) {
        const response = await app.inject({ url: "/Foo", headers: cookie ? { cookie } : {} });
        expect(response.statusCode, cookie).toBe(200);
        expect(response.body).toContain("<h1>Foo</h1>");
        expect(response.headers.vary).toBe("accept-encoding, cookie");
      }
    });

    it("never redirects on Accept-Language: a shared link and a crawler get the page they asked for", async () => {
      const response = await app.inject({ url: "/Foo", headers: { "accept-language": "es-MX,es;q=0.9" } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<h1>Foo</h1>");
    });

    it("remembers the switcher's choice in a year-long preference cookie and shows the clean address", async () => {
      const chosen = await app.inject("/es/Foo?lang=es&tab=2");
      expect(chosen.statusCode).toBe(302);
      expect(chosen.headers.location).toBe("/es/Foo?tab=2");
      expect(chosen.headers["set-cookie"]).toBe("lang=es; Path=/; Max-Age=31536000; SameSite=Lax");
      expect(chosen.headers["cache-control"]).toBe("no-store");

      // Back to English from a Spanish page, though the old cookie still says Spanish.
      const english = await app.inject({ url: "/Foo?lang=en", headers: { cookie: "lang=es" } });
      expect(english.statusCode).toBe(302);
      expect(english.headers.location).toBe("/Foo");
      expect(english.headers["set-cookie"]).toMatch(/^lang=en;/);

      // Not a language: served as asked, nothing remembered.
      const unknown = await app.inject("/Foo?lang=klingon");
      expect(unknown.statusCode).toBe(200);
      expect(unknown.headers["set-cookie"]).toBeUndefined();
    });

    it("answers /Home and /home, in any language, with the home page's one address", async () => {
      for (const [url, location] of [
        ["/Home", "/"],
        ["/home?x=1", "/?x=1"],
        ["/es/Home", "/es"],
        ["/es/home/", "/es"],
      ] as const) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBe(301);
        expect(response.headers.location, url).toBe(location);
      }
      expect((await app.inject("/en/Home")).statusCode).toBe(404);
    });

    it("answers an address that is not a page with the 404 screen in the language the address names", async () => {
      for (const [url, title] of [
        ["/nope", "Page Not Found"],
        ["/es/nope/deeper", "Página no encontrada"],
        ["/ar/nope", "Page Not Found"],
        ["/404", "Page Not Found"],
        ["/es/404", "Página no encontrada"],
      ] as const) {
        const response = await app.inject(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toContain(`<h1>${title}</h1>`);
      }
    });
  });
});
