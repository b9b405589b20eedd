import type { LanguageCode } from "../languages.ts";
import {
  academicWords,
  academicWordsUnspaced,
  commonWords,
  currentWords,
  currentWordsUnspaced,
  distressWords,
  distressWordsUnspaced,
  excitementWords,
  excitementWordsUnspaced,
  firstPersonBefore,
  lossWords,
  lossWordsUnspaced,
  negationWords,
  otherPersonBefore,
  pastWords,
  pastWordsUnspaced,
  quoteAttributionWords,
  quoteAttributionWordsUnspaced,
  realPersonWords,
  recencyWords,
  recencyWordsUnspaced,
  recoveryWords,
  recoveryWordsUnspaced,
  riskWords,
  riskWordsUnspaced,
} from "./context-lexicon.ts";
import { type Form, FULL_READ, readingsOf } from "./normalize-text.ts";
import {
  type CompiledPhrase,
  compiledPhrases,
  compileWords,
  foldPattern,
  type PhraseGroup,
  phraseGroups,
  type Script,
  tierOneGroups,
} from "./phrase-catalog.ts";
import type { CrisisMatch, CrisisTier } from "./phrase-types.ts";
import { spend } from "./work-meter.ts";

/** How many earlier user messages give context to an everyday phrase. */
export const CONTEXT_MESSAGES = 5;
/** Occurrences of one phrase judged in one reading: the 1,000th "funeral" says nothing the 8th did not. */
export const MAX_OCCURRENCES = 8;
/** Characters read before a phrase for a negation or the person speaking. */
const WINDOW = 60;
/** How far from a phrase a sign of another meaning may be ("I won't be here tomorrow, dentist at 9"). */
const FRAME_REACH = 80;

/** Words looked for in the spaced readings and, for Chinese, in the dense one. */
interface Cue {
  readonly spaced: RegExp;
  readonly dense: RegExp | null;
}
/** Arabic joins "and", "so", "with", "to", "like" and "the" to the next word. */
const ARABIC_PREFIX = "(?:[وف])?(?:[بلك])?(?:ال)?";
const cue = (spaced: string, dense?: string): Cue => ({
  spaced: compileWords(spaced, { flags: "gu", prefix: ARABIC_PREFIX }),
  dense: dense ? compileWords(dense, { spaced: false, flags: "gu" }) : null,
});
const risk = cue(riskWords, riskWordsUnspaced);
const distress = cue(distressWords, distressWordsUnspaced);
const loss = cue(lossWords, lossWordsUnspaced);
const recency = cue(recencyWords, recencyWordsUnspaced);
const academic = cue(academicWords, academicWordsUnspaced);
const realPerson = cue(realPersonWords);
const past = cue(pastWords, pastWordsUnspaced);
const recovery = cue(recoveryWords, recoveryWordsUnspaced);
const current = cue(currentWords, currentWordsUnspaced);
const excitement = cue(excitementWords, excitementWordsUnspaced);
const attribution = cue(quoteAttributionWords, quoteAttributionWordsUnspaced);
const firstPersonMatcher = new RegExp(`(?:^| )${firstPersonBefore} ?$`, "u");
const otherPersonMatcher = new RegExp(`(?:^| )${otherPersonBefore} ?$`, "u");
/** The common words of each Latin-script language, for guessing a message's language. */
const commonWordSets = Object.entries(commonWords).map(
  ([lang, words]) => [lang as LanguageCode, new Set(words.split(" "))] as const,
);

/** Negations of one language at the end of the words before a phrase. */
const negationByLanguage = new Map<LanguageCode, RegExp>();
function negationOf(lang: LanguageCode): RegExp {
  let re = negationByLanguage.get(lang);
  if (!re) {
    re = new RegExp(`(?:^| )(?:${foldPattern(negationWords[lang])})(?: \\S+){0,2} ?$`, "u");
    negationByLanguage.set(lang, re);
  }
  return re;
}

const NEGATION_AFTER = new RegExp(
  `^ (?:(?:${foldPattern("का|की|के|ka|ki|ke|er|এর|র")}) )?(?:(?:${foldPattern("कोई|koi|কোনো|kono")}) )?(?:\\S+ )?(?:${foldPattern("नहीं|नही|nahi|nahin|nhi|nai|na|naa|nei|নেই|না|নয়|noy")})(?= |$)`,
  "u",
);

/** An English phrase that starts with a verb in the third person ("Hamlet wants to die"). */
const THIRD_PERSON_VERB = /^(?:wants|wishes|needs|tries|plans|decides|kills|ends|takes|is going) /;

