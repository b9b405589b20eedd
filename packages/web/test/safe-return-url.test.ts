import { describe, expect, it } from "vitest";
import { signInStateKey } from "../src/api/app-params.ts";
import { rememberSignInState, returnUrlWithToken } from "../src/app/safe-return-url.ts";

const origin = "https://ember.example.org";

describe("returnUrlWithToken", () => {
  it("returns to the page the visitor came from, the token and state in the fragment, never the query", () => {
    expect(returnUrlWithToken(`${origin}/Team?x=1#top`, origin, "tok", "st")).toBe(
      `${origin}/Team?x=1#access_token=tok&state=st&then=top`,
    );
  });

  it.each([
    ["another site", "https://evil.example/steal"],
    ["a protocol-relative URL", "//evil.example/steal"],
    ["a backslash URL", "/\\evil.example/steal"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["the login page itself", `${origin}/login?from_url=x`],
    ["nothing", null],
  ])("goes home instead of to %s", (_label, fromUrl) => {
    expect(returnUrlWithToken(fromUrl, origin, "tok", "st")).toBe(`${origin}/#access_token=tok&state=st`);
  });

  it("drops a stale token from the query", () => {
    expect(returnUrlWithToken(`${origin}/FAQ?access_token=old`, origin, "new", "st")).toBe(
      `${origin}/FAQ#access_token=new&state=st`,
    );
  });
});

describe("rememberSignInState", () => {
  it("stores a fresh random state where the next page looks for it", () => {
    const stored = new Map<string, string>();
    const session = { setItem: (key: string, value: string) => void stored.set(key, value) };
    const first = rememberSignInState(session);
    expect(stored.get(signInStateKey)).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(rememberSignInState(session)).not.toBe(first);
  });
});
