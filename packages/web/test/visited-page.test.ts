import { describe, expect, it } from "vitest";
import { visitedPageName } from "../src/app/visited-page.ts";

describe("visitedPageName (product.md#navigation)", () => {
  it.each([
    ["/", "Home"],
    ["/faq", "FAQ"],
    ["/FAQ/", "FAQ"],
    ["/badges", "Badges"],
    ["/chat-with-jordan", "ChatWithJordan"],
    ["/CHATWITHJORDAN", "ChatWithJordan"],
  ])("logs %s as %s", (path, name) => {
    expect(visitedPageName(path)).toBe(name);
  });

  it.each(["/login", "/no-such-page", "/Badges/extra"])("logs nothing for %s", (path) => {
    expect(visitedPageName(path)).toBeNull();
  });
});
