/**
 * Word-level tolerance for phone typing: texting spellings and contractions rewritten to one form,
 * misspelt key words matched by edit distance, words run together split ("wanttodie") and words split
 * apart joined ("sui cide"). Each token is handled once; every step is linear in the number of tokens.
 */
import { looseIndic } from "./indic.ts";
import { spend } from "./work-meter.ts";

interface Token {
  text: string;
  after: "" | "," | "." | "!" | "?";
}

/** Texting spellings and contractions, one token to its canonical words (messages only). */
const TEXTING: Record<string, string> = {
  wanna: "want to",
  wana: "want to",
  wnna: "want to",
  wannna: "want to",
  wanan: "want to",
  whana: "want to",
  wanto: "want to",
  wantto: "want to",
  wnt: "want",
  wnat: "want",
  whant: "want",
  watn: "want",
  gonna: "going to",
  gona: "going to",
  gna: "going to",
  gunna: "going to",
  goin: "going",
  finna: "going to",
  tryna: "trying to",
  gotta: "got to",
  imma: "im going to",
  ima: "im going to",
  iam: "im",
  iamm: "im",
  ive: "ive",
  "2nite": "tonight",
  "2night": "tonight",
  tonite: "tonight",
  "2nyt": "tonight",
  tnite: "tonight",
  tonigth: "tonight",
  "2day": "today",
  "2moro": "tomorrow",
  "2morrow": "tomorrow",
  "2mrw": "tomorrow",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmrrw: "tomorrow",
  tomoro: "tomorrow",
  "2": "to",
  u: "you",
  ur: "your",
  cuz: "because",
  coz: "because",
  bc: "because",
  bcuz: "because",
  rn: "right now",
  idk: "i dont know",
  ppl: "people",
  abt: "about",
  thinkin: "thinking",
  endin: "ending",
  dyin: "dying",
  livin: "living",
  nothin: "nothing",
  somethin: "something",
  b4: "before",
  cannot: "cant",
  cnt: "cant",
  cnnt: "cant",
  cannt: "cant",
  dnt: "dont",
  didnt: "didnt",
  wud: "would",
  wld: "would",
  cud: "could",
  shud: "should",
  wat: "what",
  evry1: "everyone",
  every1: "everyone",
  everyon: "everyone",
  evryone: "everyone",
  no1: "no one",
  noone: "no one",
  nobdy: "nobody",
  some1: "someone",
  any1: "anyone",
  ne1: "anyone",
  lyf: "life",
  lyfe: "life",
  lif: "life",
  h8: "hate",
  ded: "dead",
  kil: "kill",
  kll: "kill",
  kiil: "kill",
  kiero: "quiero",
  qiero: "quiero",
  kero: "quiero",
  qero: "quiero",
  kiere: "quiere",
  q: "que",
  xq: "porque",
  pq: "porque",
  porq: "porque",
  tb: "tambien",
  tmb: "tambien",
  nd: "nada",
  jveux: "je veux",
  jvais: "je vais",
  jme: "je me",
  jsuis: "je suis",
  chui: "je suis",
  chuis: "je suis",
  jpeux: "je peux",
  jpp: "je nen peux plus",
  jen: "jen",
  nimmer: "nicht mehr",
  nich: "nicht",
  nn: "non",
  xke: "perche",
  xche: "perche",
  perke: "perche",
  cmq: "comunque",
  vojo: "voglio",
  vc: "voce",
  ngm: "ninguem",
  qro: "quero",
  qer: "quero",
  hj: "hoje",
  kilme: "kill me",
  myslef: "myself",
  mysef: "myself",
  myslf: "myself",
  meself: "myself",
  mself: "myself",
  anymor: "anymore",
  anymroe: "anymore",
  nemore: "anymore",
  nomore: "no more",
  enymore: "anymore",
  plz: "please",
  pls: "please",
  jus: "just",
  jst: "just",
  rly: "really",
  rlly: "really",
  realy: "really",
  fr: "for real",
  frfr: "for real",
  ngl: "not going to lie",
  tbh: "to be honest",
  lowkey: "lowkey",
  od: "od",
};

