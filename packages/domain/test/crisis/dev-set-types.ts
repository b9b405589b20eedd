import type { LanguageCode } from "../../src/index.ts";

/**
 * The failure classes of the crisis detection work (docs/decisions/0013-crisis-detection.md), plus the
 * decisions this module makes (negation) and plain chat.
 */
export type CrisisClass =
  | "spec-phrases"
  | "normalisation"
  | "synonyms"
  | "warning-signs"
  | "third-party"
  | "languages"
  | "word-boundaries"
  | "ambiguous"
  | "grief"
  | "negation"
  | "innocent-idioms"
  | "ordinary";

export interface DevCase {
  readonly text: string;
  /** What a careful person would do: the tier, or null for no crisis. */
  readonly tier: 1 | 2 | 3 | null;
  readonly cls: CrisisClass;
  /** Earlier user messages of the same conversation, oldest first. */
  readonly prev?: readonly string[];
  readonly lang?: LanguageCode;
  /** An innocent message holding a crisis phrase of our own lists (counted with the listed-phrase ones). */
  readonly hard?: boolean;
  /** A known miss or wrong tier, with the reason; still counted in the measures. */
  readonly limit?: string;
}
