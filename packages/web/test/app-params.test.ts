import { describe, expect, it } from "vitest";
import {
  type ParamsEnvironment,
  readAppParams,
  signInStateKey,
  storageKeyOf,
} from "../src/api/app-params.ts";

function fakeEnvironment(url: string, stored: Record<string, string> = {}, tab: Record<string, string> = {}) {
  const parsed = new URL(url);
  const storage = new Map(Object.entries(stored));
  const session = new Map(Object.entries(tab));
  const replaced: string[] = [];
  const env: ParamsEnvironment = {
    location: { search: parsed.search, pathname: parsed.pathname, hash: parsed.hash, href: parsed.href },
    history: { state: null, replaceState: (_state, _title, next) => void replaced.push(String(next)) },
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    session: {
      getItem: (key) => session.get(key) ?? null,
      removeItem: (key) => void session.delete(key),
    },
    title: "Ember",
  };
  return { env, storage, session, replaced };
}

describe("app params (product.md#addresses, as the official SDK reads them)", () => {
  it("names storage keys base44_ + snake case", () => {
    expect(storageKeyOf("access_token")).toBe("base44_access_token");
    expect(storageKeyOf("appId")).toBe("base44_app_id");
    expect(storageKeyOf("functions_version")).toBe("base44_functions_version");
  });

  it("takes the token of this tab's own sign-in from the fragment, then clears the address bar", () => {
    const { env, storage, session, replaced } = fakeEnvironment(
      "https://site.test/Team?x=1#access_token=t1&state=s1&then=top",
      {},
      { [signInStateKey]: "s1" },
    );
    const params = readAppParams(env);
    expect(params.token).toBe("t1");
    expect(storage.get("base44_access_token")).toBe("t1");
    expect(storage.get("token")).toBe("t1");
    expect(session.has(signInStateKey)).toBe(false);
    expect(replaced).toEqual(["/Team?x=1#top"]);
  });

  it.each([
    [
      "a token in the query (a link someone made)",
      "https://site.test/Team?access_token=theirs&x=1",
      "/Team?x=1",
    ],
    [
      "a fragment token without this tab's state",
      "https://site.test/Team#access_token=theirs&state=guess",
      "/Team",
    ],
    ["a fragment token with no state", "https://site.test/Team#access_token=theirs", "/Team"],
  ])("never signs in with %s, and clears it from the address bar", (_label, url, clean) => {
    const { env, storage, replaced } = fakeEnvironment(
      url,
      { base44_access_token: "mine" },
      { [signInStateKey]: "s1" },
    );
    expect(readAppParams(env).token).toBe("mine");
    expect(storage.get("base44_access_token")).toBe("mine");
    expect(replaced).toEqual([clean]);
  });

  it("does not let a replayed fragment in once the state is spent", () => {
    const first = fakeEnvironment(
      "https://site.test/#access_token=t1&state=s1",
      {},
      { [signInStateKey]: "s1" },
    );
    expect(readAppParams(first.env).token).toBe("t1");
    const again = fakeEnvironment("https://site.test/#access_token=t2&state=s1");
    expect(readAppParams(again.env).token).toBeNull();
  });

  it("falls back to the stored token and leaves the address alone", () => {
    const { env, replaced } = fakeEnvironment("https://site.test/#top", { base44_access_token: "old" });
    expect(readAppParams(env).token).toBe("old");
    expect(replaced).toEqual([]);
  });

  it("ignores and forgets an app id from a link or an earlier visit", () => {
    const fromUrl = fakeEnvironment("https://site.test/?app_id=fromurl&functions_version=v2", {
      base44_app_id: "stored",
    });
    const params = readAppParams(fromUrl.env);
    expect(params.appId).toBe("ember");
    expect(fromUrl.storage.has("base44_app_id")).toBe(false);
    expect(fromUrl.replaced).toEqual(["/?functions_version=v2"]);
    expect(params.functionsVersion).toBe("v2");
    expect(fromUrl.storage.get("base44_functions_version")).toBe("v2");

    const fresh = readAppParams(fakeEnvironment("https://site.test/Pricing").env);
    expect(fresh.appId).toBe("ember");
    expect(fresh.serverUrl).toBe("");
    expect(fresh.token).toBeNull();
    expect(fresh.functionsVersion).toBeNull();
    expect(fresh.fromUrl).toBe("https://site.test/Pricing");
  });
});