/** Two tokens read as one: contractions typed with a space, "I am" and "can not" as one word. */
const PAIRS: Record<string, string> = {
  "i am": "im",
  "i m": "im",
  "can not": "cant",
  "can t": "cant",
  "do not": "dont",
  "don t": "dont",
  "does not": "doesnt",
  "doesn t": "doesnt",
  "did not": "didnt",
  "didn t": "didnt",
  "will not": "wont",
  "won t": "wont",
  "would not": "wouldnt",
  "wouldn t": "wouldnt",
  "could not": "couldnt",
  "couldn t": "couldnt",
  "should not": "shouldnt",
  "shouldn t": "shouldnt",
  "is not": "isnt",
  "isn t": "isnt",
  "are not": "arent",
  "aren t": "arent",
  "was not": "wasnt",
  "wasn t": "wasnt",
  "have not": "havent",
  "haven t": "havent",
  "ain t": "aint",
  "i have": "ive",
  "i ve": "ive",
  "i would": "id",
  "i had": "id",
  "i d": "id",
  "i will": "ill",
  "i ll": "ill",
  "it is": "its",
  "it s": "its",
  "that s": "thats",
  "that is": "thats",
  "there is": "theres",
  "there s": "theres",
  "what is": "whats",
  "what s": "whats",
  "life s": "lifes",
  "life is": "life is",
  "you re": "youre",
  "they re": "theyre",
  "they would": "theyd",
  "they had": "theyd",
  "they d": "theyd",
  "w o": "without",
  "no body": "nobody",
  "any more": "anymore",
  "every one": "everyone",
  "every body": "everybody",
};

/** Contractions in phrase patterns, so "I am", "I'm" and "im" in a pattern are one spelling. */
export const PATTERN_PAIRS = Object.entries(PAIRS).filter(([from]) => !/ (?:m|t|ve|ll|d|s|re|o)$/.test(from));

/**
 * Key words of crisis language in the Latin-script languages. A token that is not one of them but within
 * a small edit distance (one edit for 5 to 7 letters, two from 8) is read as the nearest one.
 */
const KEY_WORDS = [
  // English
  "suicide",
  "suicidal",
  "myself",
  "overdose",
  "hopeless",
  "worthless",
  "pointless",
  "meaningless",
  "unbearable",
  "unalive",
  "unaliving",
  "unalived",
  "goodbye",
  "goodbyes",
  "anymore",
  "disappear",
  "everyone",
  "everybody",
  "burden",
  "painless",
  "painkillers",
  "paracetamol",
  "tylenol",
  "lethal",
  "selfharm",
  "selfharming",
  "kill",
  "want",
  "life",
  "dead",
  "hate",
  "cant",
  "dont",
  "sewerslide",
  // Spanish
  "acabar",
  "terminar",
  "existir",
  "aguantar",
  "despedirme",
  "sangrar",
  "cortarme",
  "morir",
  "vivir",
  "suicidio",
  "suicidarme",
  "matarme",
  "morirme",
  "quitarme",
  "desaparecer",
  "pastillas",
  "esperanza",
  "aguanto",
  "despertar",
  // French
  "finir",
  "vivre",
  "reveiller",
  "suicide",
  "suicider",
  "suicidaire",
  "mourir",
  "crever",
  "disparaitre",
  "somniferes",
  "envie",
  "veux",
  // German
  "leben",
  "existieren",
  "verschwinden",
  "ritzen",
  "umbringen",
  "sterben",
  "selbstmord",
  "suizid",
  "suizidal",
  "tabletten",
  "aufwachen",
  "hoffnungslos",
  // Portuguese
  "viver",
  "sumir",
  "acordar",
  "suicidio",
  "morrer",
  "remedios",
  "comprimidos",
  "aguento",
  // Italian
  "vivere",
  "svegliarmi",
  "esistere",
  "uccidere",
  "suicidarmi",
  "uccidermi",
  "ammazzarmi",
  "ammazzo",
  "morire",
  "pillole",
  "sparire",
  "voglio",
  "finita",
  // Hindi and Bengali in Latin letters
  "khudkushi",
  "aatmahatya",
  "attohotta",
  "atmohotya",
] as const;

