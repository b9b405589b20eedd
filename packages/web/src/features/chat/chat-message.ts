import type { CrisisMatch, CrisisTier, LanguageCode } from "@ember/domain";

/**
 * Our own words in the conversation, from the `chat` catalog: shown in the visitor's language, while
 * `content` keeps the English (what the server wrote, or the English catalog text).
 */
export type CatalogText =
  | { readonly key: "greeting" }
  | { readonly key: "fallbackReply" }
  | { readonly key: "safetyReply"; readonly tier: CrisisTier };

/** A message of the conversation (product.md#chat-messages); kept in memory only, never stored. */
export interface ChatMessage {
  readonly id: string;
  readonly role: "user" | "assistant";
  readonly content: string;
  /** Marks a safety reply: shown in red, labelled 'SAFETY ALERT', never sent back as history. */
  readonly crisis?: boolean;
  /** Set for our own texts (greeting, fallback, safety replies): shown from the visitor's catalog. */
  readonly catalogText?: CatalogText;
  /** A suggested question picked in another language: the English question the server receives. */
  readonly sentAs?: string;
  /** The language the server wrote a reply in (the page's): shown as written, never translated again. */
  readonly language?: LanguageCode;
}

/** One turn of the history the `chat` function receives. */
export interface HistoryTurn {
  readonly role: "user" | "assistant";
  readonly content: string;
}

/** What the `chat` function answers: a reply, and the server's own crisis verdict (the one that counts). */
export interface ChatReply {
  readonly reply: string;
  readonly crisis: CrisisMatch | null;
}

/** The longest message the server accepts; longer ones get a 422 (decision 0017). */
export const MESSAGE_MAX = 2000;

/** The counter under the input appears this many characters before the limit. */
export const COUNTER_FROM = 200;

/** How many earlier turns go with each message. */
export const HISTORY_TURNS = 10;
