import { describe, expect, it } from "vitest";
import { performLogout } from "../src/app/logout.ts";

function environment() {
  const calls: string[] = [];
  return {
    calls,
    env: {
      clearStoredToken: () => calls.push("clear"),
      sdkLogout: (url: string) => calls.push(`sdk-logout ${url}`),
      location: { href: "https://ember.example.org/Badges", reload: () => calls.push("reload") },
    },
  };
}

describe("performLogout (SPEC 4.1)", () => {
  it("clears the token, then goes through the server's logout back to the current page", () => {
    const { env, calls } = environment();
    performLogout(env);
    expect(calls).toEqual(["clear", "sdk-logout https://ember.example.org/Badges"]);
  });

  it("goes back to a given URL", () => {
    const { env, calls } = environment();
    performLogout(env, { redirectUrl: "https://ember.example.org/" });
    expect(calls).toEqual(["clear", "sdk-logout https://ember.example.org/"]);
  });

  it("with redirect off, clears the token and reloads", () => {
    const { env, calls } = environment();
    performLogout(env, { redirect: false });
    expect(calls).toEqual(["clear", "reload"]);
  });
});
