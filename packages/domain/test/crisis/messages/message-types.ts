import type { LanguageCode } from "../../../src/index.ts";

/** People who say they are in danger, by how they say it. */
export const positiveKinds = [
  "spec",
  "imminent",
  "typing",
  "slang",
  "indirect",
  "self-harm",
  "hopeless",
  "third-party",
] as const;

/** Messages that hold crisis words in another sense (the full crisis response there is a false alarm). */
export const hardNegativeKinds = [
  "idiom",
  "sport",
  "academic",
  "negation",
  "past",
  "quoted",
  "grief",
] as const;

export type PositiveKind = (typeof positiveKinds)[number];
export type HardNegativeKind = (typeof hardNegativeKinds)[number];
export type MessageKind = PositiveKind | HardNegativeKind | "ordinary";

export type Tier = 1 | 2 | 3;

/**
 * One row as written in a language file: the text alone (the kind's usual tier), the text and its tier,
 * or the text with earlier messages of the same conversation (oldest first).
 */
export type Row = string | readonly [text: string, tier: Tier | null] | RowWithContext;
export interface RowWithContext {
  readonly text: string;
  readonly tier?: Tier | null;
  readonly prev: readonly string[];
}

/** A language's messages, by kind. Every kind is written in every language. */
export type LanguageRows = { readonly lang: LanguageCode } & { readonly [K in MessageKind]: readonly Row[] };

/**
 * The tier each kind is labelled with unless a row says otherwise. For people in danger it is the least
 * urgent tier a careful person would give (a more urgent answer is never wrong); grief is a gentle check
 * (tier 3); the other hard negatives and ordinary messages are no crisis.
 */
export const usualTier: Record<MessageKind, Tier | null> = {
  spec: 1,
  imminent: 1,
  typing: 1,
  slang: 1,
  indirect: 1,
  "self-harm": 3,
  hopeless: 2,
  "third-party": 1,
  grief: 3,
  idiom: null,
  sport: null,
  academic: null,
  negation: null,
  past: null,
  quoted: null,
  ordinary: null,
};

/**
 * Hard negatives for which the gentle check (tier 3, resources without the full response) is an
 * acceptable answer: someone who brings up suicide to deny it, a past crisis, someone else's words.
 */
export const gentleCheckAllowed: ReadonlySet<MessageKind> = new Set(["negation", "past", "quoted"]);
