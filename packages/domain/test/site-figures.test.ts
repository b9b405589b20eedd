import { describe, expect, it } from "vitest";
import { figures, languages, programme, siteConfig, timings } from "../src/index.ts";

// These strings are quoted from docs/product.md; a change here must be a change of the product description.
describe("figures of product.md#figures-and-limits", () => {
  it("keeps the marketing figures exactly", () => {
    expect(figures).toMatchObject({
      participants: "2,098+",
      satisfaction: "97.1%",
      countries: "34+",
      universities: "200+",
      conversations: "1,000+",
      questionsAnswered: "616+",
      volunteerHours: "5,000+",
      teamMembers: "21",
      streamCountries: "134",
      streamCities: "3,774",
      monthlyBudget: "$16",
      founded: "November 2024",
      studentStories: 17,
      professionalStories: 3,
      historyEntries: 22,
    });
  });

  it("keeps the programme facts and timings", () => {
    expect(programme.weeklyHours).toEqual({ volunteer: "5–10", academicCredit: "10–15", stipend: "10–15" });
    expect(timings).toMatchObject({ carouselIntervalMs: 5000, schedulingRedirectMs: 5000, toastLimit: 20 });
    expect(siteConfig.trialDays).toBe(14);
  });

  it("offers the ten languages with English first and Arabic right to left", () => {
    expect(languages.map((l) => l.code)).toEqual([
      "en",
      "es",
      "fr",
      "de",
      "pt",
      "zh",
      "hi",
      "ar",
      "bn",
      "it",
    ]);
    expect(languages.filter((l) => l.dir === "rtl").map((l) => l.code)).toEqual(["ar"]);
  });
});
