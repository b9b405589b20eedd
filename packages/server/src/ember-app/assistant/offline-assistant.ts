import { figures, type SiteConfig } from "@ember/domain";
import { fillText } from "../../platform/fill-template.ts";
import type { ChatRequest, LlmProvider, LlmResult } from "../../platform/llm/llm-provider.ts";
import { assistantTextsOf } from "./texts/assistant-texts.ts";

// The same question always gets the same closing, so answers are stable (and testable).
const closingFor = (closings: readonly string[], text: string) =>
  closings[[...text].reduce((sum, c) => sum + (c.codePointAt(0) ?? 0), 0) % closings.length] ?? "";

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{M}\p{N}]{3,}/gu) ?? [];

// A sentence ends at . ! ? (and the Chinese, Devanagari and Arabic stops); Chinese needs no space after.
const sentenceEnd = /(?<=[.!?।؟])\s+|(?<=[。！？])\s*/u;

/**
 * The sentences of `text` that the answer does not say already, so two passages never repeat a figure;
 * `then` joins two sentences as the language does.
 */
function newSentences(text: string, said: string, then: (first: string, second: string) => string): string {
  const known = new Set(wordsOf(said));
  const fresh = text.split(sentenceEnd).filter((sentence) => {
    const words = wordsOf(sentence);
    return words.filter((w) => known.has(w)).length < words.length * 0.6;
  });
  return fresh.length === 0 ? "" : fresh.reduce(then);
}

/**
 * The assistant used when no model is configured (ADR 0016): it answers from the passages the chat
 * retrieved for the message, in three paragraphs: the best passage, what a second relevant passage adds
 * (or who we are), and the next step that fits the best passage. Nothing is generated, so it never says
 * anything the site does not. It writes in the request's language: the passages are that language's
 * already, and its own phrasings are ember-app/assistant/texts.
 */
export function createOfflineAssistant(site: SiteConfig): LlmProvider {
  return {
    name: "offline",
    async complete(request: ChatRequest): Promise<LlmResult<string>> {
      const texts = assistantTextsOf(request.language);
      const values = { product: site.productName, email: site.contactEmail, ...figures };
      const about = fillText(texts.offline.about, values);
      const then = (first: string, second: string) => fillText(texts.sentences, { first, second });
      const question = request.messages.at(-1)?.content ?? "";
      const closing = closingFor(texts.offline.closings, question);
      const [best, second] = request.grounding;
      if (!best) {
        return {
          ok: true,
          value: [
            fillText(texts.offline.intro, values),
            about,
            then(fillText(texts.offline.askMore, values), closing),
          ].join("\n\n"),
        };
      }
      const middle = (second && newSentences(second.text, best.text, then)) || about;
      return { ok: true, value: [best.text, middle, then(best.nextStep, closing)].join("\n\n") };
    },
    // There is no model to translate with; the text is shown as written, as product.md#errors does when
    // translation fails.
    async translateBatch(texts: readonly string[]): Promise<LlmResult<string[]>> {
      return { ok: true, value: [...texts] };
    },
  };
}
