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

/** Bump on every change of a phrase list; the server logs it with each alert's keyword. */
export const crisisPhraseVersion = "2026-11-22.1";

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

export interface CompiledPhrase extends CrisisPhrase {
  readonly matcher: RegExp;
  readonly unlessMatcher: RegExp | null;
}

const BEFORE = "(?<![\\p{L}\\p{M}\\p{N}])";
const AFTER = "(?![\\p{L}\\p{M}\\p{N}])";

/** A folded pattern between word boundaries (or anywhere, for unspaced scripts). */
export function compileWords(
  source: string,
  options: { spaced?: boolean; prefix?: string; flags?: string } = {},
) {
  const { spaced = true, prefix = "", flags = "u" } = options;
  const body = `(?:${normalizePattern(source)})`;
  return new RegExp(spaced ? `${BEFORE}${prefix}${body}${AFTER}` : body, flags);
}

function compileList(list: CrisisPhraseList): CompiledPhrase[] {
  // Arabic joins "and"/"so" (و, ف) and "with"/"to"/"like" (ب, ل, ك) to the next word.
  const prefix = list.lang === "ar" ? "(?:[وف])?(?:[بلك])?" : "";
  return list.phrases.map((phrase) => ({
    ...phrase,
    matcher: compileWords(phrase.pattern, { spaced: list.spaced, prefix, flags: "gu" }),
    unlessMatcher: phrase.unless ? compileWords(phrase.unless, { spaced: list.spaced }) : null,
  }));
}

/** Every phrase of every language, tier 1 first, then 2, then 3; within a tier English first. */
export const compiledPhrases: readonly CompiledPhrase[] = crisisPhraseLists
  .flatMap(compileList)
  .sort((a, b) => a.tier - b.tier);
