import { onFirstUse } from "../on-first-use.ts";
import type { ChatRequest, LlmProvider, LlmResult } from "./llm-provider.ts";
import { estimateTokens } from "./token-budget.ts";

export interface OpenAiProviderOptions {
  /** An OpenAI-compatible API root, e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
  readonly baseUrl: string;
  /** Local servers (Ollama, vLLM, llama.cpp) usually need none. */
  readonly apiKey: string | undefined;
  readonly model: string;
  /** Sent as max_tokens on every call (LLM_MAX_TOKENS): no answer is longer, whatever it was asked. */
  readonly maxTokens?: number;
  /**
   * Told the tokens of every call: the provider's usage numbers, else an estimate (ADR 0054). Awaited
   * before the call's answer is returned, so the next call (and a test) sees the count.
   */
  readonly onUsage?: (tokens: number) => void | Promise<void>;
  /**
   * The app's own English names of its languages, by code, where ICU's plain name is too vague for a
   * translator ("Chinese (Simplified)" rather than "Chinese").
   */
  readonly languageNames?: Readonly<Record<string, string>>;
}

// The client holds about 10 MB once imported; a server without a model never loads it.
const openai = onFirstUse(async () => (await import("openai")).default);

/** What went wrong, without any text of the conversation (the provider's message may echo the prompt). */
async function describe(error: unknown): Promise<string> {
  const OpenAI = await openai().catch(() => undefined);
  if (OpenAI) {
    if (error instanceof OpenAI.APIConnectionTimeoutError) return "timeout";
    if (error instanceof OpenAI.APIUserAbortError) return "aborted";
    if (error instanceof OpenAI.APIConnectionError) return "connection failed";
    if (error instanceof OpenAI.APIError) return `HTTP ${error.status ?? "error"}`;
  }
  return error instanceof Error ? error.name : "unknown error";
}

// The platform serves any app's languages, so the names come from ICU rather than a list of our own.
const englishNames = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });

function englishLanguageName(code: string, names?: Readonly<Record<string, string>>): string | undefined {
  if (names && Object.hasOwn(names, code)) return names[code];
  try {
    return englishNames.of(code);
  } catch {
    return undefined; // not a well-formed language tag
  }
}

/**
 * The translator's instructions (product.md#ai-text): the language named in English and by its code, the tone
 * kept, only the translations back (as a JSON array, one per text), and everything a translation must not
 * touch kept as written. Our text only: the texts themselves travel in the user message.
 */
export function translationInstructions(
  targetLanguage: string,
  languageNames?: Readonly<Record<string, string>>,
): string {
  const name = englishLanguageName(targetLanguage, languageNames);
  const target = name
    ? `${name} (language code "${targetLanguage}")`
    : `the language with the code "${targetLanguage}"`;
  return [
    `You translate the text of a website into ${target}.`,
    `The user sends a JSON array of strings. Translate each string into ${name ?? "that language"} on its own, keeping its tone, its meaning and its register; do not add, drop, explain or summarise anything.`,
    "Keep exactly as written: placeholders such as {name}, {{count}}, %s or :id; markdown and HTML markup; line breaks; URLs; e-mail addresses; phone numbers, figures and other numbers; the names of people, brands and products.",
    "Answer with only a JSON array of the translated strings, the same length and in the same order as the input: no other text, no code fence, no notes.",
  ].join("\n");
}

/**
 * Any OpenAI-compatible chat-completions endpoint through the official client. No retries: the chat has
 * a time budget of its own and answers with its fallback text instead.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): LlmProvider {
  const client = onFirstUse(async () => {
    const OpenAI = await openai();
    return new OpenAI({
      baseURL: options.baseUrl,
      // The client refuses to start without a key; servers that need none ignore it.
      apiKey: options.apiKey ?? "none",
      maxRetries: 0,
    });
  });
  const { model } = options;
  const cap = (wanted?: number) => Math.min(wanted ?? Number.POSITIVE_INFINITY, options.maxTokens ?? 800);
  const count = async (
    usage: { total_tokens?: number } | null | undefined,
    sent: readonly { content: string }[],
    answer: string,
  ) => {
    const reported = usage?.total_tokens;
    await options.onUsage?.(
      typeof reported === "number" && reported > 0
        ? reported
        : estimateTokens(...sent.map((m) => m.content), answer),
    );
  };
  return {
    name: "openai-compatible",
    async complete(request: ChatRequest, signal: AbortSignal): Promise<LlmResult<string>> {
      const messages = [
        { role: "system" as const, content: request.system },
        ...request.messages.map((m) => ({ role: m.role, content: m.content })),
      ];
      try {
        const completion = await (await client()).chat.completions.create(
          { model, messages, max_tokens: cap(request.maxTokens) },
          { signal },
        );
        const text = completion.choices[0]?.message?.content?.trim();
        await count(completion.usage, messages, text ?? "");
        return text ? { ok: true, value: text } : { ok: false, error: "empty reply" };
      } catch (error) {
        // The provider may have read the prompt before failing: counted as sent.
        await count(null, messages, "");
        return { ok: false, error: await describe(error) };
      }
    },
    async translateBatch(texts, targetLanguage, signal): Promise<LlmResult<string[]>> {
      if (texts.length === 0) return { ok: true, value: [] };
      const messages = [
        { role: "system" as const, content: translationInstructions(targetLanguage, options.languageNames) },
        { role: "user" as const, content: JSON.stringify(texts) },
      ];
      try {
        const completion = await (await client()).chat.completions.create(
          // A batch's translations are about as long as its texts (bounded by the function's limits), so
          // its cap follows the batch: a fixed cap would cut a page's translations off mid-array.
          {
            model,
            messages,
            max_tokens: Math.max(cap(), 2 * estimateTokens(JSON.stringify(texts)) + 100),
          },
          signal ? { signal } : {},
        );
        const content = completion.choices[0]?.message?.content ?? "";
        await count(completion.usage, messages, content);
        const json = content.slice(content.indexOf("["), content.lastIndexOf("]") + 1);
        const parsed: unknown = JSON.parse(json);
        if (
          !Array.isArray(parsed) ||
          parsed.length !== texts.length ||
          !parsed.every((t) => typeof t === "string")
        ) {
          return { ok: false, error: "translations do not match the texts" };
        }
        return { ok: true, value: parsed };
      } catch (error) {
        return {
          ok: false,
          error: error instanceof SyntaxError ? "reply is not JSON" : await describe(error),
        };
      }
    },
  };
}
