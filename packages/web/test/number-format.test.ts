import { languages } from "@ember/domain";
import { describe, expect, it } from "vitest";
import { formatCount, formatNumber } from "../src/i18n/number-format.ts";

// Whole numbers to ten million: every number below 20,000, then a spread of larger ones with every
// length and grouping.
const wholes = [
  ...Array.from({ length: 20_000 }, (_, n) => n),
  ...Array.from({ length: 2_000 }, (_, i) => Math.floor((i * 7_919 * 613) % 10_000_000)),
  99_999,
  100_000,
  999_999,
  1_000_000,
  1_234_567,
  9_999_999,
];

function mismatches(
  code: string,
  options: Intl.NumberFormatOptions,
  values: number[],
  ours: (n: number) => string,
) {
  const intl = new Intl.NumberFormat(code, options);
  return values
    .map((n) => ({ n, ours: ours(n), intl: intl.format(options.style === "percent" ? n / 100 : n) }))
    .filter((row) => row.ours !== row.intl)
    .slice(0, 5);
}

describe("formatNumber", () => {
  it("writes whole numbers exactly as Intl.NumberFormat does, in every language", () => {
    for (const { code } of languages) {
      expect(
        mismatches(code, {}, wholes, (n) => formatCount(code, n)),
        code,
      ).toEqual([]);
    }
  });

  it("writes tenths and percentages, with their signs and spaces, as Intl does", () => {
    const tenths = Array.from({ length: 20_000 }, (_, n) => n / 10);
    const one = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    for (const { code } of languages) {
      expect(
        mismatches(code, one, tenths, (n) => formatNumber(code, n, { fractionDigits: 1 })),
        code,
      ).toEqual([]);
      expect(
        mismatches(code, { ...one, style: "percent" }, tenths, (n) =>
          formatNumber(code, n, { fractionDigits: 1, percent: true }),
        ),
        code,
      ).toEqual([]);
      expect(
        mismatches(code, { style: "percent" }, wholes.slice(0, 1000), (n) =>
          formatNumber(code, n, { percent: true }),
        ),
        code,
      ).toEqual([]);
    }
  });

  it("writes counts with a fraction, negatives and other languages through Intl's rules", () => {
    expect(formatCount("fr", 2.5)).toBe("2,5");
    expect(formatCount("en", 1.23456)).toBe("1.235");
    expect(formatCount("en", 1.2004)).toBe("1.2");
    expect(formatCount("en", -3)).toBe("-3");
    expect(formatCount("de", 100_000)).toBe("100.000");
    expect(formatCount("hi", 1_234_567)).toBe("12,34,567");
    expect(formatCount("ja", 12_345)).toBe(new Intl.NumberFormat("ja").format(12_345));
  });
});