const ungated = compiledPhrases.filter((p) => p.gate === undefined && p.closes === undefined);

function test(re: RegExp, text: string): boolean {
  spend(text.length);
  re.lastIndex = 0;
  return re.test(text);
}

/**
 * Where the matches of some words lie in a reading: the earliest end and the latest start, enough to
 * tell in constant time whether one lies wholly before or wholly after a phrase.
 */
interface Spread {
  firstEnd: number;
  lastStart: number;
}
const emptySpread = (): Spread => ({
  firstEnd: Number.POSITIVE_INFINITY,
  lastStart: Number.NEGATIVE_INFINITY,
});

/** Every match of a global expression in one pass. */
function spreadInto(re: RegExp, text: string, into: Spread): void {
  spend(text.length);
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    into.firstEnd = Math.min(into.firstEnd, m.index + m[0].length);
    into.lastStart = Math.max(into.lastStart, m.index);
    if (m[0].length === 0) re.lastIndex += 1;
  }
}

const outside = (s: Spread, at: number, end: number) => s.firstEnd <= at || s.lastStart >= end;
const isEmpty = (s: Spread) => s.lastStart === Number.NEGATIVE_INFINITY;

/** One reading of the message, with the facts about it that are decided once. */
class Reading {
  private riskSpread: Spread | undefined;
  private distressSpread: Spread | undefined;
  private lossSpread: Spread | undefined;

  constructor(
    readonly form: Form,
    readonly dense: boolean,
    private readonly message: Message,
  ) {}

  get text(): string {
    return this.form.text;
  }

  private spreadOf(c: Cue, withPhrases: boolean): Spread {
    const s = emptySpread();
    const re = this.dense ? c.dense : c.spaced;
    if (re) spreadInto(re, this.text, s);
    if (withPhrases) {
      // Other signs of risk: an unambiguous phrase of this reading's script without its innocent framing.
      for (const phrase of ungated) {
        if (phrase.dense !== this.dense || !this.message.holds(phrase.script)) continue;
        if (phrase.unlessMatcher && test(phrase.unlessMatcher, this.text)) continue;
        spreadInto(phrase.matcher, this.text, s);
      }
    }
    return s;
  }

  /** Risk words or another crisis phrase here (decided once per reading). */
  get risk(): Spread {
    this.riskSpread ??= this.spreadOf(risk, true);
    return this.riskSpread;
  }

  get distress(): Spread {
    this.distressSpread ??= this.spreadOf(distress, false);
    return this.distressSpread;
  }

  get loss(): Spread {
    this.lossSpread ??= this.spreadOf(loss, false);
    return this.lossSpread;
  }

  /** The words of the clause before `at` (at most WINDOW characters, cut at a word start). */
  clauseBefore(at: number): string {
    const ends = this.form.clauseEnds;
    let lo = 0;
    let hi = ends.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((ends[mid] ?? 0) < at) lo = mid + 1;
      else hi = mid;
    }
    const clauseStart = lo > 0 ? (ends[lo - 1] ?? 0) + 1 : 0;
    const reach = this.dense ? 6 : WINDOW;
    const from = Math.max(clauseStart, at - reach);
    let window = this.text.slice(from, at);
    if (!this.dense && from > clauseStart && from > 0) window = window.slice(window.indexOf(" ") + 1);
    spend(window.length);
    return this.dense ? window : window.trim();
  }

  /** Hindi and Bengali put the negation after the verb: "marna chahta nahi", "আত্মহত্যার কোনো চিন্তা নেই". */
  negatedAfter(end: number): boolean {
    // Within the clause: "alvida keh diya, use samajh nahi aaya" is not a negated goodbye.
    const ends = this.form.clauseEnds;
    let lo = 0;
    let hi = ends.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((ends[mid] ?? 0) < end) lo = mid + 1;
      else hi = mid;
    }
    const clauseEnd = ends[lo] ?? this.text.length;
    const after = `${this.text.slice(end, Math.min(clauseEnd, end + 40))} `;
    spend(after.length);
    return NEGATION_AFTER.test(after);
  }

  /** A closing phrase followed by words that make it a risk ("I have a plan and a date"). */
  ominousAfter(phrase: CompiledPhrase, end: number): boolean {
    if (!phrase.closesMatcher) return false;
    const after = this.text.slice(end, end + 80);
    spend(after.length);
    return phrase.closesMatcher.test(after);
  }

  /** Whether a phrase ending at `end` closes its sentence ("tonight is the night." or at the end). */
  closesAt(end: number): boolean {
    const b = this.form.boundaries.get(end);
    if (b === "!" || b === "?" || b === ",") return false;
    if (b === ".") return true;
    return this.dense ? end >= this.text.length : end >= this.text.length - 1;
  }
}

