import { languages, localizedPath, pageRoutes, siteConfig } from "@ember/domain";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import seoRoutes from "../../src/ember-app/web/seo-routes.ts";

const publicUrl = "https://ember.example.org/";

describe("seo routes", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(seoRoutes, { publicUrl });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it("lists every page of product.md#addresses in every language, with absolute, canonical URLs", async () => {
    const res = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      pageRoutes(siteConfig).flatMap((page) =>
        languages.map(({ code }) => `https://ember.example.org${localizedPath(code, page.path)}`),
      ),
    );
    expect(locs).toContain("https://ember.example.org/ChatWithJordan");
    expect(locs).toContain("https://ember.example.org/ar/ChatWithJordan");
    expect(locs).toContain("https://ember.example.org/es");
    expect(res.body).not.toContain("chat-with-jordan");
  });

  it("names every language version of each page and the English default beside it", async () => {
    const res = await app.inject({ method: "GET", url: "/sitemap.xml" });
    const team = res.body
      .split("<url>")
      .find((entry) => entry.includes("<loc>https://ember.example.org/de/Team</loc>"));
    const alternates = [...(team ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(alternates).toEqual([
      ...languages.map(({ code }) => [code, `https://ember.example.org${localizedPath(code, "/Team")}`]),
      ["x-default", "https://ember.example.org/Team"],
    ]);
  });

  it("allows all crawlers and names the sitemap in robots.txt", async () => {
    const res = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toContain("User-agent: *");
    expect(res.body).toContain("Allow: /");
    expect(res.body).toContain("Sitemap: https://ember.example.org/sitemap.xml");
  });
});
