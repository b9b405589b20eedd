import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BadgeIcon } from "../src/features/badges/badge-icon.tsx";

const markupOf = (category: string) => renderToStaticMarkup(createElement(BadgeIcon, { category }));

describe("a badge's icon (product.md#the-badges-page)", () => {
  it("draws each catalogue category in its own colours", () => {
    for (const category of ["purpose_seeker", "mentor", "wellness_champion"]) {
      const markup = markupOf(category);
      expect(markup).toContain('data-known-category="true"');
      expect(markup).toContain("text-secondary-foreground");
      expect(markup).not.toContain("lucide-medal");
    }
  });

  it("draws an unknown category with the default medal in grey", () => {
    const markup = markupOf("legacy_badge");
    expect(markup).toContain('data-known-category="false"');
    expect(markup).toContain("text-muted-foreground");
    expect(markup).toContain("grayscale");
    expect(markup).toContain("lucide-medal");
  });
});
