import { chatFallbackReply, detectCrisis, safetyReplyOf } from "@ember/domain";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { recordCrisisAlert } from "../crisis/crisis-alerts.ts";
import { buildChatRequest } from "../llm/chat-prompt.ts";
import type { KnowledgeHit } from "../llm/knowledge-index.ts";
import type { ChatTurn } from "../llm/llm-provider.ts";
import { withinTimeout } from "../llm/within-timeout.ts";

// Below this a hit is a stray word ("weather" against "whether"), not a topic: better no grounding at all.
const MIN_SCORE = 8;

/** Passages much weaker than the best one are noise; the model and the offline assistant see only these. */
const relevant = (hits: readonly KnowledgeHit[]) =>
  hits
    .filter((hit) => hit.score >= Math.max(MIN_SCORE, (hits[0]?.score ?? 0) * 0.35))
    .map((hit) => hit.passage);

export interface MessageToAnswer {
  readonly message: string;
  /** Earlier turns, oldest first, for the model's context and the crisis detection's. */
  readonly history: readonly ChatTurn[];
  /** Groups the staff alerts of one conversation (ADR 0016). */
  readonly conversationId: string | undefined;
  readonly log: FastifyBaseLogger;
}

export interface AssistantAnswer {
  readonly reply: string;
  readonly crisis: { readonly tier: 1 | 2 | 3; readonly keyword: string } | null;
  /** Who wrote the reply: the provider (its name), or our own fixed texts. */
  readonly source: "provider" | "safety" | "fallback";
}

/**
 * The assistant's answer to one message, shared by the chat function and the assistant agent (ADR 0016,
 * 0034). Crisis first: the server's detection is authoritative, and on a crisis the answer is the safety
 * message, with a CrisisAlert and the staff e-mail in one transaction and no model asked. Otherwise the
 * reply of the model (or the offline assistant), grounded in the site's own knowledge, or SPEC 8's
 * fallback text. Never throws for a failed alert or model: the person always gets an answer.
 */
export async function answerMessage(app: FastifyInstance, input: MessageToAnswer): Promise<AssistantAnswer> {
  const site = app.mail.context.site;
  const previous = input.history.filter((turn) => turn.role === "user").map((turn) => turn.content);
  const match = detectCrisis(input.message, previous);
  if (match) {
    try {
      const alerts = app.entities.get("CrisisAlert");
      if (!alerts) throw new Error("entities/CrisisAlert.json is missing");
      const { changes } = await app.db.transaction((tx) =>
        recordCrisisAlert(tx, alerts, app.mail.context, {
          match,
          message: input.message,
          conversationId: input.conversationId,
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
      input.log.error({ error: { name, code }, tier: match.tier }, "crisis alert could not be recorded");
    }
    return {
      reply: safetyReplyOf(match.tier, site),
      crisis: { tier: match.tier, keyword: match.keyword },
      source: "safety",
    };
  }

  const grounding = relevant(app.llm.knowledge.search(input.message));
  const chatRequest = buildChatRequest(site, input.message, input.history, grounding);
  const reply = await withinTimeout(
    (signal) => app.llm.provider.complete(chatRequest, signal),
    app.llm.replyTimeoutMs,
  );
  if (reply.ok) return { reply: reply.value, crisis: null, source: "provider" };
  input.log.warn({ provider: app.llm.provider.name, error: reply.error }, "chat reply failed; fallback sent");
  return { reply: chatFallbackReply(site), crisis: null, source: "fallback" };
}
