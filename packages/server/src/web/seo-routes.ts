import { pageRoutes, siteConfig } from "@ember/domain";
import fp from "fastify-plugin";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The sitemap of every public page, canonical spellings only, with absolute URLs under `publicUrl`. */
export function sitemapXml(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, "");
  const urls = pageRoutes(siteConfig)
    .map((page) => `  <url><loc>${escapeXml(`${origin}${page.path}`)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
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
