/**
 * Text normalisation for crisis matching. Messages and phrase patterns go through the same character
 * folding, so a phrase written naturally ("can't", "não", "أريد", "हूँ") meets the message however it
 * was typed. Every step is one pass over the text (linear time).
 */
import { looseIndic } from "./indic.ts";
import { canonicalTokens } from "./spelling.ts";
import { spend } from "./work-meter.ts";

// Invisible format characters people paste or insert to dodge filters: soft hyphen, combining grapheme
// joiner, Arabic letter mark, Mongolian selectors and vowel separator, zero-width spaces and joiners,
// bidi marks and isolates, word joiner and invisible operators, BOM, variation and tag selectors,
// Hangul fillers, Khmer inherent vowels, Braille blank, musical-notation formatting, C0/C1 controls.
// C0 and C1 controls, written as a string: each character is stripped on its own.
const CONTROLS = "\\u0000-\\u0008\\u000E-\\u001F\\u007F-\\u009F";
const INVISIBLE = new RegExp(
  `[${CONTROLS}\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u2800\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\u{1D173}-\\u{1D17A}\\u{E0000}-\\u{E007F}\\u{E0100}-\\u{E01EF}]`,
  "gu",
);

// Marks people type for an apostrophe (acute and grave accents, primes, modifier letters, diaeresis).
// Removed before NFKC, which would turn "´" into a space and a combining accent.
const APOSTROPHES = /['’‘ʼ`´ʹ′‛＇ˈˊˋ΄᾽ʻʽꞌ¨˜]/gu;

// Letters of other scripts that look like Latin ones: Cyrillic, Greek, Latin small capitals and IPA.
// None of the ten site languages writes in Cyrillic or Greek, so folding them cannot break one.
const HOMOGLYPHS: Record<string, string> = {
  а: "a",
  б: "b",
  в: "b",
  г: "r",
  д: "d",
  е: "e",
  ё: "e",
  з: "3",
  и: "u",
  к: "k",
  л: "n",
  м: "m",
  н: "h",
  о: "o",
  п: "n",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ь: "b",
  і: "i",
  ї: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  һ: "h",
  ӏ: "l",
  ԛ: "q",
  ԝ: "w",
  α: "a",
  β: "b",
  γ: "y",
  δ: "d",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  μ: "u",
  ν: "v",
  ο: "o",
  ρ: "p",
  σ: "o",
  τ: "t",
  υ: "u",
  χ: "x",
  ω: "w",
  ς: "s",
  ı: "i",
  ɑ: "a",
  ɡ: "g",
  ɪ: "i",
  ʏ: "y",
  ᴀ: "a",
  ʙ: "b",
  ᴄ: "c",
  ᴅ: "d",
  ᴇ: "e",
  ꜰ: "f",
  ɢ: "g",
  ʜ: "h",
  ᴊ: "j",
  ᴋ: "k",
  ʟ: "l",
  ᴍ: "m",
  ɴ: "n",
  ᴏ: "o",
  ᴘ: "p",
  ʀ: "r",
  ꜱ: "s",
  ᴛ: "t",
  ᴜ: "u",
  ᴠ: "v",
  ᴡ: "w",
  ᴢ: "z",
  ł: "l",
  ø: "o",
  đ: "d",
  ħ: "h",
  ŧ: "t",
  ƀ: "b",
  ɨ: "i",
  ʉ: "u",
  "٠": "0",
  "١": "1",
  "٢": "2",
  "٣": "3",
  "٤": "4",
  "٥": "5",
  "٦": "6",
  "٧": "7",
  "٨": "8",
  "٩": "9",
  "۰": "0",
  "۱": "1",
  "۲": "2",
  "۳": "3",
  "۴": "4",
  "۵": "5",
  "۶": "6",
  "۷": "7",
  "۸": "8",
  "۹": "9",
  ی: "ي",
  ک: "ك",
  "०": "0",
  "१": "1",
  "२": "2",
  "३": "3",
  "४": "4",
  "५": "5",
  "६": "6",
  "७": "7",
  "८": "8",
  "९": "9",
  "০": "0",
  "১": "1",
  "২": "2",
  "৩": "3",
  "৪": "4",
  "৫": "5",
  "৬": "6",
  "৭": "7",
  "৮": "8",
  "৯": "9",
};
const HOMOGLYPH_RE = new RegExp(`[${Object.keys(HOMOGLYPHS).join("")}]`, "gu");

// Combining marks dropped after canonical decomposition: Latin accents and stacked diacritics ("não" =
// "nao", zalgo text), Arabic short vowels, hamza carriers (أ إ آ ؤ ئ fold to their bare letters) and
// tatweel, the Devanagari and Bengali nukta. Indic vowel signs are letters of their own and are kept.
const MARKS =
  "\\u0300-\\u036F\\u0483-\\u0489\\u0610-\\u061A\\u064B-\\u065F\\u0670\\u06D6-\\u06ED\\u0640\\u093C\\u09BC\\u1AB0-\\u1AFF\\u1DC0-\\u1DFF\\u20D0-\\u20FF\\uFE20-\\uFE2F";
const DROPPED_MARKS = new RegExp(`[${MARKS}]`, "gu");

/** Character-level folding shared by messages and phrase patterns (no token rewriting). */
export function foldCharacters(text: string): string {
  spend(text.length * 4);
  return text
    .replace(APOSTROPHES, "")
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .replace(APOSTROPHES, "")
    .toLowerCase()
    .replace(HOMOGLYPH_RE, (ch) => HOMOGLYPHS[ch] ?? ch)
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(DROPPED_MARKS, "")
    .normalize("NFC")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/\u0901/g, "\u0902")
    .replace(/\u0981/g, "\u0982");
}

