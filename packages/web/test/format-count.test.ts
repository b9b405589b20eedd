import { languages } from "@ember/domain";
import { describe, expect, it } from "vitest";
import { formatCount } from "../src/i18n/format-count.ts";

describe("formatCount", () => {
  it("writes every count below 1,000 exactly as Intl.NumberFormat does, in every language", () => {
    for (const { code } of languages) {
      const intl = new Intl.NumberFormat(code);
      const wrong = Array.from({ length: 1000 }, (_, n) => n).filter(
        (n) => formatCount(code, n) !== intl.format(n),
      );
      expect(wrong, code).toEqual([]);
    }
  });

  it("groups larger counts, and writes fractions and negatives, as the language does", () => {
    expect(formatCount("de", 100_000)).toBe("100.000");
    expect(formatCount("hi", 1_234_567)).toBe("12,34,567");
    expect(formatCount("bn", 1234)).toBe(new Intl.NumberFormat("bn").format(1234));
    expect(formatCount("fr", 2.5)).toBe("2,5");
    expect(formatCount("en", -3)).toBe("-3");
  });
});
