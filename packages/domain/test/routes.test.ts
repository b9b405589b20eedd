import { describe, expect, it } from "vitest";
import { pageForPath, pageRoutes, pathOf, type SiteConfig, siteConfig, toKebabCase } from "../src/index.ts";

describe("toKebabCase", () => {
  it.each([
    ["ChatWithJordan", "chat-with-jordan"],
    ["ShareYourFire", "share-your-fire"],
    ["FAQ", "faq"],
    ["GreatSocialMediaLie", "great-social-media-lie"],
    ["EmberHistory", "ember-history"],
    ["My Page", "my-page"],
  ])("%s -> %s", (name, kebab) => {
    expect(toKebabCase(name)).toBe(kebab);
  });
});

describe("pageRoutes", () => {
  const routes = pageRoutes(siteConfig);

  it("lists the eighteen pages of product.md#addresses with Home at /", () => {
    expect(routes).toHaveLength(18);
    expect(routes[0]).toMatchObject({ id: "Home", path: "/", alias: null });
  });

  it("derives the founder and product pages from the site configuration", () => {
    const paths = routes.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(["/ChatWithJordan", "/JordanStory", "/EmberHistory"]));
  });

  it("follows a renamed founder and product", () => {
    const renamed: SiteConfig = { ...siteConfig, founderName: "Amara", productName: "Kindle" };
    const paths = pageRoutes(renamed).map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(["/ChatWithAmara", "/AmaraStory", "/KindleHistory"]));
    expect(pathOf("Chat", renamed)).toBe("/ChatWithAmara");
  });

  it("gives every page but Home and all-lowercase-equal names a kebab alias, all unique", () => {
    const all = routes.flatMap((r) => [r.path, r.alias]).filter((p): p is string => p !== null);
    expect(new Set(all).size).toBe(all.length);
    expect(routes.find((r) => r.id === "ShareYourFire")?.alias).toBe("/share-your-fire");
  });
});

describe("pageForPath", () => {
  it.each([
    ["/", "Home"],
    ["/ShareYourFire", "ShareYourFire"],
    ["/shareyourfire", "ShareYourFire"],
    ["/share-your-fire", "ShareYourFire"],
    ["/ChatWithJordan/", "ChatWithJordan"],
    ["/chat-with-jordan?x=1", "ChatWithJordan"],
    ["/faq#top", "FAQ"],
  ])("%s is page %s", (path, pageName) => {
    expect(pageForPath(path, siteConfig)?.pageName).toBe(pageName);
  });

  it.each(["/nope", "/Share-Your-Fire-x", "/admin/../FAQ", "/ChatWithSam"])("%s is no page", (path) => {
    expect(pageForPath(path, siteConfig)).toBeNull();
  });
});

describe("a page in another language", () => {
  it("is the same page: '/es/Team' is Team, '/ar' is Home, '/de/chat-with-jordan' is the chat", () => {
    expect(pageForPath("/es/Team", siteConfig)?.id).toBe("Team");
    expect(pageForPath("/ar", siteConfig)?.id).toBe("Home");
    expect(pageForPath("/de/chat-with-jordan", siteConfig)?.id).toBe("Chat");
    expect(pageForPath("/xx/Team", siteConfig)).toBeNull();
    expect(pageForPath("/en/Team", siteConfig)).toBeNull();
  });
});