/** Short key words (4 letters) matched only when two neighbouring letters were swapped ("wnat"). */
const SWAPPED_ONLY = new Set(["kill", "want", "life", "dead", "hate", "cant", "dont"]);

/** Real words a key word's misspelling must not swallow. */
const PROTECTED = new Set([
  "overcoming",
  "ucciderei",
  "uccidere",
  "matarte",
  "matarse",
  "matarlo",
  "matarla",
  "morirse",
  "morirte",
  "suicidarse",
  "suicidarte",
  "quitarse",
  "quitarte",
  "uccidersi",
  "ucciderti",
  "ammazzarsi",
  "ammazzarti",
  "suicidarsi",
  "suicidarti",
  "morreu",
  "morri",
  "finito",
  "sparare",
  "quiere",
  "edad",
  "lief",
  "olive",
  "alike",
  "aline",
  "slive",
  "burdel",
  "garden",
  "morder",
  "mourir",
  "better",
  "bitter",
  "butter",
  "batter",
  "letter",
  "setter",
  "billing",
  "filling",
  "willing",
  "killing",
  "living",
  "loving",
  "leaving",
  "giving",
  "diving",
  "driving",
  "thinking",
  "thanking",
  "drinking",
  "shrinking",
  "ending",
  "sending",
  "lending",
  "bending",
  "tending",
  "spending",
  "pending",
  "sleeping",
  "sweeping",
  "keeping",
  "weeping",
  "cutting",
  "putting",
  "getting",
  "setting",
  "sitting",
  "hitting",
  "anymore",
  "tonight",
  "forever",
  "tomorrow",
  "lethal",
  "bleeding",
  "breeding",
  "feeding",
  "needing",
  "reading",
  "leading",
  "heading",
  "nobody",
  "burden",
  "burned",
  "quiero",
  "quieres",
  "querido",
  "envie",
  "envoie",
  "veux",
  "voglio",
  "finita",
  "finite",
  "sparire",
  "morire",
  "morirei",
  "morrer",
  "morre",
  "matar",
  "sterben",
  "sterne",
  "mourir",
  "nourrir",
  "crever",
  "creuser",
  "really",
  "reality",
  "alive",
  "olives",
  "without",
  "exist",
  "existing",
  "exciting",
  "wants",
  "lives",
  "lifes",
  "deads",
  "hater",
  "hated",
  "hates",
  "haste",
  "kills",
  "dents",
  "aguanto",
  "aguante",
  "despertar",
  "desperate",
]);

const keyByFirst = new Map<string, string[]>();
for (const word of KEY_WORDS) {
  for (const first of new Set([word[0], word[1]])) {
    if (first === undefined) continue;
    const list = keyByFirst.get(first) ?? [];
    list.push(word);
    keyByFirst.set(first, list);
  }
}
const keySet: ReadonlySet<string> = new Set(KEY_WORDS);

/** Three rolling rows for the edit distance, reused (tokens are at most 14 letters long here). */
const rowA = new Int32Array(16);
const rowB = new Int32Array(16);
const rowC = new Int32Array(16);

/** Damerau-Levenshtein distance (optimal string alignment), stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max || b.length > 15) return max + 1;
  let before = rowA; // row i - 2
  let previous = rowB; // row i - 1
  let row = rowC; // row i
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    const spare = before;
    before = previous;
    previous = row;
    row = spare;
  }
  return previous[b.length] ?? max + 1;
}

const swappedNeighbours = (a: string, b: string) => {
  if (a.length !== b.length) return false;
  const diff: number[] = [];
  for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
  const [x, y] = diff;
  return diff.length === 2 && x !== undefined && y === x + 1 && a[x] === b[y] && a[y] === b[x];
};

const INFLECTION = /^(?:s|es|ed|d|ing|er|ers|ly|ness|al)$/;

/**
 * Answers already worked out, shared by every message (the answer depends on the token alone). Bounded:
 * cleared when full, so memory stays small whatever is typed.
 */