/** A message: its readings and the facts decided once for it. */
class Message {
  readonly spaced: Reading[];
  readonly dense: Reading[];
  private readonly scripts: ReadonlySet<Script>;
  private readonly cues = new Map<Cue, boolean>();
  private readonly unlessSeen = new Map<CompiledPhrase, boolean>();
  private unquoted: Message | null | undefined;

  constructor(
    readonly raw: string,
    readonly prior: () => boolean,
    /** Earlier messages were read and none carries risk. */
    private readonly earlierWithoutRisk: () => boolean = () => false,
  ) {
    const { spaced, dense } = readingsOf(raw);
    this.spaced = spaced.map((f) => new Reading(f, false, this));
    this.dense = dense.map((f) => new Reading(f, true, this));
    const base = spaced[0]?.text ?? "";
    spend(base.length * 4);
    const scripts = new Set<Script>(["symbol"]);
    if (/[a-z]/.test(base)) scripts.add("latin");
    if (dense.length > 0) scripts.add("han");
    if (/[\u0900-\u097F]/u.test(base)) scripts.add("devanagari");
    if (/[\u0980-\u09FF]/u.test(base)) scripts.add("bengali");
    if (/[\u0600-\u06FF]/u.test(base)) scripts.add("arabic");
    this.scripts = scripts;
  }

  get empty(): boolean {
    return (this.spaced[0]?.text.trim() ?? "") === "";
  }

  holds(script: Script): boolean {
    return this.scripts.has(script);
  }

  /** Whether the message holds any of the cue's words (its first readings, decided once). */
  has(c: Cue): boolean {
    let seen = this.cues.get(c);
    if (seen === undefined) {
      const spaced = this.spaced[0];
      const dense = this.dense[0];
      seen =
        (spaced !== undefined && test(c.spaced, spaced.text)) ||
        (dense !== undefined && c.dense !== null && test(c.dense, dense.text));
      this.cues.set(c, seen);
    }
    return seen;
  }

  /**
   * A sign of another meaning for this phrase near this occurrence: in the words around it (FRAME_REACH
   * characters each side), not anywhere in a long message. Decided once per phrase when the message is
   * short enough for every occurrence to share one window.
   */
  unless(phrase: CompiledPhrase, reading: Reading, at: number, end: number): boolean {
    if (!phrase.unlessMatcher) return false;
    const short = reading.text.length <= FRAME_REACH * 2;
    if (short) {
      let seen = this.unlessSeen.get(phrase);
      if (seen === undefined) {
        seen = test(phrase.unlessMatcher, reading.text);
        this.unlessSeen.set(phrase, seen);
      }
      return seen;
    }
    const from = Math.max(0, at - FRAME_REACH);
    const window = ` ${reading.text.slice(from, end + FRAME_REACH).trim()} `;
    return test(phrase.unlessMatcher, window);
  }

  /** The phrase is only inside quotation marks ("the song goes 'I want to die'"). */
  onlyQuoted(phrase: CompiledPhrase): boolean {
    if (this.unquoted === undefined) {
      const stripped = this.raw.replace(QUOTED, " , ");
      this.unquoted = stripped === this.raw ? null : new Message(stripped, () => false);
    }
    if (this.unquoted === null) return false;
    const readings = phrase.dense ? this.unquoted.dense : this.unquoted.spaced;
    return !readings.some((r) => test(phrase.matcher, r.text));
  }

  private guessed: LanguageCode | null | undefined;
  /** A tier-1 phrase was said negated ("I don't want to kill myself"). */
  denied = false;

  /** The Latin-script language the message is most likely in (by its common words), if any. */
  get language(): LanguageCode | null {
    if (this.guessed === undefined) {
      const words = (this.spaced[0]?.text ?? "").split(" ");
      spend(words.length * commonWordSets.length);
      let best: LanguageCode | null = null;
      let bestCount = 0;
      for (const [lang, set] of commonWordSets) {
        let count = 0;
        for (const w of words) if (set.has(w)) count += 1;
        if (count > bestCount) {
          best = lang;
          bestCount = count;
        }
      }
      this.guessed = best;
    }
    return this.guessed;
  }

