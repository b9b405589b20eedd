import type { LanguageCode } from "../languages.ts";

export type CrisisTier = 1 | 2 | 3;

export interface CrisisMatch {
  readonly tier: CrisisTier;
  /** The canonical phrase that matched (a SPEC 5.4 phrase where one applies). */
  readonly keyword: string;
}

/**
 * One crisis phrase. `pattern` is a regular expression in natural spelling (accents, apostrophes and
 * "I am" are folded like messages are); it matches between word boundaries except in Chinese.
 */
export interface CrisisPhrase {
  readonly keyword: string;
  readonly tier: CrisisTier;
  readonly pattern: string;
  /**
   * `risk`: an everyday phrase ("this is it") that counts only with other risk words in the message or in
   * the recent conversation. `grief`: a loss that counts only when the person says they cannot cope.
   * `loss`: counts only when someone's death is mentioned ("I want to be with her again").
   */
  readonly gate?: "risk" | "grief" | "loss";
  /** Innocent framing ("hurt myself playing soccer"); ignored when the message has other risk words. */
  readonly unless?: string;
  /** About someone in general or in fiction: an essay, a book or a film about it is not a crisis. */
  readonly general?: boolean;
  /** After a negation ("I would never ..."): tier 3 (gentle check) or no match. Tier 1 defaults to 3. */
  readonly negated?: "tier3" | "ignore";
}

export interface CrisisPhraseList {
  readonly lang: LanguageCode;
  /** Chinese has no spaces between words: its phrases match anywhere. */
  readonly spaced: boolean;
  readonly phrases: readonly CrisisPhrase[];
}