const nearestSeen = new Map<string, string | null>();

/** The key word a misspelt Latin token stands for, or null. */
function nearestKeyWord(token: string): string | null {
  const seen = nearestSeen.get(token);
  if (seen !== undefined) return seen;
  const found = findNearestKeyWord(token);
  if (nearestSeen.size >= 4096) nearestSeen.clear();
  nearestSeen.set(token, found);
  return found;
}

function findNearestKeyWord(token: string): string | null {
  if (token.length < 4 || token.length > 14 || keySet.has(token) || PROTECTED.has(token)) return null;
  if (!/^[a-z]+$/.test(token)) return null;
  // An inflection of a key word ("disappeared") is that word, as the patterns spell it.
  for (let cut = 3; cut >= 1; cut--) {
    if (keySet.has(token.slice(0, -cut)) && INFLECTION.test(token.slice(-cut))) return null;
  }
  const candidates = new Set([
    ...(keyByFirst.get(token[0] ?? "") ?? []),
    ...(keyByFirst.get(token[1] ?? "") ?? []),
  ]);
  let best: string | null = null;
  let bestDistance = 3;
  spend(candidates.size * token.length);
  for (const word of candidates) {
    if (SWAPPED_ONLY.has(word)) {
      if (swappedNeighbours(token, word) && bestDistance > 1) {
        best = word;
        bestDistance = 1;
      }
      continue;
    }
    if (word.length < 5 || token.length < 5) continue;
    const max = word.length >= 10 ? 2 : 1;
    const d = distance(token, word, max);
    if (
      d <= max &&
      (d < bestDistance || (d === bestDistance && best !== null && word.length === token.length))
    ) {
      best = word;
      bestDistance = d;
    }
  }
  return best;
}

/** Words a run-together token may be made of ("iwanttodie", "killmyself", "quierom orir"). */
const PIECES = new Set([
  "i",
  "im",
  "ill",
  "id",
  "ive",
  "want",
  "to",
  "die",
  "dead",
  "be",
  "kill",
  "my",
  "myself",
  "self",
  "end",
  "it",
  "all",
  "life",
  "going",
  "gonna",
  "wanna",
  "just",
  "so",
  "suicide",
  "suicidal",
  "hang",
  "cut",
  "me",
  "cant",
  "dont",
  "live",
  "anymore",
  "alive",
  "hate",
  "wish",
  "was",
  "were",
  "no",
  "more",
  "do",
  "this",
  "take",
  "own",
  "better",
  "off",
  "ending",
  "killing",
  "tonight",
  "quiero",
  "morir",
  "morirme",
  "matarme",
  "me",
  "voy",
  "a",
  "ya",
  "vivir",
  "je",
  "veux",
  "mourir",
  "tuer",
  "vais",
  "ich",
  "will",
  "sterben",
  "mich",
  "umbringen",
  "quero",
  "morrer",
  "vou",
  "matar",
  "voglio",
  "morire",
  "farla",
  "finita",
  "mi",
  "ammazzo",
]);
/** The pieces that carry the meaning: a split must hold one, or "tome" would read "to me". */
const CONTENT = new Set([
  "die",
  "dead",
  "kill",
  "myself",
  "end",
  "suicide",
  "suicidal",
  "hang",
  "live",
  "alive",
  "killing",
  "ending",
  "morir",
  "morirme",
  "matarme",
  "vivir",
  "mourir",
  "tuer",
  "sterben",
  "umbringen",
  "morrer",
  "matar",
  "morire",
  "finita",
  "ammazzo",
]);

