import {
  type ChatAnswer,
  chatFallbackReply,
  chatInputSchema,
  detectCrisis,
  safetyReplyOf,
} from "@ember/domain";
import { defineFunction } from "../platform/functions/function-registry.ts";
import { recordCrisisAlert } from "../services/crisis/crisis-alerts.ts";
import { buildChatRequest } from "../services/llm/chat-prompt.ts";
import type { KnowledgeHit } from "../services/llm/knowledge-index.ts";
import type { ChatRequest, LlmProvider, LlmResult } from "../services/llm/llm-provider.ts";
import { productEntity } from "./product-entities.ts";

// Below this a hit is a stray word ("weather" against "whether"), not a topic: better no grounding at all.
const MIN_SCORE = 8;

/** Passages much weaker than the best one are noise; the model and the offline assistant see only these. */
const relevant = (hits: readonly KnowledgeHit[]) =>
  hits
    .filter((hit) => hit.score >= Math.max(MIN_SCORE, (hits[0]?.score ?? 0) * 0.35))
    .map((hit) => hit.passage);

/** The provider's reply, or a failure once the time is up even if the provider ignores the abort. */
async function replyWithin(
  provider: LlmProvider,
  request: ChatRequest,
  ms: number,
): Promise<LlmResult<string>> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<LlmResult<string>>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ ok: false, error: "timeout" });
    }, ms);
  });
  try {
    return await Promise.race([
      provider
        .complete(request, controller.signal)
        .catch(() => ({ ok: false, error: "provider threw" }) as const),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The chat (SPEC 4.2, issue 5; ADR 0016). Crisis first: the server's detection is authoritative, and on a
 * crisis the answer is the safety message, with a CrisisAlert and the staff e-mail in one transaction and
 * no model asked. Otherwise the reply of the model (or the offline assistant), grounded in the site's own
 * knowledge, or SPEC 8's fallback text. Nothing of the conversation is stored or logged, except the alert.
 */
export const chat = defineFunction({
  name: "chat",
  input: chatInputSchema,
  rateLimit: "chat",
  async handler({ app, request }, input): Promise<ChatAnswer> {
    const site = app.mail.context.site;
    const previous = input.history.filter((turn) => turn.role === "user").map((turn) => turn.content);
    const match = detectCrisis(input.message, previous);
    if (match) {
      try {
        const { changes } = await app.db.transaction((tx) =>
          recordCrisisAlert(tx, productEntity(app, "CrisisAlert"), app.mail.context, {
            match,
            message: input.message,
            conversationId: input.conversation_id,
            now: new Date(),
            windowMs: app.crisisAlerts.groupWindowMs,
          }),
        );
        // Committed: staff watching CrisisAlert (realtime, admin only by its read rule) see it at once.
        app.recordChanges.notifyAll(changes);
        app.mail.kick();
      } catch (error) {
        // The person still gets the safety message (SPEC 8: a failed alert is logged, the chat continues).
        const { name, code } = error as { name?: string; code?: string };
        request.log.error({ error: { name, code }, tier: match.tier }, "crisis alert could not be recorded");
      }
      return { reply: safetyReplyOf(match.tier, site), crisis: { tier: match.tier, keyword: match.keyword } };
    }

    const grounding = relevant(app.llm.knowledge.search(input.message));
    const chatRequest = buildChatRequest(site, input.message, input.history, grounding);
    const reply = await replyWithin(app.llm.provider, chatRequest, app.llm.replyTimeoutMs);
    if (reply.ok) return { reply: reply.value, crisis: null };
    request.log.warn(
      { provider: app.llm.provider.name, error: reply.error },
      "chat reply failed; fallback sent",
    );
    return { reply: chatFallbackReply(site), crisis: null };
  },
});
