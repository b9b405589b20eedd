import {
  academicWords,
  distressWords,
  distressWordsUnspaced,
  firstPersonBefore,
  lossWords,
  negationBefore,
  realPersonWords,
  riskWords,
  riskWordsUnspaced,
} from "./context-lexicon.ts";
import { normalizeMessage } from "./normalize-text.ts";
import { type CompiledPhrase, compiledPhrases, compileWords } from "./phrase-catalog.ts";
import type { CrisisMatch } from "./phrase-types.ts";

/** How many earlier user messages give context to an everyday phrase. */
export const CONTEXT_MESSAGES = 5;

const riskMatcher = [compileWords(riskWords), compileWords(riskWordsUnspaced, { spaced: false })];
const distressMatcher = [compileWords(distressWords), compileWords(distressWordsUnspaced, { spaced: false })];
const lossMatcher = compileWords(lossWords);
const academicMatcher = compileWords(academicWords);
const realPersonMatcher = compileWords(realPersonWords);
const negatedMatcher = new RegExp(`(?:^| )${negationBefore}$`, "u");
const firstPersonMatcher = new RegExp(`(?:^| )${firstPersonBefore}$`, "u");
const ungated = compiledPhrases.filter((p) => p.gate === undefined);

type Verdict = "match" | "tier3" | "skip";

const anyOf = (matchers: readonly RegExp[], text: string) => matchers.some((m) => m.test(text));

function matchesPlainly(phrase: CompiledPhrase, text: string): boolean {
  phrase.matcher.lastIndex = 0;
  return phrase.matcher.test(text) && !phrase.unlessMatcher?.test(text);
}

/** Other signs of risk: risk words or an unambiguous phrase elsewhere in the text. */
function hasRiskWords(text: string): boolean {
  return anyOf(riskMatcher, text) || ungated.some((phrase) => matchesPlainly(phrase, text));
}

function judge(
  phrase: CompiledPhrase,
  text: string,
  at: number,
  length: number,
  priorRisk: () => boolean,
): Verdict {
  const before = text.slice(0, at).trimEnd();
  const rest = `${before} ${text.slice(at + length)}`;
  const risky = () => hasRiskWords(rest) || priorRisk();

  if (phrase.gate === "risk" && !risky()) return "skip";
  if (phrase.gate === "grief" && !anyOf(distressMatcher, rest) && !risky()) return "skip";
  if (phrase.gate === "loss" && !lossMatcher.test(rest) && !priorRisk()) return "skip";
  if (phrase.unlessMatcher?.test(text) && !risky()) return "skip";
  if (
    phrase.general &&
    academicMatcher.test(text) &&
    !realPersonMatcher.test(text) &&
    !firstPersonMatcher.test(before)
  ) {
    return "skip";
  }
  if (negatedMatcher.test(before)) {
    const onNegation = phrase.negated ?? (phrase.tier === 1 ? "tier3" : "ignore");
    return onNegation === "tier3" ? "tier3" : "skip";
  }
  return "match";
}

function scan(forms: readonly string[], priorRisk: () => boolean): CrisisMatch | null {
  let negated: CrisisMatch | null = null;
  for (const phrase of compiledPhrases) {
    for (const text of forms) {
      for (const found of text.matchAll(phrase.matcher)) {
        const verdict = judge(phrase, text, found.index, found[0].length, priorRisk);
        if (verdict === "match") return { tier: phrase.tier, keyword: phrase.keyword };
        if (verdict === "tier3") negated ??= { tier: 3, keyword: phrase.keyword };
      }
    }
  }
  return negated;
}

/**
 * Crisis detection (SPEC 5.4, issue 5, decision 0012): tier 1 phrases first, then 2, then 3; the first
 * match wins and its canonical phrase is returned. Pure and synchronous: the browser runs it before a
 * message is sent, and the server runs it again on every message, its answer being the one that counts.
 *
 * `previousUserMessages` (oldest first) gives context: "I have a plan" after "I want to die" is tier 1.
 */
export function detectCrisis(
  message: string,
  previousUserMessages: readonly string[] = [],
): CrisisMatch | null {
  const forms = normalizeMessage(message);
  if (forms.length === 0) return null;
  let prior: boolean | undefined;
  const priorRisk = () => {
    prior ??= previousUserMessages.slice(-CONTEXT_MESSAGES).some((earlier) => {
      const earlierForms = normalizeMessage(earlier);
      return (
        earlierForms.some((text) => anyOf(riskMatcher, text)) || scan(earlierForms, () => false) !== null
      );
    });
    return prior;
  };
  return scan(forms, priorRisk);
}
