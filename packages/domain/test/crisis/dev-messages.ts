import { type LanguageCode, specPhrases } from "../../src/index.ts";
import { type DevCase, devSet } from "./dev-set.ts";
import { ar } from "./messages/ar.ts";
import { bn } from "./messages/bn.ts";
import { de } from "./messages/de.ts";
import { en } from "./messages/en.ts";
import { es } from "./messages/es.ts";
import { fr } from "./messages/fr.ts";
import { hi } from "./messages/hi.ts";
import { it } from "./messages/it.ts";
import {
  type LanguageRows,
  type MessageKind,
  type Row,
  type Tier,
  usualTier,
} from "./messages/message-types.ts";
import { pt } from "./messages/pt.ts";
import { fifthPass, fourthPass, secondPass, sixthPass, thirdPass } from "./messages/second-pass.ts";
import { zh } from "./messages/zh.ts";

export type { MessageKind, Tier } from "./messages/message-types.ts";

export type Slice = "tuning" | "held-out";

/** One labelled message of the development set. */
export interface DevMessage {
  readonly text: string;
  readonly lang: LanguageCode;
  readonly kind: MessageKind;
  /** People in danger: the least urgent right tier. Grief: 3. Other messages: null (no crisis). */
  readonly tier: Tier | null;
  /** Earlier user messages of the conversation, oldest first. */
  readonly prev: readonly string[];
  readonly slice: Slice;
  /**
   * Where it was written: the per-language files (split by hash), the second batch written
   * after the held-out slice was first measured (tuning only), or the first development set (decision
   * 0013, tuning only).
   */
  readonly source: "messages" | "second-pass" | "first-set";
}

/** The per-language files, every kind in every language (messages/*.ts). */
export const languageFiles: readonly LanguageRows[] = [en, es, fr, de, pt, zh, hi, ar, bn, it];

/** FNV-1a over the text's UTF-16 code units: a stable 32-bit hash, the same on every machine. */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * About a quarter of the messages, chosen by the hash of their text, are held out: written before the
 * detector was tuned, never read while tuning; only their aggregate figures are looked at.
 */
export const sliceOf = (text: string): Slice =>
  textHash(text.normalize("NFC")) % 4 === 0 ? "held-out" : "tuning";

function fromRow(lang: LanguageCode, kind: MessageKind, row: Row): DevMessage {
  const slice = (text: string) => sliceOf(text);
  if (typeof row === "string") {
    return { text: row, lang, kind, tier: usualTier[kind], prev: [], slice: slice(row), source: "messages" };
  }
  if (Array.isArray(row)) {
    const [text, tier] = row as readonly [string, Tier | null];
    return { text, lang, kind, tier, prev: [], slice: slice(text), source: "messages" };
  }
  const { text, tier, prev } = row as { text: string; tier?: Tier | null; prev: readonly string[] };
  return {
    text,
    lang,
    kind,
    tier: tier === undefined ? usualTier[kind] : tier,
    prev,
    slice: slice(text),
    source: "messages",
  };
}

const kinds = Object.keys(usualTier) as MessageKind[];

const fromFiles: DevMessage[] = languageFiles.flatMap((file) =>
  kinds.flatMap((kind) => file[kind].map((row) => fromRow(file.lang, kind, row))),
);

/** The first development set's failure classes, read as kinds (its innocent rows by what they hold). */
function kindOfFirstSet(c: DevCase, innocentWithPhrase: boolean): MessageKind {
  if (c.tier === null || (c.cls === "negation" && c.tier === 3)) {
    if (c.cls === "negation") return "negation";
    if (c.cls === "grief") return "past";
    return innocentWithPhrase ? "idiom" : "ordinary";
  }
  switch (c.cls) {
    case "normalisation":
      return "typing";
    case "synonyms":
      return "slang";
    case "warning-signs":
      return "indirect";
    case "third-party":
      return "third-party";
    case "grief":
      // A loss told with the wish to follow or with hopelessness is a person in danger.
      return c.tier === 3 ? "grief" : "hopeless";
    default:
      return "spec";
  }
}

/**
 * The first development set (decision 0013), folded in. It guided the first matcher, so it is tuning
 * data only: none of it is held out.
 */
function fromFirstSet(): DevMessage[] {
  const spec: readonly string[] = [...specPhrases[1], ...specPhrases[2], ...specPhrases[3]];
  const naive = (text: string) => spec.some((p) => text.toLowerCase().includes(p));
  // A text also written in the language files is theirs (it may be held out), not tuning data twice.
  const written = new Set(fromFiles.map((m) => m.text));
  return devSet
    .filter((c) => !written.has(c.text))
    .map((c) => {
      const kind = kindOfFirstSet(c, c.hard === true || naive(c.text));
      const tier = kind === "negation" ? null : c.tier;
      return {
        text: c.text,
        lang: c.lang ?? "en",
        kind,
        tier,
        prev: c.prev ?? [],
        slice: "tuning",
        source: "first-set",
      };
    });
}

const fromSecondPass: DevMessage[] = [
  ...secondPass,
  ...thirdPass,
  ...fourthPass,
  ...fifthPass,
  ...sixthPass,
].flatMap(({ lang, kind, rows }) =>
  rows.map((row) => ({
    ...fromRow(lang, kind, row),
    slice: "tuning" as const,
    source: "second-pass" as const,
  })),
);

/** Every message: the per-language files (split by hash), the second batch and the first set (tuning only). */
export const devMessages: readonly DevMessage[] = [...fromFiles, ...fromSecondPass, ...fromFirstSet()];

/** The per-language files alone. */
export const languageMessages: readonly DevMessage[] = fromFiles;
