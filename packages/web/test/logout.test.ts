import { describe, expect, it } from "vitest";
import { performLogout } from "../src/app/logout.ts";

function environment() {
  const calls: string[] = [];
  return {
    calls,
    env: {
      endSession: async () => void calls.push("end-session"),
      clearStoredToken: () => calls.push("clear"),
      sdkLogout: (url: string) => calls.push(`sdk-logout ${url}`),
      location: { href: "https://ember.example.org/Badges", reload: () => calls.push("reload") },
    },
  };
}

describe("performLogout (product.md#start-up-and-the-gate)", () => {
  it("clears the token, then goes through the server's logout back to the current page", async () => {
    const { env, calls } = environment();
    await performLogout(env);
    expect(calls).toEqual(["end-session", "clear", "sdk-logout https://ember.example.org/Badges"]);
  });

  it("goes back to a given URL", async () => {
    const { env, calls } = environment();
    await performLogout(env, { redirectUrl: "https://ember.example.org/" });
    expect(calls).toEqual(["end-session", "clear", "sdk-logout https://ember.example.org/"]);
  });

  it("with redirect off, clears the token and reloads", async () => {
    const { env, calls } = environment();
    await performLogout(env, { redirect: false });
    expect(calls).toEqual(["end-session", "clear", "reload"]);
  });
});

describe("performLogout when the server cannot be reached", () => {
  it("still forgets the token in this browser", async () => {
    const calls: string[] = [];
    await performLogout({
      endSession: () => Promise.reject(new Error("offline")),
      clearStoredToken: () => calls.push("clear"),
      sdkLogout: (url: string) => calls.push(`sdk-logout ${url}`),
      location: { href: "https://ember.example.org/", reload: () => calls.push("reload") },
    });
    expect(calls).toEqual(["clear", "sdk-logout https://ember.example.org/"]);
  });
});
