/**
 * The bench's stand-in for a model's translation (pseudo-localisation): the English text rewritten in the
 * target language's script and at about a translation's length, so that a translated page costs the
 * browser what a real one costs: its fonts, its shaping (Arabic joining, Indic conjuncts and vowel
 * signs), its line breaking. The tests' translator only marks the English text, which would measure
 * Latin text with a few mathematical brackets on an Arabic or Bengali page (docs/decisions/0049).
 * Deterministic: the same text in the same language always gives the same answer.
 */

type Rewrite = (text: string) => string;

/** Latin-script languages: some vowels take the language's accents, and the text grows as translations do. */
function latin(accents: Record<string, string>, growth: number): Rewrite {
  return (text) => {
    let seen = 0;
    const accented = text.replace(/[aeiouncs]/g, (letter) => {
      const accent = accents[letter];
      // About one vowel in four carries an accent, and one consonant mark (ñ, ç, ß) in nine.
      const every = "ncs".includes(letter) ? 9 : 4;
      return accent && seen++ % every === 0 ? accent : letter;
    });
    return grow(accented, growth, " ");
  };
}

/** Repeats the text's own words until it is `growth` times as long, as a translation often is. */
function grow(text: string, growth: number, separator: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  const target = Math.round(text.length * growth);
  let grown = text;
  for (let i = 0; grown.length < target && words.length > 0; i++)
    grown += `${separator}${words[i % words.length]?.toLowerCase()}`;
  return grown;
}

/** Arabic: each Latin letter becomes the letter a transliteration would use; Arabic punctuation. */
const arabicLetters: Record<string, string> = {
  a: "ا",
  b: "ب",
  c: "ك",
  d: "د",
  e: "ي",
  f: "ف",
  g: "غ",
  h: "ه",
  i: "ي",
  j: "ج",
  k: "ك",
  l: "ل",
  m: "م",
  n: "ن",
  o: "و",
  p: "ب",
  q: "ق",
  r: "ر",
  s: "س",
  t: "ت",
  u: "و",
  v: "ف",
  w: "و",
  x: "كس",
  y: "ي",
  z: "ز",
};

const arabic: Rewrite = (text) =>
  text
    .replace(/[A-Za-z]/g, (letter) => arabicLetters[letter.toLowerCase()] ?? letter)
    .replace(/,/g, "،")
    .replace(/\?/g, "؟")
    .replace(/;/g, "؛");

/**
 * Devanagari and Bengali share one layout (both follow ISCII): a letter sits at the same offset in each
 * block, so the vowel letters, vowel signs and virama are named once, by offset.
 */
const indicOffsets = {
  vowels: { a: 0x05, e: 0x0f, i: 0x07, o: 0x13, u: 0x09 },
  signs: { a: 0x3e, e: 0x47, i: 0x3f, o: 0x4b, u: 0x41 },
  virama: 0x4d,
} as const;

/** The danda, the full stop both scripts share. */
const danda = "।";

/**
 * An Indic script from its Unicode block and its consonants: consonants become consonants, a run of them
 * a conjunct (joined by the virama), and a vowel the vowel sign of the consonant before it, or the vowel
 * letter where none precedes it.
 */
function indic(block: number, consonantLetters: string): Rewrite {
  const consonants = [...consonantLetters];
  const at = (offset: number) => String.fromCodePoint(block + offset);
  const virama = at(indicOffsets.virama);
  const vowelOf = (letter: string, afterConsonant: boolean): string | undefined => {
    const offsets: Record<string, number> = afterConsonant ? indicOffsets.signs : indicOffsets.vowels;
    const offset = offsets[letter];
    return offset === undefined ? undefined : at(offset);
  };
  return (text) => {
    let out = "";
    let afterConsonant = false;
    for (const char of text) {
      const letter = char.toLowerCase();
      const vowel = vowelOf(letter, afterConsonant);
      if (vowel !== undefined) {
        out += vowel;
        afterConsonant = false;
      } else if (/[a-z]/.test(letter)) {
        if (afterConsonant) out += virama;
        out += consonants[(letter.charCodeAt(0) - 97) % consonants.length];
        afterConsonant = true;
      } else {
        out += char === "." ? danda : char;
        afterConsonant = false;
      }
    }
    return grow(out, 1.1, " ");
  };
}

const devanagari = indic(0x0900, "कखगघचछजझटठडढतथदधनपफबभमयरलवशसह");
// Bengali has no letter at Devanagari's va.
const bengali = indic(0x0980, "কখগঘচছজঝটঠডঢতথদধনপফবভমযরলশষসহ");

/** Common Han characters: written Chinese repeats a few hundred of them, as this does. */
const han =
  "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坐集编宝谈府拉黑且随格尽剧讲布杀微怕母调局根曾准团段终乐切级克精哪官示冷域";

/** Chinese: each English word becomes about one Han character per two and a half letters, no spaces. */
const chinese: Rewrite = (text) =>
  text
    .replace(/[A-Za-z]+\s?/g, (word) => {
      let seed = 2166136261;
      for (const char of word) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0;
      const length = Math.max(1, Math.round(word.trim().length / 2.5));
      let out = "";
      for (let i = 0; i < length; i++) out += han[(seed + i * 7919) % han.length];
      return out;
    })
    .replace(/,\s?/g, "，")
    .replace(/\.\s?/g, "。")
    .replace(/\?\s?/g, "？")
    .replace(/:\s?/g, "：");

const rewrites: Record<string, Rewrite> = {
  es: latin({ a: "á", e: "é", i: "í", o: "ó", u: "ú", n: "ñ" }, 1.15),
  fr: latin({ a: "à", e: "é", i: "î", o: "ô", u: "ù", c: "ç" }, 1.2),
  de: latin({ a: "ä", o: "ö", u: "ü", s: "ß" }, 1.3),
  pt: latin({ a: "ã", e: "é", i: "í", o: "õ", u: "ú", c: "ç" }, 1.15),
  it: latin({ a: "à", e: "è", i: "ì", o: "ò", u: "ù" }, 1.15),
  ar: arabic,
  hi: devanagari,
  bn: bengali,
  zh: chinese,
};

/** The text as the bench's model "translates" it into `language` (unknown languages: unchanged). */
export function pseudoTranslation(text: string, language: string): string {
  return rewrites[language]?.(text) ?? text;
}
