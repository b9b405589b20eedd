import { describe, expect, it } from "vitest";
import { type ParamsEnvironment, readAppParams, storageKeyOf } from "../src/api/app-params.ts";

function fakeEnvironment(url: string, stored: Record<string, string> = {}) {
  const parsed = new URL(url);
  const storage = new Map(Object.entries(stored));
  const replaced: string[] = [];
  const env: ParamsEnvironment = {
    location: { search: parsed.search, pathname: parsed.pathname, hash: parsed.hash, href: parsed.href },
    history: { state: null, replaceState: (_state, _title, next) => void replaced.push(String(next)) },
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    title: "Ember",
  };
  return { env, storage, replaced };
}

describe("app params (SPEC 2.1, BASE44-API.md 5.1)", () => {
  it("names storage keys base44_ + snake case", () => {
    expect(storageKeyOf("access_token")).toBe("base44_access_token");
    expect(storageKeyOf("appId")).toBe("base44_app_id");
    expect(storageKeyOf("functions_version")).toBe("base44_functions_version");
  });

  it("saves the token under both platform keys and takes it out of the address bar", () => {
    const { env, storage, replaced } = fakeEnvironment("https://site.test/Team?access_token=t1&x=1#top");
    const params = readAppParams(env);
    expect(params.token).toBe("t1");
    expect(storage.get("base44_access_token")).toBe("t1");
    expect(storage.get("token")).toBe("t1");
    expect(replaced).toEqual(["/Team?x=1#top"]);
  });

  it("falls back to the stored token and leaves the address alone", () => {
    const { env, replaced } = fakeEnvironment("https://site.test/", { base44_access_token: "old" });
    expect(readAppParams(env).token).toBe("old");
    expect(replaced).toEqual([]);
  });

  it("prefers the address bar, then storage, then the default", () => {
    const fromUrl = fakeEnvironment("https://site.test/?app_id=fromurl&functions_version=v2", {
      base44_app_id: "stored",
    });
    const params = readAppParams(fromUrl.env);
    expect(params.appId).toBe("fromurl");
    expect(params.functionsVersion).toBe("v2");
    expect(fromUrl.storage.get("base44_app_id")).toBe("fromurl");
    expect(fromUrl.storage.get("base44_functions_version")).toBe("v2");

    expect(readAppParams(fakeEnvironment("https://site.test/", { base44_app_id: "stored" }).env).appId).toBe(
      "stored",
    );
    const fresh = readAppParams(fakeEnvironment("https://site.test/Pricing").env);
    expect(fresh.appId).toBe("ember");
    expect(fresh.serverUrl).toBe("");
    expect(fresh.token).toBeNull();
    expect(fresh.functionsVersion).toBeNull();
    expect(fresh.fromUrl).toBe("https://site.test/Pricing");
  });
});
