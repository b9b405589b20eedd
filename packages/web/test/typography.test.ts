import { describe, expect, it } from "vitest";
import { type TranslatedLanguage, translatedLanguages, translatedTexts } from "./translated-texts.ts";

// The typography of each language's style sheet (docs/translation/<lang>.md), over every catalog text
// and every page content translation. Placeholders ({count}), URLs and e-mail addresses are values, not
// the language's text, so they are set aside first, as are the names that keep their own punctuation.

type Rule = {
  readonly name: string;
  /** The offending marks of a text, each with a little of its context. */
  readonly find: (text: string) => string[];
};

/**
 * Names that keep their own punctuation in every language (docs/translation: "what stays in English").
 * Ember's own names (Ember, Jordan, Hearth Families Network, Crisis Text Line) have none.
 */
const names = ["Office of the U.S. Surgeon General", "U.S."];

/** A placeholder, URL, e-mail address or name becomes this neutral mark: not a letter, not punctuation. */
const VALUE = "\uE000";
const withoutValues = (text: string) =>
  names
    .reduce((rest, name) => rest.replaceAll(name, VALUE), text)
    .replace(/\bhttps?:\/\/[^\s«»“”"')）]+|\bwww\.[^\s«»“”"')）]+/g, VALUE)
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, VALUE)
    .replace(/\{\w+\}/g, VALUE);

/** Each match of `pattern` in `text`, with up to 12 characters on either side. */
function around(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map(({ index, 0: match }) =>
    JSON.stringify(text.slice(Math.max(0, index - 12), index + match.length + 12)),
  );
}

const HAN = "\\p{Script=Han}";
const ARABIC_LETTER = /\p{Script=Arabic}/u;
const LATIN_OR_DIGIT = /[\p{Script=Latin}\p{Nd}]/u;

/** The next non-space character after `index`, and the last one before it. */
function neighbours(text: string, index: number, length: number): [string, string] {
  const before = text.slice(0, index).trimEnd().at(-1) ?? "";
  const after = text.slice(index + length).trimStart()[0] ?? "";
  return [before, after];
}

/** The sheet's ellipsis: the single character … (or Chinese ……), or three full stops. */
const ellipsis: Record<TranslatedLanguage, "…" | "……" | "..."> = {
  fr: "…",
  de: "…",
  it: "…",
  ar: "…",
  zh: "……",
  // These sheets keep three full stops, "as in the source catalogs".
  es: "...",
  pt: "...",
  hi: "...",
  bn: "...",
};

/**
 * Quotation marks a sheet does not use: straight quotes nowhere; „…“ in German, so no ” and no « »;
 * “…” in Portuguese, Hindi, Bengali and Chinese, so no « » (Arabic's « » have a rule of their own).
 */
const foreignQuotes: Record<TranslatedLanguage, RegExp> = {
  fr: /"/g,
  es: /"/g,
  it: /"/g,
  ar: /"/g,
  de: /["”«»]/g,
  pt: /["«»]/g,
  hi: /["«»]/g,
  bn: /["«»]/g,
  zh: /["«»]/g,
};

const everyLanguage = (language: TranslatedLanguage): Rule[] => [
  { name: "no double space", find: (text) => around(text, / {2,}/g) },
  { name: "the sheet's quotation marks", find: (text) => around(text, foreignQuotes[language]) },
  {
    name: `the ellipsis is ${ellipsis[language]}`,
    find: (text) =>
      ellipsis[language] === "..."
        ? around(text, /…/g)
        : ellipsis[language] === "……"
          ? around(text, /\.{3}|(?<!…)…(?!…)/g)
          : around(text, /\.{3}/g),
  },
];

const french: Rule[] = [
  // Narrow no-break space (U+202F) or no-break space (U+00A0) before ; : ! ? (docs/translation/fr.md).
  { name: "no ordinary space before ; : ! ?", find: (text) => around(text, / [;:!?]/g) },
  {
    name: "a no-break space before ; : ! ?",
    // After a letter, a closing mark or a value; a colon between digits is a time or a ratio.
    find: (text) => around(text, /(?<=[\p{L}\p{M}»)\]’”\uE000])[;!?]|(?<=[\p{L}\p{M}»)\]’”\uE000]):/gu),
  },
  {
    name: "a no-break space inside « »",
    find: (text) => around(text, /«(?![\u202f\u00a0])|(?<![\u202f\u00a0])»/g),
  },
  { name: "the apostrophe is ’", find: (text) => around(text, /'/g) },
];

const italian: Rule[] = [
  // The Italian sheet keeps the straight apostrophe everywhere and does not mix in ’.
  { name: "the apostrophe is '", find: (text) => around(text, /’/g) },
];

const chinese: Rule[] = [
  {
    name: "full-width punctuation next to Chinese",
    find: (text) =>
      around(
        text,
        new RegExp(`(?<=${HAN}\\s?)[,.!?;:()]|[,.!?;:()](?=\\s?${HAN})|(?<=${HAN})\\s[,.!?;:()]`, "gu"),
      ),
  },
];

const arabic: Rule[] = [
  {
    name: "، ؛ ؟ in Arabic text",
    // A comma between digits is a thousands separator (2,098); one inside an English run stays English.
    find: (text) =>
      [...text.matchAll(/[,;?]/g)]
        .filter(({ index }) => {
          const [before, after] = neighbours(text, index, 1);
          const english = LATIN_OR_DIGIT.test(before) && (after === "" || LATIN_OR_DIGIT.test(after));
          return !english && (ARABIC_LETTER.test(before) || ARABIC_LETTER.test(after) || after === "");
        })
        .map(({ index }) => JSON.stringify(text.slice(Math.max(0, index - 12), index + 13))),
  },
  { name: "quotation marks are « »", find: (text) => around(text, /["“”]/g) },
];

const spanish: Rule[] = [
  {
    // Best effort: a text with more closing ? or ! than opening ¿ or ¡ has a question or an
    // exclamation that does not open.
    name: "¿ and ¡ open what ? and ! close",
    find: (text) => {
      const count = (mark: string) => text.split(mark).length - 1;
      const found: string[] = [];
      if (count("?") > count("¿")) found.push(JSON.stringify(text.slice(0, 100)));
      if (count("!") > count("¡")) found.push(JSON.stringify(text.slice(0, 100)));
      return found;
    },
  },
];

const rulesOf = (language: TranslatedLanguage): Rule[] => [
  ...everyLanguage(language),
  ...(language === "fr" ? french : []),
  ...(language === "it" ? italian : []),
  ...(language === "zh" ? chinese : []),
  ...(language === "ar" ? arabic : []),
  ...(language === "es" ? spanish : []),
];

/**
 * Texts a rule rightly does not hold for, with the reason. `where` is the start of the text's place as
 * translated-texts.ts names it.
 */
const exceptions: readonly { language: TranslatedLanguage; rule: string; where: string; reason: string }[] = [
  {
    language: "fr",
    rule: "a no-break space before ; : ! ?",
    where: "catalog admin.translations.downloadHint",
    reason: "the command `npm run translations:merge` is typed as it is",
  },
  {
    language: "fr",
    rule: "a no-break space before ; : ! ?",
    where: 'content "Office of the U.S. Surgeon General, “Social Media',
    reason: "the English titles of the sources, quoted as published",
  },
];

describe.each(translatedLanguages)("the %s typography", (language) => {
  it.each(rulesOf(language).map((rule) => [rule.name, rule] as const))("%s", async (name, rule) => {
    const found: string[] = [];
    for (const { where, english, text } of await translatedTexts(language)) {
      // An English title kept as it is (a citation) follows English typography.
      if (text === english) continue;
      if (exceptions.some((e) => e.language === language && e.rule === name && where.startsWith(e.where)))
        continue;
      for (const mark of rule.find(withoutValues(text))) found.push(`${where}: ${mark}`);
    }
    expect(found).toEqual([]);
  });
});

describe("the typography rules", () => {
  const find = (rules: Rule[], name: string, text: string) =>
    rules.find((rule) => rule.name === name)?.find(withoutValues(text)) ?? [];

  it("see what each sheet rules out, and leave values and numbers alone", () => {
    expect(find(french, "no ordinary space before ; : ! ?", "Prêt ? Oui")).toHaveLength(1);
    expect(find(french, "no ordinary space before ; : ! ?", "Prêt\u202f? Oui")).toEqual([]);
    expect(
      find(french, "a no-break space before ; : ! ?", "Prêt? 18:30, https://ember.org/a?b=1"),
    ).toHaveLength(1);
    expect(find(french, "a no-break space inside « »", "« Partagez votre flamme\u202f»")).toHaveLength(1);
    expect(find(french, "the apostrophe is ’", "l'équipe")).toHaveLength(1);
    expect(find(chinese, "full-width punctuation next to Chinese", "你好, 世界（Ember）")).toHaveLength(1);
    expect(find(chinese, "full-width punctuation next to Chinese", "见 (Ember)")).toHaveLength(1);
    expect(find(chinese, "full-width punctuation next to Chinese", "共 2,098 人，见 {count}.")).toEqual([]);
    expect(find(arabic, "، ؛ ؟ in Arabic text", "هل أنت مستعد? نعم, 2,098")).toHaveLength(2);
    expect(find(arabic, "، ؛ ؟ in Arabic text", "«Detection, Estimation» و US$ 2,000")).toEqual([]);
    expect(find(spanish, "¿ and ¡ open what ? and ! close", "Listo? ¿Seguro?")).toHaveLength(1);
    expect(find(everyLanguage("zh"), "the ellipsis is ……", "正在加载…")).toHaveLength(1);
    expect(find(everyLanguage("fr"), "the ellipsis is …", "Chargement...")).toHaveLength(1);
    expect(
      find(everyLanguage("de"), "the sheet's quotation marks", '„Teile dein Feuer” und "mehr"'),
    ).toHaveLength(3);
  });
});
