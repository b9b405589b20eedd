import { describe, expect, it } from "vitest";
import { componentOf, errorReport } from "../src/editor-bridge/error-report.ts";
import { editorOrigins } from "../src/editor-bridge/parent-origins.ts";

describe("editorOrigins", () => {
  const own = "https://ember.example.org";

  it("is the site's own origin when the server names no editor", () => {
    expect(editorOrigins(own, null)).toEqual([own]);
    expect(editorOrigins(own, "")).toEqual([own]);
  });

  it("adds the editors the server names, and nothing that is not an http(s) origin", () => {
    expect(
      editorOrigins(
        own,
        "https://editor.example.com http://127.0.0.1:5199 * javascript:alert(1) https://x.example/path",
      ),
    ).toEqual([own, "https://editor.example.com", "http://127.0.0.1:5199"]);
  });
});

describe("errorReport", () => {
  it("titles an error 'Error in {component}: {message}' with the component from the stack", () => {
    const error = new Error("boom");
    error.stack = "Error: boom\n    at BadgeBoard (http://x/assets/badges-1.js:1:2)\n    at div";
    expect(errorReport(error)).toEqual({
      title: "Error in BadgeBoard: boom",
      details: error.stack,
      componentName: "BadgeBoard",
    });
  });

  it("names the app when the stack names no component, and reads rejections that are not errors", () => {
    const error = new Error("minified");
    error.stack = "Error: minified\n    at a (http://x/assets/a.js:1:2)";
    expect(errorReport(error)?.title).toBe("Error in App: minified");
    expect(errorReport("plain text")?.title).toBe("Error in App: plain text");
    expect(errorReport(undefined)?.title).toBe("Error in App: Unknown error");
  });

  it("reads Firefox's stack form too", () => {
    expect(componentOf("Chat@http://x/assets/chat.js:1:2\nrun@http://x/a.js:3:4")).toBe("Chat");
  });

  it.each([
    ["a Base44Error with status 402", Object.assign(new Error("Payment required"), { status: 402 })],
    ["an AxiosError with a 402 response", Object.assign(new Error("x"), { response: { status: 402 } })],
  ])("does not report %s", (_label, reason) => {
    expect(errorReport(reason)).toBeNull();
  });

  it("reports other HTTP errors", () => {
    expect(errorReport(Object.assign(new Error("Forbidden"), { status: 403 }))?.title).toBe(
      "Error in App: Forbidden",
    );
  });
});
