import { describe, expect, it } from "vitest";
import { pseudoTranslation } from "../pseudo-translation.ts";

const text =
  "Ember is carried by a team of 21 people who give their time because someone once gave theirs to them. Why not?";

describe("the bench's pseudo-translation", () => {
  it.each([
    ["ar", /\p{Script=Arabic}/u],
    ["hi", /\p{Script=Devanagari}/u],
    ["bn", /\p{Script=Bengali}/u],
    ["zh", /\p{Script=Han}/u],
  ])("writes %s in its own script, with no Latin letter left", (language, script) => {
    const translated = pseudoTranslation(text, language);
    expect(translated).toMatch(script);
    expect(translated).not.toMatch(/[A-Za-z]/);
    // Figures stay as they are, as a translation keeps them.
    expect(translated).toContain("21");
  });

  it("joins Indic consonant runs with the virama, so the browser shapes conjuncts", () => {
    expect(pseudoTranslation("street", "hi")).toContain("्");
    expect(pseudoTranslation("street", "bn")).toContain("্");
  });

  it.each(["es", "fr", "de", "pt", "it"])(
    "makes %s longer and accented, as translations from English are",
    (language) => {
      const translated = pseudoTranslation(text, language);
      expect(translated.length).toBeGreaterThan(text.length * 1.1);
      expect(translated).toMatch(/[à-ÿ]/);
    },
  );

  it("gives the same text the same answer, and leaves an unknown language alone", () => {
    expect(pseudoTranslation(text, "ar")).toBe(pseudoTranslation(text, "ar"));
    expect(pseudoTranslation(text, "xx")).toBe(text);
  });
});