  /** The conversation so far is about something else (earlier messages, none with risk). */
  get innocentConversation(): boolean {
    return this.earlierWithoutRisk();
  }

  /** A past crisis told as past: long ago, better now, nothing current. */
  get toldAsPast(): boolean {
    return this.has(past) && this.has(recovery) && !this.has(current);
  }
}

/** Text between quotation marks (straight, curly, guillemets, CJK corner brackets). */
const QUOTED =
  /"[^"\n]{1,300}"|“[^”\n]{1,300}”|«[^»\n]{1,300}»|「[^」\n]{1,300}」|『[^』\n]{1,300}』|(?<![\p{L}\p{N}])['‘][^\n]{3,300}?['’](?![\p{L}\p{N}])/gu;

/**
 * The tier a phrase found at [at, end) of a reading counts for, or null. Gates only lower a tier or
 * ask for context; only a sign of another meaning (an idiom), study framing or a closing phrase used
 * in another sense silence one (decision 0050).
 */
function judge(
  phrase: CompiledPhrase,
  reading: Reading,
  message: Message,
  at: number,
  end: number,
): CrisisTier | null {
  let riskSeen: boolean | undefined;
  const riskElsewhere = () => {
    riskSeen ??= outside(reading.risk, at, end) || message.prior();
    return riskSeen;
  };
  if (phrase.gate === "risk" && !riskElsewhere()) return null;
  if (phrase.gate === "grief") {
    const acute = outside(reading.distress, at, end) || message.has(recency);
    if (!acute && !riskElsewhere()) return null;
  }
  if (phrase.gate === "loss" && !outside(reading.loss, at, end) && !message.prior()) return null;
  if (phrase.closes !== undefined && !riskElsewhere() && !reading.ominousAfter(phrase, end)) {
    // Alone, a plain closing phrase counts: unless it is exclaimed or celebrated, goes on into another
    // sense ("I have a plan for college"), or answers an earlier message without risk (the conversation
    // gives it another meaning).
    if (!reading.closesAt(end) || message.has(excitement) || message.innocentConversation) return null;
  }
  if (message.unless(phrase, reading, at, end) && !riskElsewhere()) return null;

  const before = reading.clauseBefore(at);
  const english = phrase.lang === "en";
  const aboutOthers =
    phrase.general === true ||
    (!phrase.dense && otherPersonMatcher.test(before)) ||
    (english && THIRD_PERSON_VERB.test(reading.text.slice(at, at + 12)));
  if (
    aboutOthers &&
    message.has(academic) &&
    !message.has(realPerson) &&
    !(english && firstPersonMatcher.test(before))
  ) {
    return null;
  }
  let tier: CrisisTier = phrase.tier;
  const language = phrase.script === "latin" ? message.language : null;
  const negated =
    phrase.negationMatcher.test(before) ||
    (language !== null && language !== phrase.lang && negationOf(language).test(before)) ||
    ((phrase.lang === "hi" || phrase.lang === "bn" || language === "hi" || language === "bn") &&
      reading.negatedAfter(end));
  if (negated) {
    if (phrase.negated === "ignore") return null;
    if (tier === 1) message.denied = true;
    tier = 3;
  }
  if (message.toldAsPast) tier = 3;
  if (tier < 3 && message.has(attribution) && message.onlyQuoted(phrase)) tier = 3;
  return tier;
}

function readingsFor(message: Message, script: Script): readonly Reading[] {
  return script === "han" ? message.dense : message.spaced;
}

/** The most urgent tier any phrase of these groups counts for in the message, and its keyword. */
function scan(message: Message, groups: readonly PhraseGroup[]): CrisisMatch | null {
  let best: CrisisMatch | null = null;
  for (const group of groups) {
    if (!message.holds(group.script)) continue;
    for (const reading of readingsFor(message, group.script)) {
      for (const phrase of group.phrases) {
        if (best !== null && best.tier <= phrase.tier) break;
        spend(reading.text.length);
        phrase.matcher.lastIndex = 0;
        let seen = 0;
        for (let m = phrase.matcher.exec(reading.text); m !== null; m = phrase.matcher.exec(reading.text)) {
          const tier = judge(phrase, reading, message, m.index, m.index + m[0].length);
          if (tier !== null && (best === null || tier < best.tier)) best = { tier, keyword: phrase.keyword };
          if (best?.tier === phrase.tier) break;
          seen += 1;
          if (seen >= MAX_OCCURRENCES) break;
          if (m[0].length === 0) phrase.matcher.lastIndex += 1;
        }
        if (best?.tier === 1) return best;
      }
    }
  }
  return best;
}

