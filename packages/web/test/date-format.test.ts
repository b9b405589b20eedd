import { languages } from "@ember/domain";
import { describe, expect, it } from "vitest";
import { formatLongDate, formatMonthYear } from "../src/i18n/date-format.ts";

const years = [1999, 2020, 2024, 2026];
const days = [1, 9, 10, 27, 31];

describe("date formats", () => {
  it("write a month and its year exactly as Intl does, every month of every language", () => {
    for (const { code } of languages) {
      const intl = new Intl.DateTimeFormat(code, { month: "long", year: "numeric", timeZone: "UTC" });
      const found = years.flatMap((year) =>
        Array.from({ length: 12 }, (_, month) => ({
          ours: formatMonthYear(code, { year, month }),
          intl: intl.format(new Date(Date.UTC(year, month, 1))),
        })),
      );
      expect(
        found.filter((row) => row.ours !== row.intl),
        code,
      ).toEqual([]);
    }
  });

  it("write a whole date exactly as Intl's long style does, every month of every language", () => {
    for (const { code } of languages) {
      const intl = new Intl.DateTimeFormat(code, { dateStyle: "long", timeZone: "UTC" });
      const found = years.flatMap((year) =>
        Array.from({ length: 12 }, (_, month) =>
          days
            .filter((day) => new Date(Date.UTC(year, month, day)).getUTCMonth() === month)
            .map((day) => ({
              ours: formatLongDate(code, { year, month, day }),
              intl: intl.format(new Date(Date.UTC(year, month, day))),
            })),
        ).flat(),
      );
      expect(
        found.filter((row) => row.ours !== row.intl),
        code,
      ).toEqual([]);
    }
  });

  it("write a language the site does not have as English does", () => {
    expect(formatMonthYear("xx", { year: 2020, month: 2 })).toBe("March 2020");
    expect(formatLongDate("constructor", { year: 2020, month: 2, day: 1 })).toBe("March 1, 2020");
  });
});
