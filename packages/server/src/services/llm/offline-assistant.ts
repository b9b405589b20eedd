import { figures, type SiteConfig } from "@ember/domain";
import type { ChatRequest, LlmProvider, LlmResult } from "./llm-provider.ts";

const closings = [
  "Wherever you are on the road, you do not have to walk it alone.",
  "Every person is made with a purpose, and yours is worth the search.",
  "We would be glad to walk the next step with you.",
] as const;

// The same question always gets the same closing, so answers are stable (and testable).
const closingFor = (text: string) =>
  closings[[...text].reduce((sum, c) => sum + (c.codePointAt(0) ?? 0), 0) % closings.length];

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];

/** The sentences of `text` that the answer does not say already, so two passages never repeat a figure. */
function newSentences(text: string, said: string): string {
  const known = new Set(wordsOf(said));
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => {
      const words = wordsOf(sentence);
      return words.filter((w) => known.has(w)).length < words.length * 0.6;
    })
    .join(" ");
}

/**
 * The assistant used when no model is configured (ADR 0016): it answers from the passages the chat
 * retrieved for the message, in three paragraphs: the best passage, what a second relevant passage adds
 * (or who we are), and the next step that fits the best passage. Nothing is generated, so it never says
 * anything the site does not.
 */
export function createOfflineAssistant(site: SiteConfig): LlmProvider {
  const about = `${site.productName} is a faith-inspired, evidence-minded mentorship community. Since ${figures.founded}, ${figures.participants} people from ${figures.countries} countries have found mentors and small groups here, with ${figures.satisfaction} satisfaction.`;
  return {
    name: "offline",
    async complete(request: ChatRequest): Promise<LlmResult<string>> {
      const question = request.messages.at(-1)?.content ?? "";
      const [best, second] = request.grounding;
      if (!best) {
        return {
          ok: true,
          value: [
            `Thank you for your message. I'm the ${site.productName} Assistant, and I can help with questions about purpose, our mentorship and small groups, the time it takes, the plans and the free trial, and how to get started.`,
            about,
            `Could you tell me a little more about what you are looking for? Or write to us at ${site.contactEmail}; a real person will answer within 24 hours. ${closingFor(question)}`,
          ].join("\n\n"),
        };
      }
      const middle = (second && newSentences(second.text, best.text)) || about;
      return {
        ok: true,
        value: [best.text, middle, `${best.nextStep} ${closingFor(question)}`].join("\n\n"),
      };
    },
    // There is no model to translate with; the text is shown as written, as product.md#errors does when
    // translation fails.
    async translateBatch(texts: readonly string[]): Promise<LlmResult<string[]>> {
      return { ok: true, value: [...texts] };
    },
  };
}
