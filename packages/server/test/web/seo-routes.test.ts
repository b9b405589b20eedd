import { pageRoutes, siteConfig } from "@ember/domain";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import seoRoutes from "../../src/web/seo-routes.ts";

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

  it("lists every page of product.md#addresses in the sitemap with an absolute, canonical URL", async () => {
    const res = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(pageRoutes(siteConfig).map((page) => `https://ember.example.org${page.path}`));
    expect(locs).toContain("https://ember.example.org/ChatWithJordan");
    expect(res.body).not.toContain("chat-with-jordan");
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