/** A run-together token cut into known pieces (fewest pieces), or null. */
function split(token: string): string[] | null {
  if (token.length < 6 || token.length > 40 || !/^[a-z]+$/.test(token) || PIECES.has(token)) return null;
  spend(token.length * 10);
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= token.length; end++) {
    let choice: string[] | null = null;
    for (let start = Math.max(0, end - 10); start < end; start++) {
      const before = best[start];
      const piece = token.slice(start, end);
      if (before && PIECES.has(piece) && (choice === null || before.length + 1 < choice.length)) {
        choice = [...before, piece];
      }
    }
    best.push(choice);
  }
  const pieces = best[token.length];
  return pieces && pieces.length >= 2 && pieces.some((p) => CONTENT.has(p)) ? pieces : null;
}

/** Words typed apart that are one key word ("sui cide", "un alive", "over dose", "hope less"). */
const JOINED = new Set([
  ...KEY_WORDS.filter((w) => w.length >= 6 && w !== "myself"),
  "kill",
  "unalive",
  "selfharm",
  "kms",
  "kys",
]);

const LATIN = /^[a-z0-9]+$/;

/** One token as it should be read: its canonical spelling, as one or more words. */
/** One token as it should be read: its texting form rewritten, or (when correcting) its nearest key word. */
function canonical(word: string, correct: boolean, memo: Map<string, string[]>): string[] {
  const key = correct ? `+${word}` : word;
  const known = memo.get(key);
  if (known) return known;
  let text = looseIndic(word);
  let result: string[] = [text];
  if (LATIN.test(text)) {
    text = text.replace(/([a-z])\1{2,}/g, "$1$1");
    const texting = TEXTING[text];
    if (texting) {
      result = texting.split(" ");
    } else if (correct && !PIECES.has(text)) {
      const near = nearestKeyWord(text);
      result = near ? [near] : (split(text) ?? [text]);
    } else {
      result = [text];
    }
  }
  memo.set(key, result);
  return result;
}

const known = (word: string) => PIECES.has(word) || keySet.has(word) || TEXTING[word] !== undefined;

/**
 * Tokens rewritten to canonical words: texting forms, words typed apart joined, contractions and "I am"
 * made one word. With `correct`, also misspelt key words read as the nearest one and words run together
 * cut ("iwanttodie", "quierom orir"): that reading is matched beside the plain one, never instead of it,
 * so a correct word of one language is never lost to a near word of another.
 */
export function canonicalTokens(typed: readonly Token[], correct = false): Token[] {
  spend(typed.length * 4);
  // Words typed apart first ("un aliving"), before each half is read on its own.
  const tokens: Token[] = [];
  for (let i = 0; i < typed.length; i++) {
    const a = typed[i] as Token;
    const b = typed[i + 1];
    if (b && a.after === "" && LATIN.test(a.text) && LATIN.test(b.text)) {
      if (JOINED.has(a.text + b.text)) {
        tokens.push({ text: a.text + b.text, after: b.after });
        i += 1;
        continue;
      }
      // Two unknown words that are known words wrongly cut ("quierom orir").
      if (correct && !known(a.text) && !known(b.text)) {
        const pieces = split(a.text + b.text);
        if (pieces) {
          pieces.forEach((text, k) => {
            tokens.push({ text, after: k === pieces.length - 1 ? b.after : "" });
          });
          i += 1;
          continue;
        }
      }
    }
    tokens.push(a);
  }
  const memo = new Map<string, string[]>();
  const words: Token[] = [];
  for (const token of tokens) {
    const parts = canonical(token.text, correct, memo);
    parts.forEach((text, i) => {
      words.push({ text, after: i === parts.length - 1 ? token.after : "" });
    });
  }
  const out: Token[] = [];
  for (let i = 0; i < words.length; i++) {
    const a = words[i] as Token;
    const b = words[i + 1];
    if (b && a.after === "") {
      const pair = `${a.text} ${b.text}`;
      const joined = PAIRS[pair] ?? (JOINED.has(a.text + b.text) ? a.text + b.text : undefined);
      if (joined !== undefined) {
        for (const [k, text] of joined.split(" ").entries()) {
          out.push({ text, after: k === joined.split(" ").length - 1 ? b.after : "" });
        }
        i += 1;
        continue;
      }
    }
    out.push(a);
  }
  return out;
}
