import { describe, expect, it } from "vitest";
import { isExternalHref, safeHref } from "../src/features/chat/safe-link.ts";

describe("safeHref", () => {
  it.each([
    ["https://ember.example/about", "https://ember.example/about"],
    ["http://example.org", "http://example.org/"],
    ["mailto:hello@ember.example", "mailto:hello@ember.example"],
    ["  https://example.org/a b ", "https://example.org/a%20b"],
    ["/FAQ", "/FAQ"],
    ["/GetStarted#apply", "/GetStarted#apply"],
  ])("keeps %s", (url, href) => {
    expect(safeHref(url)).toBe(href);
  });

  it.each([
    ["javascript:alert(1)"],
    ["JavaScript:alert(1)"],
    [" javascript:alert(1)"],
    ["java\tscript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["vbscript:msgbox(1)"],
    ["file:///etc/passwd"],
    ["//evil.example/steal"],
    ["/\\evil.example"],
    ["relative/path"],
    ["#top"],
    [""],
  ])("refuses %j", (url) => {
    expect(safeHref(url)).toBeNull();
  });
});

describe("isExternalHref", () => {
  it("opens other sites and mail links in a new tab, our own pages in place", () => {
    expect(isExternalHref("https://988lifeline.org/chat/")).toBe(true);
    expect(isExternalHref("mailto:hello@ember.example")).toBe(true);
    expect(isExternalHref("/FAQ")).toBe(false);
  });
});
