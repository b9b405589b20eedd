import { figures } from "@ember/domain";
import { describe, expect, it } from "vitest";
import { localizeFigure } from "../src/app/localize-figure.ts";

describe("localizeFigure", () => {
  it("leaves English exactly as the specification writes it", () => {
    for (const figure of [figures.participants, figures.countries, figures.satisfaction]) {
      expect(localizeFigure(figure, "en")).toBe(figure);
    }
  });

  it("writes the same value as the language does, keeping the precision and the plus", () => {
    expect(localizeFigure("97.1%", "fr").replace(/\s/g, " ")).toBe("97,1 %");
    expect(localizeFigure("97.1%", "de").replace(/\s/g, " ")).toBe("97,1 %");
    expect(localizeFigure("2,098+", "de")).toBe("2.098+");
    expect(localizeFigure("2,098+", "fr").replace(/\s/g, " ")).toBe("2 098+");
    expect(localizeFigure("34+", "es")).toBe("34+");
    expect(localizeFigure("34", "bn")).toBe("৩৪");
  });

  it("returns anything that is not a plain figure unchanged", () => {
    expect(localizeFigure("3.1 million", "fr")).toBe("3.1 million");
    expect(localizeFigure("$2,000", "de")).toBe("$2,000");
  });
});