/** Characters of an earlier message read for context: its end, where a conversation continues. */
export const CONTEXT_READ = 1000;

/** Whether an earlier message carries risk: risk words, or a phrase that counts on its own. */
function carriesRisk(text: string): boolean {
  const message = new Message(text.slice(-CONTEXT_READ), () => false);
  if (message.empty) return false;
  for (const r of message.spaced) if (!isEmpty(r.risk)) return true;
  for (const r of message.dense) if (!isEmpty(r.risk)) return true;
  return scan(message, phraseGroups) !== null;
}

/**
 * Crisis detection (decisions 0013 and 0050): every phrase of every language
 * in every reading of the message; the most urgent tier wins and its canonical phrase is returned. Pure
 * and synchronous: the browser runs it before a message is sent, and the server runs it again on every
 * message, its answer being the one that counts.
 *
 * `previousUserMessages` (oldest first) gives context: "I have a plan for it" after "I want to die" is
 * tier 1. Linear in the length of the message and of the earlier messages read: each reading is built
 * in one pass, each phrase and word list runs once over it, at most MAX_OCCURRENCES occurrences of a
 * phrase are judged, and the facts they are judged by are decided once per text. Beyond FULL_READ
 * characters a message is still read to its end for the tier-1 phrases, a window at a time.
 */
export function detectCrisis(
  message: string,
  previousUserMessages: readonly string[] = [],
): CrisisMatch | null {
  spend(message.length);
  let prior: boolean | undefined;
  const priorRisk = () => {
    prior ??= previousUserMessages.slice(-CONTEXT_MESSAGES).some(carriesRisk);
    return prior;
  };

  const earlier = previousUserMessages.slice(-CONTEXT_MESSAGES);
  const head = new Message(message.slice(0, FULL_READ), priorRisk, () => earlier.length > 0 && !priorRisk());
  if (head.empty && message.length <= FULL_READ) return null;
  let best = head.empty ? null : scan(head, phraseGroups);
  // Someone who denies suicide and then says they are worn out gets the gentle check, not the modal:
  // "I don't want to kill myself, I just want the pain to stop".
  if (best?.tier === 2 && head.denied) best = { tier: 3, keyword: best.keyword };
  // The rest of a very long message, a window at a time (overlapping, so no phrase is cut in two).
  for (let from = FULL_READ - 200; from < message.length - 200 && best?.tier !== 1; from += FULL_READ - 200) {
    const window = new Message(message.slice(from, from + FULL_READ), () => false);
    const found = window.empty ? null : scan(window, tierOneGroups);
    if (found && (best === null || found.tier < best.tier)) best = found;
  }
  return best;
}

/**
 * A message in every script and language the detector reads, with an earlier message for context: run
 * once, it makes the engine compile every pattern, which the first real message would otherwise pay
 * for (about 100 ms on a server, more on a phone) while the visitor waits.
 */
const WARM_UP = [
  "i want to d1e, im not ok, cant do this no more, after I'm gone",
  "quiero morir, je veux mourir, ich will sterben, ich kann nicht mehr, quero morrer, voglio morire",
  "no puedo más, j'en peux plus, não aguento mais, non ce la faccio più, ana ta3ban, bas khatam",
  "我想死 मैं मरना चाहता हूँ main marna chahta hoon أريد أن أموت আমি মরতে চাই ami morte chai",
].join(" ");

/** Everyday words in the same languages: a message with no crisis phrase runs every pattern to its end. */
const WARM_UP_PLAIN = [
  "how do small groups work? my exams are killing me haha",
  "¿cómo funcionan los grupos? comment ça marche ? wie funktioniert das? come funziona? como funciona?",
  "小组怎么运作 समूह कैसे काम करते हैं kaise kaam karta hai كيف تعمل المجموعات দল কীভাবে কাজ করে",
].join(" ");

/**
 * Compiles the detector's patterns ahead of the first message: at server start, and in the browser when
 * the chat is idle. The engine compiles a pattern to machine code only once it has run it, so a second
 * round makes every later message fast; the browser takes one, to keep its one long task short.
 */
export function warmCrisisDetector(rounds = 2): void {
  for (let round = 0; round < rounds; round += 1) {
    detectCrisis(WARM_UP_PLAIN);
    detectCrisis(WARM_UP, [WARM_UP_PLAIN]);
  }
}
