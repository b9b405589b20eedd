import { readFileSync } from "node:fs";
import { badgeCategoryTexts } from "@ember/domain";
import { describe, expect, it } from "vitest";
import { type GlossaryTerm, glossaries } from "../src/i18n/glossary.ts";
import { englishCatalog } from "../src/i18n/load-catalog.ts";
import { type TranslatedLanguage, translatedLanguages, translatedTexts } from "./translated-texts.ts";

// Every catalog text and every page content translation of each language, read against the key terms
// of its glossary (src/i18n/glossary.ts, the data of docs/translation/<lang>.md).

/** Languages whose variants are found inside words: Arabic joins و، ب، ال… to a word, Chinese has no spaces. */
const insideWords = new Set<TranslatedLanguage>(["ar", "zh"]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A glossary word as a pattern: whole words, any case, `*` for any ending, any space for a space. */
function wordPattern(word: string, anywhere = false): RegExp {
  const open = word.endsWith("*");
  const body = escapeRegExp((open ? word.slice(0, -1) : word).normalize("NFC")).replace(/ /g, "\\s+");
  if (anywhere) return new RegExp(body, "iu");
  return new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])${body}${open ? "[\\p{L}\\p{M}]*" : ""}(?![\\p{L}\\p{M}\\p{N}])`,
    "iu",
  );
}

const withoutPlaceholders = (text: string) => text.replace(/\{\w+\}/g, " ");

const says = (english: string, term: GlossaryTerm) =>
  term.english.some((word) => wordPattern(word).test(english));

/**
 * A refused variant a text rightly holds, with the reason. `where` is the start of the text's place as
 * translated-texts.ts names it ('catalog badges…' or 'content "…'); `variant` the glossary's word.
 */
const exceptions: readonly {
  language: TranslatedLanguage;
  where: string;
  variant: string;
  reason: string;
}[] = [
  {
    language: "fr",
    where: 'content "Every fire starts with a single spark',
    variant: "feu",
    reason: "the proverb, the one place the sheet keeps feu: « Tout feu commence par une simple étincelle »",
  },
  {
    language: "bn",
    where: 'content "In a national sample of nearly 7,000 adults over 50',
    variant: "কারণ*",
    reason: '"all-cause mortality" is death from any cause (কারণ, a reason), not a cause someone serves',
  },
];

const isException = (language: TranslatedLanguage, where: string, variant: string) =>
  exceptions.some((e) => e.language === language && e.variant === variant && where.startsWith(e.where));

/** A badge's English name where it is not the badge: a role or a step of the catalogue. */
const notTheBadge: readonly { english: string; reason: string }[] = [
  { english: "Became Official Mentor", reason: "the Mentor badge's last step: becoming a mentor, the role" },
  { english: "Youth Ministry Mentor", reason: "a team member's job title" },
];

const matches = (language: TranslatedLanguage, word: string, text: string) =>
  wordPattern(word, insideWords.has(language)).test(text.normalize("NFC"));

/** The refused variants a translation holds, given the English it translates. */
function refusedIn(
  language: TranslatedLanguage,
  english: string,
  translation: string,
): { variant: string; why: string }[] {
  // An English title kept as it is (a citation) is not a rendering.
  if (translation === english) return [];
  const glossary = glossaries[language];
  // A placeholder ({badge}) is a value, not a word of the text.
  const text = withoutPlaceholders(translation);
  const said = glossary.terms.filter((term) => says(withoutPlaceholders(english), term));
  const found: { variant: string; why: string }[] = [];
  for (const term of glossary.terms) {
    for (const variant of term.refuseAnywhere ?? [])
      if (matches(language, variant, text)) found.push({ variant, why: `${term.term} is ${term.rendering}` });
    if (!said.includes(term)) continue;
    for (const variant of term.refuse ?? []) {
      if (!matches(language, variant, text)) continue;
      // The rendering of another term the same English says ("purpose and cause") is that term's.
      if (said.some((other) => other !== term && matches(language, variant, other.rendering))) continue;
      found.push({ variant, why: `${term.term} is ${term.rendering}` });
    }
  }
  for (const badge of glossary.badges)
    for (const variant of badge.refuse ?? [])
      if (matches(language, variant, text)) found.push({ variant, why: `the badge is ${badge.rendering}` });
  return found;
}

describe.each(translatedLanguages)("the %s glossary", (language) => {
  const glossary = glossaries[language];

  it("is written for every key term of the sheet and every badge", () => {
    const terms = glossary.terms.map((term) => term.term);
    for (const term of ["purpose", "calling", "cause", "mentor", "counsellor", "badge", "fire", "community"])
      expect(terms, `${language}: ${term}`).toContain(term);
    expect(terms).toContain("assessment");
    expect(terms).toContain("Consistently (top answer)");
    const names = [
      ...Object.values(badgeCategoryTexts).map((category) => category.name),
      ...Object.values(englishCatalog.badges.awards).map((award) => award.name),
    ];
    expect(glossary.badges.map((badge) => badge.english).sort()).toEqual(names.sort());
  });

  it("agrees with docs/translation, which holds every rendering and refused variant", () => {
    const sheet = readFileSync(new URL(`../../../docs/translation/${language}.md`, import.meta.url), "utf8")
      .normalize("NFC")
      .replace(/\\\*/g, "*")
      .replace(/\s+/g, " ");
    const written = [
      ...glossary.terms.flatMap((term) => [
        term.rendering,
        ...(term.refuse ?? []),
        ...(term.refuseAnywhere ?? []),
      ]),
      ...glossary.badges.flatMap((badge) => [badge.rendering, ...(badge.refuse ?? [])]),
      ...glossary.scale,
    ].map((word) => word.replace(/\*$/, "").normalize("NFC"));
    const missing = written.filter((word) => !sheet.toLowerCase().includes(word.toLowerCase()));
    expect(missing, `docs/translation/${language}.md does not say`).toEqual([]);
  });

  it("finds none of the refused variants", async () => {
    const found: string[] = [];
    for (const { where, english, text } of await translatedTexts(language))
      for (const { variant, why } of refusedIn(language, english, text))
        if (!isException(language, where, variant))
          found.push(`${where}: "${variant}" (${why}) in ${JSON.stringify(text)}`);
    expect(found).toEqual([]);
  });

  it("renders each badge name one way, wherever the English names the badge", async () => {
    const found: string[] = [];
    for (const { where, english, text } of await translatedTexts(language)) {
      const named = notTheBadge.reduce((rest, role) => rest.replaceAll(role.english, ""), english);
      for (const badge of glossary.badges) {
        if (!new RegExp(`\\b${badge.english}\\b`).test(named)) continue;
        const ok = english === badge.english ? text === badge.rendering : text.includes(badge.rendering);
        if (!ok)
          found.push(`${where}: ${badge.english} is "${badge.rendering}", not in ${JSON.stringify(text)}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("names the assessment's answers as the scale does", async () => {
    const english = ["Never", "Rarely", "Sometimes", "Most Times", "Consistently"];
    const found: string[] = [];
    for (const { where, english: source, text } of await translatedTexts(language)) {
      const path = where.match(/^catalog assessment\.scale\.(\d)$/);
      if (path) {
        const expected = glossary.scale[Number(path[1])];
        if (text !== expected) found.push(`${where}: "${text}", not "${expected}"`);
        continue;
      }
      // A text that names the top answer ("from Never to Consistently") names each answer by its label.
      if (!/\bConsistently\b/.test(source)) continue;
      for (const [value, label] of english.entries()) {
        const answer = glossary.scale[value] ?? "";
        if (new RegExp(`\\b${label}\\b`).test(source) && !text.toLowerCase().includes(answer.toLowerCase()))
          found.push(`${where}: ${label} is "${answer}", not in ${JSON.stringify(text)}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe("the glossary check", () => {
  it("matches whole words, endings where asked, and inside words for Arabic and Chinese", () => {
    expect(wordPattern("sens").test("donner du sens à sa vie")).toBe(true);
    expect(wordPattern("sens").test("sensible")).toBe(false);
    expect(wordPattern("সম্প্রদায়*").test("সম্প্রদায়ের মানুষ")).toBe(true);
    expect(wordPattern("دعوة", true).test("والدعوة")).toBe(true);
    expect(wordPattern("raison d’être").test("raison\u00a0d’être")).toBe(true);
    expect(says("Find your purpose", glossaries.fr.terms[0] as GlossaryTerm)).toBe(true);
  });

  it("refuses what the review findings name, and only where the English means the term", () => {
    const variants = (language: TranslatedLanguage, english: string, text: string) =>
      refusedIn(language, english, text).map((found) => found.variant);
    // Hindi: "cause" is सरोकार, never उद्देश्य, which is "purpose".
    expect(variants("hi", "What cause are you committed to?", "आप किस उद्देश्य के लिए प्रतिबद्ध हैं?")).toEqual([
      "उद्देश्य*",
    ]);
    expect(variants("hi", "Your purpose and your cause", "आपका उद्देश्य और आपका सरोकार")).toEqual([]);
    // Arabic: calling is رسالة الحياة, not دعوة; a counsellor is never a مرشد نفسي.
    expect(variants("ar", "one calling", "دعوة واحدة")).toEqual(["دعوة"]);
    expect(variants("ar", "an invitation", "دعوة إلى لقاء")).toEqual([]);
    expect(variants("ar", "Talk to someone", "تحدث مع مرشد نفسي")).toEqual(["مرشد نفسي"]);
    // Bengali: কমিউনিটি, never সম্প্রদায়, whatever the English.
    expect(variants("bn", "Join us", "আমাদের সম্প্রদায়ের সঙ্গে যুক্ত হোন")).toEqual(["সম্প্রদায়*"]);
    // "Consistently" is never "Always"; French has one word for "purpose".
    expect(variants("fr", "Show up consistently", "Soyez toujours présent")).toEqual(["toujours"]);
    expect(variants("fr", "Find your purpose", "Trouvez votre vocation")).toEqual(["vocation"]);
    expect(variants("zh", "First Step Champion", "第一步冠军")).toEqual(["第一步冠军"]);
  });
});
