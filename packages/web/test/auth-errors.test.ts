import { describe, expect, it } from "vitest";
import { currentUserError, isStaleToken, loginUrl, publicSettingsError } from "../src/app/auth-errors.ts";

const forbidden = (reason: unknown, message = "Forbidden") => ({
  status: 403,
  message,
  data: { extra_data: { reason } },
});

describe("publicSettingsError (product.md#errors)", () => {
  it.each([
    [forbidden("auth_required"), { type: "auth_required", message: "Authentication required" }],
    [
      forbidden("user_not_registered"),
      { type: "user_not_registered", message: "User not registered for this app" },
    ],
    [
      forbidden("app_suspended", "This app is suspended"),
      { type: "app_suspended", message: "This app is suspended" },
    ],
    [
      { status: 403, message: "Forbidden", data: {} },
      { type: "unknown", message: "Forbidden" },
    ],
    [
      { status: 500, message: "Boom", data: null },
      { type: "unknown", message: "Boom" },
    ],
    [
      { status: 502, message: "", data: null },
      { type: "unknown", message: "Failed to load app" },
    ],
    [new TypeError("x is not a function"), { type: "unknown", message: "An unexpected error occurred" }],
    ["nonsense", { type: "unknown", message: "An unexpected error occurred" }],
  ])("maps %j", (error, expected) => {
    expect(publicSettingsError(error)).toEqual(expected);
  });
});

describe("currentUserError (product.md#errors)", () => {
  it("treats a stale token (401) as no sign-in, not as a reason to ask for one", () => {
    expect(currentUserError({ status: 401 })).toBeNull();
    expect(isStaleToken({ status: 401 })).toBe(true);
    expect(isStaleToken({ status: 403 })).toBe(false);
    expect(isStaleToken(new Error("offline"))).toBe(false);
  });

  it("treats 403 as auth_required, or as not registered when the server says so", () => {
    expect(
      currentUserError({ status: 403, data: { extra_data: { reason: "user_not_registered" } } }),
    ).toEqual({
      type: "user_not_registered",
      message: "User not registered for this app",
    });
    expect(currentUserError({ status: 403 })).toEqual({
      type: "auth_required",
      message: "Authentication required",
    });
  });

  it("lets other failures only stop loading", () => {
    expect(currentUserError({ status: 500 })).toBeNull();
    expect(currentUserError(new Error("offline"))).toBeNull();
  });
});

describe("loginUrl (the platform's /login page)", () => {
  it("sends the visitor to /login with the page to return to", () => {
    expect(loginUrl("http://localhost:3000/Team?x=1")).toBe(
      "/login?from_url=http%3A%2F%2Flocalhost%3A3000%2FTeam%3Fx%3D1",
    );
  });
});
