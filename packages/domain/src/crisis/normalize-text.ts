/**
 * Text normalisation for crisis matching. Messages and phrase patterns go through the same steps, so a
 * phrase written naturally ("can't", "não", "أريد") meets the message however it was typed.
 */

// Invisible format characters people paste or insert to dodge filters (soft hyphen, zero-width space,
// joiners, bidi marks, word joiner, BOM, variation and tag selectors).
const INVISIBLE =
  /\u00AD|\u034F|\u061C|\u180E|[\u200B-\u200F]|[\u202A-\u202E]|[\u2060-\u206F]|[\uFE00-\uFE0F]|\uFEFF|[\u{E0000}-\u{E007F}]|[\u{E0100}-\u{E01EF}]/gu;

// Cyrillic and Greek letters that look like Latin ones. None of the ten site languages writes in these
// scripts, so folding them everywhere cannot break a supported language.
const HOMOGLYPHS: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ї: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  һ: "h",
  ӏ: "l",
  ԛ: "q",
  ԝ: "w",
  ь: "b",
  п: "n",
  α: "a",
  β: "b",
  γ: "y",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ω: "w",
  ς: "s",
  ı: "i",
  ɑ: "a",
  ɡ: "g",
};
const HOMOGLYPH_RE = new RegExp(`[${Object.keys(HOMOGLYPHS).join("")}]`, "gu");

// Combining marks dropped after canonical decomposition: Latin/Greek/Cyrillic accents ("não" = "nao"),
// Arabic short vowels and hamza carriers (أ إ آ ؤ ئ fold to their bare letters), the Devanagari and
// Bengali nukta. Devanagari and Bengali vowel signs are letters of their own and are kept.
const DROPPED_MARKS = /[\u0300-\u036F\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640\u093C\u09BC]/gu;
const APOSTROPHES = /['’‘ʼ`´ʹ′‛＇]/gu;
const PUNCTUATION = /[^\p{L}\p{M}\p{N}\p{Extended_Pictographic}]+/gu;

/** Character-level folding shared by messages and phrase patterns (no token rewriting). */
export function foldCharacters(text: string): string {
  return text
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .toLowerCase()
    .replace(HOMOGLYPH_RE, (ch) => HOMOGLYPHS[ch] ?? ch)
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(DROPPED_MARKS, "")
    .normalize("NFC")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/\u0901/g, "\u0902")
    .replace(APOSTROPHES, "");
}

const B = "(?<![\\p{L}\\p{N}])";
const E = "(?![\\p{L}\\p{N}])";
const word = (source: string) => new RegExp(`${B}(?:${source})${E}`, "gu");

// English contractions folded to one spelling, so "I am", "I'm" and "im" are the same text.
const CONTRACTIONS: readonly (readonly [RegExp, string])[] = [
  [word("can not|cannot"), "cant"],
  [word("do not"), "dont"],
  [word("does not"), "doesnt"],
  [word("did not"), "didnt"],
  [word("will not"), "wont"],
  [word("would not"), "wouldnt"],
  [word("is not"), "isnt"],
  [word("are not"), "arent"],
  [word("i am"), "im"],
  [word("i have"), "ive"],
  [word("i would|i had"), "id"],
  [word("it is"), "its"],
  [word("there is"), "theres"],
  [word("what is"), "whats"],
  [word("they would|they had"), "theyd"],
];

// Texting spellings, applied to messages only.
const TEXTING: readonly (readonly [RegExp, string])[] = [
  [word("wanna|wana|wnna"), "want to"],
  [word("gonna|gna"), "going to"],
  [word("gotta"), "got to"],
  [word("imma|ima"), "im going to"],
  [word("(every|no|some|any)1"), "$1one"],
  [word("noone"), "no one"],
  [word("2nite|2night|tonite|2nyt"), "tonight"],
  [word("2moro|2morrow|tmrw|tmr|tmrrw"), "tomorrow"],
  [word("2"), "to"],
  [word("u"), "you"],
  [word("ur"), "your"],
  [word("cuz|coz|bc|bcuz"), "because"],
  [word("rn"), "right now"],
  [word("idk"), "i dont know"],
  [word("ppl"), "people"],
];

const LEET: Record<string, string> = { "0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

/** Leetspeak inside words that also hold Latin letters ("k1ll", "$uicide"); plain numbers stay. */
function unLeet(text: string, one: "i" | "l"): string {
  return text.replace(/\S+/g, (token) => {
    if (!/[a-z]/.test(token) || !/[0-9@$!]/.test(token)) return token;
    return token
      .replace(/[0134578@$]/g, (ch) => (ch === "1" ? one : (LEET[ch] ?? ch)))
      .replace(/(?<=[a-z])!(?=[a-z])/g, "i");
  });
}

function rewriteWords(text: string, rules: readonly (readonly [RegExp, string])[]): string {
  return rules.reduce((acc, [re, to]) => acc.replace(re, to), text);
}

function finish(text: string): string {
  const spaced = text.replace(PUNCTUATION, " ").replace(/\s+/g, " ").trim();
  return rewriteWords(rewriteWords(spaced, TEXTING), CONTRACTIONS).replace(/([a-z])\1{2,}/g, "$1$1");
}

/**
 * The forms of a message to match: lower-cased, NFKC, accents and invisible characters gone, look-alike
 * letters folded, punctuation and every kind of space collapsed to one space, contractions unified; plus
 * the leetspeak readings and a reading with stretched letters shortened ("dieeee") when they differ.
 */
export function normalizeMessage(message: string): string[] {
  const folded = foldCharacters(message);
  const forms = new Set<string>();
  for (const reading of [folded, unLeet(folded, "i"), unLeet(folded, "l")]) {
    forms.add(finish(reading));
    // Spelled out letter by letter: "d i e".
    if (/(?:^|\s)(?:[a-z] ){2,}[a-z](?=\s|$)/.test(reading)) {
      forms.add(
        finish(reading.replace(/(?<=^|\s)((?:[a-z] ){2,}[a-z])(?=\s|$)/g, (m) => m.replace(/ /g, ""))),
      );
    }
    if (/([a-z])\1{2,}/.test(reading)) forms.add(finish(reading.replace(/([a-z])\1{2,}/g, "$1")));
  }
  return [...forms].filter((form) => form.length > 0);
}

/** A phrase pattern in natural spelling, folded like a message but keeping its regular-expression syntax. */
export function normalizePattern(source: string): string {
  return rewriteWords(foldCharacters(source).replace(/\s+/g, " "), CONTRACTIONS);
}
