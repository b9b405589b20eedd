import type { LanguageCode } from "../languages.ts";

export type CrisisTier = 1 | 2 | 3;

export interface CrisisMatch {
  readonly tier: CrisisTier;
  /** The canonical phrase that matched (a product.md#crisis-detection phrase where one applies). */
  readonly keyword: string;
}

/**
 * One crisis phrase. `pattern` is a regular expression in natural spelling (accents, apostrophes and
 * "I am" are folded like messages are); it matches between words, except in Chinese.
 */
export interface CrisisPhrase {
  readonly keyword: string;
  readonly tier: CrisisTier;
  readonly pattern: string;
  /**
   * `risk`: an everyday phrase ("goodbye") that counts only with other risk words in the message or in
   * the recent conversation. `grief`: a loss that counts (tier 3) with distress or a recent date.
   * `loss`: counts only when someone's death is mentioned ("I want to be with her again").
   */
  readonly gate?: "risk" | "grief" | "loss";
  /**
   * A plain sentence-closing phrase ("tonight is the night", "I have a plan"): it counts alone when it
   * ends its sentence or is followed by one of these words (a regular expression, or true for none);
   * followed by other words ("I have a plan for college") or an exclamation, it needs risk context.
   */
  readonly closes?: string | true;
  /**
   * A sign of another meaning (an idiom, an innocent framing: "hurt myself playing soccer"); the phrase
   * is silent with it, unless the message or the recent conversation holds risk words.
   */
  readonly unless?: string;
  /** About people in general or in fiction: study framing silences it (not when said in the first person). */
  readonly general?: boolean;
  /** After a negation: tier 3, the gentle check (the default), or nothing ("it's not hopeless"). */
  readonly negated?: "tier3" | "ignore";
}

export interface CrisisPhraseList {
  readonly lang: LanguageCode;
  /** Chinese has no spaces between words: its Han phrases match anywhere. */
  readonly spaced: boolean;
  readonly phrases: readonly CrisisPhrase[];
}
