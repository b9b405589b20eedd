import { languages, localizedPath, pageRoutes, siteConfig } from "@ember/domain";
import fp from "fastify-plugin";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The sitemap of every public page in every language, canonical spellings only, with absolute URLs under
 * `publicUrl`. Each entry names all its language versions and the default (`x-default`, English), the
 * sitemap form of `hreflang`: the pages carry the same links, root-relative (docs/decisions/0012).
 */
export function sitemapXml(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, "");
  const absolute = (path: string) => escapeXml(`${origin}${path}`);
  const urls = pageRoutes(siteConfig).flatMap((page) => {
    const alternates = [
      ...languages.map(
        ({ code }) =>
          `    <xhtml:link rel="alternate" hreflang="${code}" href="${absolute(localizedPath(code, page.path))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${absolute(page.path)}"/>`,
    ].join("\n");
    return languages.map(
      ({ code }) =>
        `  <url>\n    <loc>${absolute(localizedPath(code, page.path))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled except the API; the sitemap is named. */
export function robotsTxt(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, "");
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export interface SeoRoutesOptions {
  /** Defaults to the app's config (PUBLIC_URL). */
  readonly publicUrl?: string;
}

/** Serves /sitemap.xml and /robots.txt, built once from the page routes and the public URL. */
export default fp<SeoRoutesOptions>(
  async (app, options) => {
    const publicUrl = options.publicUrl ?? app.config?.publicUrl ?? "";
    const sitemap = sitemapXml(publicUrl);
    const robots = robotsTxt(publicUrl);
    app.get("/sitemap.xml", (_request, reply) =>
      reply
        .header("cache-control", "public, max-age=3600")
        .type("application/xml; charset=utf-8")
        .send(sitemap),
    );
    app.get("/robots.txt", (_request, reply) =>
      reply.header("cache-control", "public, max-age=3600").type("text/plain; charset=utf-8").send(robots),
    );
  },
  { name: "seo-routes" },
);
