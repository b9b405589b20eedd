import { readFile } from "node:fs/promises";
import path from "node:path";
import { localizedPath, splitLanguagePath } from "@ember/domain";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AppVisibility } from "../../config.ts";
import { CorrectionsOverlay } from "./corrections-overlay.ts";
import { cspDirectives } from "./csp.ts";
import { formPostRoutes } from "./form-posts/form-post-routes.ts";
import { sendHtml } from "./html-document.ts";
import { languageCookieHeader, languageRedirect } from "./language-choice.ts";
import seoRoutes from "./seo-routes.ts";
import { indexSite } from "./site-index.ts";

export interface WebPluginOptions {
  /** The React Router client build (packages/web/build/client). */
  readonly root: string;
  /** Defaults to the app's config; a non-public app marks its pages so they stay hidden until the gate opens. */
  readonly visibility?: AppVisibility;
  /** Defaults to the app's config (EDITOR_ORIGINS): the editors that may frame the site. */
  readonly editorOrigins?: readonly string[];
  /** Defaults to the app's config (PUBLIC_URL): HSTS is sent only when it is https. */
  readonly publicUrl?: string;
  /** How often to look for translation corrections saved by another instance (tests shorten it). */
  readonly correctionsPollMs?: number;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
// Favicon, images, robots.txt: not content-hashed, so a change must show up within the hour.
const SHORT = "public, max-age=3600";
/** A day in the visitor's own browser only (`private`): a shared cache must never hand it to another. */
const REMEMBERED_REDIRECT = "private, max-age=86400";

const withoutTrailingSlash = (p: string) => p.replace(/\/+$/, "") || "/";

const queryOf = (url: string) => (url.includes("?") ? url.slice(url.indexOf("?")) : "");

/** Pages the browser renders from the SPA fallback, never prerendered: the console (ADR 0034) and /setup. */
const isClientOnlyPage = (route: string) => /^\/(admin(\/.*)?|setup)$/.test(route);

/**
 * Serves the prerendered site: each route's own HTML, hashed assets cached forever, precompressed .br/.gz
 * siblings when the client takes them (nothing is compressed per request), and for any other path the
 * prerendered 404 screen in the language the path names, with status 404 (the client-only console under
 * /admin and the setup page get the SPA fallback, 200). /api paths never reach the site.
 */
export default fp<WebPluginOptions>(
  async (app, options) => {
    const visibility = options.visibility ?? app.config?.appVisibility ?? "public_without_login";
    const editorOrigins = options.editorOrigins ?? app.config?.editorOrigins ?? [];
    const httpsSite = (options.publicUrl ?? app.config?.publicUrl ?? "").startsWith("https:");
    const markers = [
      visibility === "public_without_login" ? "" : `<meta name="ember-visibility" content="${visibility}">`,
      // The editor bridge reads which parents it may talk to (validated origins: no quotes or spaces).
      editorOrigins.length > 0
        ? `<meta name="ember-editor-origins" content="${editorOrigins.join(" ")}">`
        : "",
    ].join("");
    const site = await indexSite(options.root, markers || null, editorOrigins);
    // The staff's translation corrections, applied to the pages as served (none without the translation
    // service: a web plugin on its own serves the build as it is).
    const overlay = app.hasDecorator("translation")
      ? new CorrectionsOverlay({
          built: site.html,
          readBuilt: (address) => readFile(path.join(options.root, address), "utf8"),
          translation: app.translation,
          editorOrigins,
          log: app.log,
        })
      : undefined;
    if (overlay) {
      app.addHook("onReady", () => overlay.start(options.correctionsPollMs));
      app.addHook("onClose", () => overlay.stop());
    }
    const documentOf = (file: string) => overlay?.get(file) ?? site.html.get(file);

    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives([], editorOrigins) },
      // X-Frame-Options cannot name another origin; CSP frame-ancestors says who may frame the pages.
      xFrameOptions: editorOrigins.length > 0 ? false : { action: "sameorigin" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // Only a site whose public address is https may pin HTTPS: on http (a local or LAN install) the header
      // is meaningless at best. A site is often one subdomain of an organisation's domain: do not pin its
      // siblings.
      strictTransportSecurity: httpsSite ? { maxAge: 31536000, includeSubDomains: false } : false,
    });
    await app.register(fastifyStatic, {
      root: options.root,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      dotfiles: "deny",
    });

    await app.register(seoRoutes);

    app.get("/*", (request: FastifyRequest, reply: FastifyReply) => {
      const requested = `/${(request.params as { "*": string })["*"]}`;
      if (requested === "/api" || requested.startsWith("/api/")) return reply.callNotFound();

      const route = withoutTrailingSlash(requested);
      const inLanguage = splitLanguagePath(route);
      if (inLanguage.path.toLowerCase() === "/home")
        return reply.redirect(`${localizedPath(inLanguage.language, "/")}${queryOf(request.url)}`, 301);
      const file = site.pages.get(route);
      const page = inLanguage.path === "/404" ? undefined : documentOf(file ?? "");
      if (page) {
        const redirect = languageRedirect(request.url, request.headers.cookie);
        // An English page depends on the cookie: a visitor who chose another language is sent to it.
        if (inLanguage.language === "en") reply.header("vary", "accept-encoding, cookie");
        if (redirect?.choose) {
          reply.header("set-cookie", languageCookieHeader(redirect.choose, httpsSite));
          return reply.header("cache-control", "no-store").redirect(redirect.location, 302);
        }
        // The remembered language's redirect depends on the address and the cookie alone (it varies on
        // both), so the visitor's browser may keep it: from the second visit on, an English link takes
        // them to their language's page without a round trip to the server first.
        if (redirect)
          return reply.header("cache-control", REMEMBERED_REDIRECT).redirect(redirect.location, 302);
        return sendHtml(request, reply, page, 200);
      }
      const canonical = site.pagesByLowerCase.get(route.toLowerCase());
      if (canonical && canonical !== route) return reply.redirect(`${canonical}${queryOf(request.url)}`, 301);

      const html = site.html.get(requested);
      if (html) return sendHtml(request, reply, html, 200);
      // A page's texts (i18n/page-texts.ts) change with the staff's corrections, as the page does.
      const texts = overlay?.texts(requested);
      if (texts !== undefined) {
        return reply.header("cache-control", "no-cache").type("application/json; charset=utf-8").send(texts);
      }
      if (site.files.has(requested)) {
        const cache = requested.startsWith("/assets/")
          ? IMMUTABLE
          : requested.endsWith("/page-texts.json")
            ? "no-cache"
            : SHORT;
        reply.header("cache-control", cache);
        return reply.sendFile(requested);
      }

      if (isClientOnlyPage(route) && site.fallback) return sendHtml(request, reply, site.fallback, 200);
      // Any other address is not a page: the 404 screen in the language its address names.
      const notFound =
        documentOf(site.pages.get(localizedPath(inLanguage.language, "/404")) ?? "") ??
        documentOf(site.pages.get("/404") ?? "") ??
        site.fallback;
      if (notFound) return sendHtml(request, reply, notFound, 404);
      return reply.callNotFound();
    });

    // The forms posted by the browser itself, when the page's scripts have not run (decision 0066); a web
    // plugin on its own, without the app's functions, serves the pages only.
    if (app.hasDecorator("functionRegistry")) {
      await app.register(formPostRoutes, {
        pageHtml: async (route) => documentOf(site.pages.get(route) ?? "")?.text(),
        editorOrigins,
      });
    }
  },
  { name: "web", dependencies: ["error-handler"] },
);
