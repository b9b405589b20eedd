import type { LanguageCode } from "../languages.ts";
import { negationWords } from "./context-lexicon.ts";
import { normalizePattern } from "./normalize-text.ts";
import type { CrisisPhrase, CrisisPhraseList } from "./phrase-types.ts";
import { arabicPhrases } from "./phrases-ar.ts";
import { bengaliPhrases } from "./phrases-bn.ts";
import { germanPhrases } from "./phrases-de.ts";
import { englishPhrases } from "./phrases-en.ts";
import { spanishPhrases } from "./phrases-es.ts";
import { frenchPhrases } from "./phrases-fr.ts";
import { hindiPhrases } from "./phrases-hi.ts";
import { italianPhrases } from "./phrases-it.ts";
import { portuguesePhrases } from "./phrases-pt.ts";
import { chinesePhrases } from "./phrases-zh.ts";
import { PATTERN_PAIRS } from "./spelling.ts";

/** Bump on every change of a phrase list; the server logs it with each alert's keyword. */
export const crisisPhraseVersion = "2026-11-27.1";

export const crisisPhraseLists: readonly CrisisPhraseList[] = [
  { lang: "en", spaced: true, phrases: englishPhrases },
  spanishPhrases,
  frenchPhrases,
  germanPhrases,
  portuguesePhrases,
  chinesePhrases,
  hindiPhrases,
  arabicPhrases,
  bengaliPhrases,
  italianPhrases,
];

/** The writing systems a phrase can be in; a message is only matched against those it holds. */
export type Script = "latin" | "han" | "devanagari" | "bengali" | "arabic" | "symbol";

export interface CompiledPhrase extends CrisisPhrase {
  readonly lang: LanguageCode;
  readonly script: Script;
  /** Chinese: matched in the reading without spaces. */
  readonly dense: boolean;
  readonly matcher: RegExp;
  readonly unlessMatcher: RegExp | null;
  /** The words after a sentence-closing phrase that still make it a risk ("and a date"). */
  readonly closesMatcher: RegExp | null;
  /** A negation at the end of the words before the phrase, in its language. */
  readonly negationMatcher: RegExp;
}

