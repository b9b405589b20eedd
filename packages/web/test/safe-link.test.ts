import { describe, expect, it } from "vitest";
import { isExternalHref, safeHref } from "../src/features/chat/safe-link.ts";

describe("safeHref", () => {
  it.each([
    ["https://ember.example/about", "https://ember.example/about"],
    ["https://988lifeline.org/chat/", "https://988lifeline.org/chat/"],
    ["mailto:hello@ember.example", "mailto:hello@ember.example"],
    ["tel:+18005551234", "tel:+18005551234"],
    ["  https://example.org/a  ", "https://example.org/a"],
    ["/FAQ", "/FAQ"],
    ["/GetStarted#apply", "/GetStarted#apply"],
    ["/FAQ?topic=mentors", "/FAQ?topic=mentors"],
    ["/a/./b/../FAQ", "/a/FAQ"],
  ])("keeps %j as %j", (url, href) => {
    expect(safeHref(url)).toBe(href);
  });

  // Each of these leaves the site, runs script, or reads as one place and leads to another.
  it.each([
    ["javascript:alert(1)"],
    ["JavaScript:alert(1)"],
    [" javascript:alert(1)"],
    ["java\tscript:alert(1)"],
    ["java\nscript:alert(1)"],
    ["\u0000javascript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["vbscript:msgbox(1)"],
    ["file:///etc/passwd"],
    ["http://example.org"],
    ["ftp://example.org"],
    ["//evil.example/steal"],
    ["///evil.example"],
    ["////evil.example"],
    ["/\\evil.example"],
    ["/\\/evil.example"],
    ["\\\\evil.example"],
    ["\\/evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\r/evil.example"],
    ["/\u000b/evil.example"],
    ["/\u000c/evil.example"],
    ["/\u0000/evil.example"],
    ["/\u001f/evil.example"],
    ["/\u007f/evil.example"],
    ["/\u0085/evil.example"],
    ["/\u00a0/evil.example"],
    ["/\u2028/evil.example"],
    ["/\ufeff/evil.example"],
    ["/ /evil.example"],
    ["/FAQ\\..\\..\\evil"],
    ["/.//evil.example"],
    ["/..//evil.example"],
    ["/%2e%2e//evil.example"],
    ["https:evil.example"],
    ["https:/evil.example"],
    ["https://ember.example@evil.example/"],
    ["https://user:pass@evil.example/"],
    ["https://evil.example\t.ember.example"],
    ["relative/path"],
    ["evil.example"],
    ["#top"],
    ["?q=1"],
    [""],
    ["   "],
  ])("refuses %j", (url) => {
    expect(safeHref(url)).toBeNull();
  });

  it("never returns a target a browser would resolve to another origin", () => {
    const prefixes = ["/", "//", "/\\", "\\", "/.", "/..", "https:", "https://"];
    const middles = ["", "\t", "\n", "\r", " ", "\u0000", "\\", "/", "%2f", "@", ".", "\u00a0"];
    const tails = ["evil.example", "/evil.example", "\\evil.example", "@evil.example"];
    for (const prefix of prefixes) {
      for (const middle of middles) {
        for (const tail of tails) {
          const href = safeHref(`${prefix}${middle}${tail}`);
          if (href === null) continue;
          const resolved = new URL(href, "https://ember.example/chat");
          if (href.startsWith("/")) {
            // A path stays on the site, and opens in place.
            expect(resolved.origin, `${prefix}${middle}${tail} -> ${href}`).toBe("https://ember.example");
            expect(isExternalHref(href)).toBe(false);
          } else {
            // Anything else is a plain https URL that says where it goes, opened as external.
            expect(href, `${prefix}${middle}${tail}`).toMatch(/^https:\/\/[^/@\\]+\//);
            expect(isExternalHref(href)).toBe(true);
          }
        }
      }
    }
  });
});

describe("isExternalHref", () => {
  it("opens other sites and mail links in a new tab, our own pages in place", () => {
    expect(isExternalHref("https://988lifeline.org/chat/")).toBe(true);
    expect(isExternalHref("mailto:hello@ember.example")).toBe(true);
    expect(isExternalHref("/FAQ")).toBe(false);
  });
});