/** The punctuation between two tokens, as it bears on reading them. */
export type Boundary = "" | "," | "." | "!" | "?";

/** One reading of a message: tokens joined by single spaces, with a space before and after. */
export interface Form {
  readonly text: string;
  /** Punctuation after the token that ends at each space position (position of the space). */
  readonly boundaries: ReadonlyMap<number, Boundary>;
  /** Positions of the spaces that follow a clause or sentence end, ascending. */
  readonly clauseEnds: readonly number[];
}

const SENTENCE = /[.!?。！？؟।॥\n…]/u;
const EXCLAIM = /[!！]/u;
const QUESTION = /[?？؟]/u;
const CLAUSE = /[,;:，、؛–—()"“”«»「」『』]/u;

function boundaryOf(separator: string): Boundary {
  if (SENTENCE.test(separator)) {
    if (EXCLAIM.test(separator)) return "!";
    if (QUESTION.test(separator)) return "?";
    return ".";
  }
  return CLAUSE.test(separator) ? "," : "";
}

interface Token {
  text: string;
  after: Boundary;
}

const TOKEN = /[\p{L}\p{M}\p{N}]+|\p{Extended_Pictographic}|[^\p{L}\p{M}\p{N}\p{Extended_Pictographic}]+/gu;
const WORDLIKE = /^[\p{L}\p{M}\p{N}]/u;
const HAN = /\p{Script=Han}/u;
const SCRIPT_EDGE = /(?<=\p{Script=Han})(?=[a-z0-9])|(?<=[a-z0-9])(?=\p{Script=Han})/gu;

function tokenize(text: string): Token[] {
  spend(text.length);
  const tokens: Token[] = [];
  let pending: Boundary = "";
  for (const [piece] of text.matchAll(TOKEN)) {
    if (WORDLIKE.test(piece) || /\p{Extended_Pictographic}/u.test(piece)) {
      // Chinese beside pinyin or digits ("我想si") is two words.
      const parts = HAN.test(piece) && /[a-z0-9]/.test(piece) ? piece.split(SCRIPT_EDGE) : [piece];
      for (const part of parts) tokens.push({ text: part, after: "" });
      pending = "";
    } else {
      const b = boundaryOf(piece);
      const last = tokens.at(-1);
      if (last && b !== "") {
        // The strongest punctuation wins: a sentence end over a comma.
        pending = b === "," && pending !== "" ? pending : b;
        last.after = pending;
      }
    }
  }
  return tokens;
}

/** Builds the spaced reading (and, for Chinese, the dense one) with the punctuation positions. */
function formOf(tokens: readonly Token[], dense: boolean): Form {
  let text = dense ? "" : " ";
  const boundaries = new Map<number, Boundary>();
  const clauseEnds: number[] = [];
  for (const token of tokens) {
    text += dense ? token.text : `${token.text} `;
    const at = dense ? text.length : text.length - 1;
    if (token.after !== "") {
      boundaries.set(at, token.after);
      clauseEnds.push(at);
    }
  }
  spend(text.length);
  return { text, boundaries, clauseEnds };
}

const LEET: Record<string, string> = {
  "0": "o",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "9": "g",
  "@": "a",
  $: "s",
  "€": "e",
  "£": "l",
  "|": "l",
};

/** Leetspeak inside words that also hold Latin letters ("k1ll", "$uicide"); plain numbers stay. */
function unLeet(text: string, one: "i" | "l"): string {
  spend(text.length);
  return text.replace(/\S+/g, (chunk) => {
    if (!/[a-z]/.test(chunk) || !/[0-9@$!|€£]/.test(chunk)) return chunk;
    return chunk
      .replace(/[013456789@$|€£]/g, (ch) => (ch === "1" ? one : (LEET[ch] ?? ch)))
      .replace(/(?<=[a-z])!+(?=[a-z])/g, "i")
      .replace(/^!(?=[a-z])/g, "i");
  });
}

/** Letters spelled out one by one ("d i e", "k.i.l.l"), joined. */
const SPELLED = /(?<=^|[^a-z])((?:[a-z][ .\-_*]+){2,}[a-z])(?![a-z])/g;
const joinSpelled = (text: string) => text.replace(SPELLED, (m) => m.replace(/[ .\-_*]+/g, ""));

/** Characters read in full: beyond this only tier-1 phrases are looked for (in linear time). */
export const FULL_READ = 4000;

/**
 * The readings of a message to match, each a Form: folded characters, tokens rewritten to a canonical
 * spelling (texting forms, contractions, misspellings of key words, words run together or split), and,
 * when they differ, the leetspeak readings, the reading with spelled-out letters joined and the one with
 * every doubled letter single. At most six readings, each built in one pass.
 */
export function readingsOf(message: string): { spaced: Form[]; dense: Form[] } {
  const folded = foldCharacters(message);
  const variants = new Set<string>([folded]);
  if (/[a-z]/.test(folded) && /[0-9@$!|€£]/.test(folded)) {
    variants.add(unLeet(folded, "i"));
    variants.add(unLeet(folded, "l"));
  }
  if (/(?:^|[^a-z])[a-z][ .\-_*]+[a-z][ .\-_*]+[a-z](?:[^a-z]|$)/.test(folded)) {
    for (const v of [...variants]) variants.add(joinSpelled(v));
  }
  const spaced = new Map<string, Form>();
  const dense = new Map<string, Form>();
  const hasHan = HAN.test(folded);
  for (const variant of variants) {
    const typed = tokenize(variant);
    // The plain reading, then the corrected one (misspellings, words run together) when it differs.
    for (const correct of [false, true]) {
      const tokens = canonicalTokens(typed, correct);
      const form = formOf(tokens, false);
      if (correct && spaced.has(form.text)) continue;
      spaced.set(form.text, form);
      if (hasHan) {
        const d = formOf(tokens, true);
        dense.set(d.text, d);
      }
    }
    // Stretched letters read single ("dieeee", "alllll"), in the words typed stretched.
    if (/([a-z])\1\1/.test(variant)) {
      const single = typed.map((t) => ({
        text: /([a-z])\1\1/.test(t.text) ? t.text.replace(/([a-z])\1+/g, "$1") : t.text,
        after: t.after,
      }));
      const s = formOf(canonicalTokens(single, true), false);
      spaced.set(s.text, s);
    }
  }
  return { spaced: [...spaced.values()], dense: [...dense.values()] };
}

/** A phrase pattern in natural spelling, folded like a message but keeping its regular-expression syntax. */
export function normalizePattern(source: string): string {
  // Escapes such as \S and \W must survive lower-casing ("\S" is not "\s").
  const escapes: string[] = [];
  const kept = source.replace(
    /\\[A-Za-z]/g,
    (sequence) => `\u{F0000}${String.fromCodePoint(0xf0001 + escapes.push(sequence))}`,
  );
  const folded = looseIndic(foldCharacters(kept).replace(/\s+/g, " "));
  return folded.replace(
    /\u{F0000}(.)/gu,
    (_, mark: string) => escapes[(mark.codePointAt(0) ?? 0) - 0xf0002] ?? "",
  );
}
