import type { LanguageCode } from "@ember/domain";
import { describe, expect, it } from "vitest";
import { loadCatalog } from "../src/i18n/load-catalog.ts";
import { type PluralCategory, pluralMessage } from "../src/i18n/plural.ts";
import { catalogTree, pluralMessages, translatedLanguages } from "./translated-texts.ts";

/**
 * CLDR gives French, Spanish, Italian and Portuguese a `many` form, but only for exact millions and
 * above written in compact or exponent notation ("1 million de badges"). The site writes every count in
 * digits ("1 000 000 badges", "1.000.000 insignias"), which takes the `other` form, so these languages may
 * leave `many` out; a missing form falls back to `other`.
 */
const mayOmit: Partial<Record<LanguageCode, readonly PluralCategory[]>> = {
  fr: ["many"],
  es: ["many"],
  it: ["many"],
  pt: ["many"],
};

const categoriesOf = (language: LanguageCode) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories as PluralCategory[];

describe("plural messages", () => {
  const englishPaths = async () => [...pluralMessages(await catalogTree("en")).keys()].sort();

  it("are the catalog's counted texts, in English as one and other", async () => {
    const paths = await englishPaths();
    expect(paths).toEqual(
      expect.arrayContaining([
        "forms.invalidSummary",
        "badges.board.earners",
        "badges.board.top.badgeCount",
        "chat.composer.remaining",
        "admin.visits.total",
      ]),
    );
    for (const [path, forms] of pluralMessages(await catalogTree("en")))
      expect(Object.keys(forms).sort(), path).toEqual(["one", "other"]);
  });

  describe.each(translatedLanguages)("%s", (language) => {
    it("has every plural form the language's rules name", async () => {
      // A form the rules do not name, or a message without `other`, is catalogs.test.ts's check.
      const required = categoriesOf(language).filter((c) => !mayOmit[language]?.includes(c));
      const messages = pluralMessages(await catalogTree(language));
      expect([...messages.keys()].sort()).toEqual(await englishPaths());
      for (const [path, forms] of messages) {
        const has = Object.keys(forms);
        for (const category of required)
          expect(has, `${language} ${path} lacks ${category}`).toContain(category);
      }
    });

    it("writes the count as {count}, never as a figure of its own", async () => {
      // A form such as "1 badge" would be shown for 0 too where `one` covers 0 (French, Hindi, Bengali).
      for (const [path, forms] of pluralMessages(await catalogTree(language)))
        for (const [category, text] of Object.entries(forms))
          expect(text.replace(/\{\w+\}/g, ""), `${language} ${path}.${category}`).not.toMatch(/\p{Nd}/u);
    });
  });
});

describe("pluralMessage", () => {
  it("chooses Arabic's six forms", async () => {
    const badges = (await loadCatalog("ar")).badges.board.top.badgeCount;
    const shown = [0, 1, 2, 3, 11, 100].map((count) => pluralMessage("ar", badges, count));
    expect(shown).toEqual(["لا شارات", "شارة واحدة", "شارتان", "3 شارات", "11 شارة", "100 شارة"]);
    const earners = (await loadCatalog("ar")).badges.board.earners;
    expect(pluralMessage("ar", earners, 10)).toBe("حصل عليها 10 أشخاص");
    expect(pluralMessage("ar", earners, 12)).toBe("حصل عليها 12 شخصًا");
    expect(pluralMessage("ar", earners, 102)).toBe("حصل عليها 102 شخص");
  });

  it("takes Hindi's and Bengali's `one` for 0 and 1, with the language's digits", async () => {
    const hindi = (await loadCatalog("hi")).badges.board.earners;
    expect(pluralMessage("hi", hindi, 0)).toBe("0 व्यक्ति ने यह पाया है");
    expect(pluralMessage("hi", hindi, 1)).toBe("1 व्यक्ति ने यह पाया है");
    expect(pluralMessage("hi", hindi, 2)).toBe("2 लोगों ने यह पाया है");
    const bengali = (await loadCatalog("bn")).badges.board.top.badgeCount;
    expect(pluralMessage("bn", bengali, 0)).toBe("০টি ব্যাজ");
    expect(pluralMessage("bn", bengali, 12)).toBe("১২টি ব্যাজ");
  });

  it("takes French's `one` for 0 and 1, English's only for 1, and Chinese's single form", async () => {
    const french = (await loadCatalog("fr")).badges.board.earners;
    expect(pluralMessage("fr", french, 0)).toBe("0 personne l’a obtenu");
    expect(pluralMessage("fr", french, 2)).toBe("2 personnes l’ont obtenu");
    const english = (await loadCatalog("en")).badges.board.top.badgeCount;
    expect([0, 1, 2].map((count) => pluralMessage("en", english, count))).toEqual([
      "0 badges",
      "1 badge",
      "2 badges",
    ]);
    expect(pluralMessage("en", (await loadCatalog("en")).forms.invalidSummary, 1)).toBe(
      "One answer needs your attention.",
    );
    expect(pluralMessage("zh", (await loadCatalog("zh")).badges.board.top.badgeCount, 1)).toBe("1 枚徽章");
  });

  it("falls back to `other` for a form the message leaves out, and groups the digits", async () => {
    const french = (await loadCatalog("fr")).badges.board.top.badgeCount;
    expect(new Intl.PluralRules("fr").select(1_000_000)).toBe("many");
    expect(pluralMessage("fr", french, 1_000_000)).toBe(`1${"\u202f"}000${"\u202f"}000 badges`);
    expect(pluralMessage("de", { other: "{count} Abzeichen" }, 1)).toBe("1 Abzeichen");
  });
});
