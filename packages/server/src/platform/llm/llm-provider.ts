/**
 * The seam to a language model. Adapters return results instead of throwing:
 * a model being down is an expected outcome the chat answers with its fallback text.
 */
export interface ChatTurn {
  readonly role: "user" | "assistant";
  readonly content: string;
}

/** One passage of the site's own knowledge, retrieved for a question. */
export interface KnowledgePassage {
  readonly id: string;
  /** The question it answers, or its heading. */
  readonly title: string;
  readonly text: string;
  /** Extra words for retrieval only. */
  readonly keywords: string;
  /** What to do next when this passage answers the question, with the page to do it on. */
  readonly nextStep: string;
}

export interface ChatRequest {
  /** The assistant's rules, background and grounding: our text only, never the user's. */
  readonly system: string;
  /** Earlier turns, then the new user message last. */
  readonly messages: readonly ChatTurn[];
  /** The passages retrieved for the last message, best first (also inside `system`). */
  readonly grounding: readonly KnowledgePassage[];
  /** Output tokens for this call when fewer than the configured cap (LLM_MAX_TOKENS) will do. */
  readonly maxTokens?: number;
  /** The language the reply is written in (the page's; English when absent). */
  readonly language?: string;
}

export type LlmResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string };

export interface LlmProvider {
  /** 'openai-compatible' or 'offline'; shown in logs, never with any text of the conversation. */
  readonly name: string;
  complete(request: ChatRequest, signal: AbortSignal): Promise<LlmResult<string>>;
  /** One translation per text, in order, into the language named by its code (e.g. 'es'). */
  translateBatch(
    texts: readonly string[],
    targetLanguage: string,
    signal?: AbortSignal,
  ): Promise<LlmResult<string[]>>;
}
