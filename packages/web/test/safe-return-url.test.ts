import { describe, expect, it } from "vitest";
import { returnUrlWithToken } from "../src/app/safe-return-url.ts";

const origin = "https://ember.example.org";

describe("returnUrlWithToken", () => {
  it("returns to the page the visitor came from, carrying the token", () => {
    expect(returnUrlWithToken(`${origin}/Team?x=1#top`, origin, "tok")).toBe(
      `${origin}/Team?x=1&access_token=tok#top`,
    );
  });

  it.each([
    ["another site", "https://evil.example/steal"],
    ["a protocol-relative URL", "//evil.example/steal"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["the login page itself", `${origin}/login?from_url=x`],
    ["nothing", null],
  ])("goes home instead of to %s", (_label, fromUrl) => {
    expect(returnUrlWithToken(fromUrl, origin, "tok")).toBe(`${origin}/?access_token=tok`);
  });

  it("replaces a stale token rather than adding a second one", () => {
    expect(returnUrlWithToken(`${origin}/FAQ?access_token=old`, origin, "new")).toBe(
      `${origin}/FAQ?access_token=new`,
    );
  });
});