const pairTo = new Map(PATTERN_PAIRS);
const PAIR = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${PATTERN_PAIRS.map(([from]) => from).join("|")})(?![\\p{L}\\p{N}])`,
  "gu",
);

/** English contractions in a pattern, so "i am", "can not" and "I'm" in a pattern are one spelling. */
function contract(source: string): string {
  return source.replace(PAIR, (pair) => pairTo.get(pair) ?? pair);
}

export const foldPattern = (source: string) => contract(normalizePattern(source));

/** Between words: forms are tokens joined by single spaces, with a space at each end. */
const BEFORE = "(?<= )";
const AFTER = "(?= )";

/** A folded pattern between words (or anywhere, for Chinese). */
export function compileWords(
  source: string,
  options: { spaced?: boolean; prefix?: string; flags?: string } = {},
): RegExp {
  const { spaced = true, prefix = "", flags = "u" } = options;
  const body = `(?:${foldPattern(source)})`;
  return new RegExp(spaced ? `${BEFORE}${prefix}${body}${AFTER}` : body, flags);
}

function scriptOf(pattern: string): Script {
  const letter = /[\p{L}]/u.exec(pattern.replace(/\\[a-zA-Z]/g, ""))?.[0] ?? "";
  if (/\p{Script=Han}/u.test(letter)) return "han";
  if (/[\u0900-\u097F]/u.test(letter)) return "devanagari";
  if (/[\u0980-\u09FF]/u.test(letter)) return "bengali";
  if (/[\u0600-\u06FF]/u.test(letter)) return "arabic";
  if (letter === "") return "symbol";
  return "latin";
}

const negationCache = new Map<string, RegExp>();
function negationOf(lang: LanguageCode, script: Script): RegExp {
  if (script === "han") return new RegExp(`(?:${negationWords.zh})(?:.{0,2})$`, "u");
  // Latin-script phrases also meet English ("I'm not suicidal" holds the Spanish "suicid..." too).
  const key = script === "latin" && lang !== "en" ? `${lang}+en` : lang;
  let re = negationCache.get(key);
  if (!re) {
    const words = key === lang ? negationWords[lang] : `${negationWords[lang]}|${negationWords.en}`;
    // A negation among the last three words of the clause before the phrase.
    re = new RegExp(`(?:^| )(?:${foldPattern(words)})(?: \\S+){0,2} ?$`, "u");
    negationCache.set(key, re);
  }
  return re;
}

/** The top-level alternatives of a regular-expression source ("a|b(c|d)" is "a", "b(c|d)"). */
function alternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === "\\") {
      i += 1;
    } else if (inClass) {
      if (ch === "]") inClass = false;
    } else if (ch === "[") {
      inClass = true;
    } else if (ch === "(") {
      depth += 1;
    } else if (ch === ")") {
      depth -= 1;
    } else if (ch === "|" && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}

/** Every writing system whose letters an alternative holds ("(?:कट|kat) के" is both). */
function scriptsOf(alternative: string): Script[] {
  const bare = alternative.replace(/\\[a-zA-Z]/g, "");
  const found = new Set<Script>();
  for (const [script, re] of SCRIPT_LETTERS) if (re.test(bare)) found.add(script);
  return found.size === 0 ? [scriptOf(alternative)] : [...found];
}
const SCRIPT_LETTERS: readonly (readonly [Script, RegExp])[] = [
  ["han", /\p{Script=Han}/u],
  ["devanagari", /[\u0900-\u097F]/u],
  ["bengali", /[\u0980-\u09FF]/u],
  ["arabic", /[\u0600-\u06FF]/u],
  ["latin", /[a-zA-Z]/u],
];

/** A pattern's alternatives by writing system: Hindi in Devanagari and in Latin letters are two phrases. */
function byScript(pattern: string): Map<Script, string> {
  const parts = new Map<Script, string[]>();
  for (const alternative of alternatives(pattern)) {
    for (const script of scriptsOf(alternative))
      parts.set(script, [...(parts.get(script) ?? []), alternative]);
  }
  return new Map([...parts].map(([script, list]) => [script, list.join("|")]));
}

function compileList(list: CrisisPhraseList): CompiledPhrase[] {
  // Arabic joins "and"/"so" (و, ف), "with"/"to"/"like" (ب, ل, ك) and "the" (ال) to the next word.
  const arabicPrefix = "(?:[وف])?(?:[بلك])?(?:ال)?";
  // French and Italian elide "de", "le", "je", "me"... before a vowel ("d'en finir", "l'enterrement"):
  // with the apostrophe gone the two are one word.
  const elision = list.lang === "fr" || list.lang === "it" ? "(?:[dljmtsnc]|qu|dell|all|nell|sull|un)?" : "";
  return list.phrases.flatMap((phrase: CrisisPhrase) =>
    [...byScript(phrase.pattern)].map(([script, pattern]) =>
      compileOne(list, { ...phrase, pattern }, script, script === "latin" ? elision : arabicPrefix),
    ),
  );
}

function compileOne(
  list: CrisisPhraseList,
  phrase: CrisisPhrase,
  script: Script,
  wordPrefix: string,
): CompiledPhrase {
  {
    const dense = script === "han";
    const spaced = !dense;
    const prefix = script === "arabic" || script === "latin" ? wordPrefix : "";
    return {
      ...phrase,
      lang: list.lang,
      script,
      dense,
      matcher: compileWords(phrase.pattern, { spaced, prefix, flags: "gu" }),
      unlessMatcher: phrase.unless ? compileWords(phrase.unless, { spaced, prefix }) : null,
      closesMatcher:
        typeof phrase.closes === "string"
          ? new RegExp(`^${spaced ? " " : ""}(?:${foldPattern(phrase.closes)})${spaced ? AFTER : ""}`, "u")
          : null,
      negationMatcher: negationOf(list.lang, script),
    };
  }
}

/** Every phrase of every language, tier 1 first, then 2, then 3; within a tier English first. */
export const compiledPhrases: readonly CompiledPhrase[] = crisisPhraseLists
  .flatMap(compileList)
  .sort((a, b) => a.tier - b.tier);

/**
 * The phrases of one writing system: a message is matched only against the systems it holds. (One
 * expression joining a group's phrases, as a quick "could any match?", was slower than the phrases one by
 * one: V8 tries every alternative at every position.)
 */
export interface PhraseGroup {
  readonly script: Script;
  readonly phrases: readonly CompiledPhrase[];
}

const groupOf = (script: Script, phrases: readonly CompiledPhrase[]): PhraseGroup => ({ script, phrases });

const scripts: readonly Script[] = ["latin", "han", "devanagari", "bengali", "arabic", "symbol"];

/** The phrases by writing system (all tiers), and the tier-1 phrases alone (for very long messages). */
export const phraseGroups: readonly PhraseGroup[] = scripts
  .map((s) =>
    groupOf(
      s,
      compiledPhrases.filter((p) => p.script === s),
    ),
  )
  .filter((g) => g.phrases.length > 0);

export const tierOneGroups: readonly PhraseGroup[] = scripts
  .map((s) =>
    groupOf(
      s,
      compiledPhrases.filter((p) => p.script === s && p.tier === 1 && p.gate === undefined),
    ),
  )
  .filter((g) => g.phrases.length > 0);
