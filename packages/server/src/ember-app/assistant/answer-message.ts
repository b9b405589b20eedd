import { type CrisisMatch, defaultLanguage, detectCrisis, type LanguageCode } from "@ember/domain";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { ChatTurn } from "../../platform/llm/llm-provider.ts";
import { withinTimeout } from "../../platform/llm/within-timeout.ts";
import { onePerTurn } from "../../platform/one-per-turn.ts";
import { recordCrisisAlert } from "../crisis/crisis-alerts.ts";
import { judgeRisk, LOWER_CONFIDENCE, type RiskJudgement, tierOfRisk } from "../crisis/risk-judgement.ts";
import { emberMailContext } from "../mail/ember-mail-context.ts";
import { buildChatRequest } from "./chat-prompt.ts";
import { fallbackReplyIn, safetyReplyIn } from "./fixed-replies.ts";
import { griefReply, isBereavement } from "./grief.ts";
import type { KnowledgeHit } from "./knowledge-index.ts";

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
  /**
   * The client address (request.ip): groups the alerts of a sender without a conversation and caps the
   * immediate alert e-mails one address causes (ADR 0054). Absent for an agent's turn, whose conversation
   * stands for it.
   */
  readonly address?: string | undefined;
  /** The page's language: the reply, whoever writes it, is in it (English when absent). */
  readonly language?: LanguageCode | undefined;
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
 * reply of the model (or the offline assistant), grounded in the site's own knowledge, or the fallback text
 * of product.md#errors. Never throws for a failed alert or model: the person always gets an answer, in the
 * page's language (the staff alert stays English).
 */
export async function answerMessage(app: FastifyInstance, input: MessageToAnswer): Promise<AssistantAnswer> {
  const site = emberMailContext(app).site;
  const language = input.language ?? defaultLanguage;
  const previous = input.history.filter((turn) => turn.role === "user").map((turn) => turn.content);
  const match = await onePerTurn(() => detectCrisis(input.message, previous));
  // A tier-1 match never waits for a model, nor asks one.
  const opinion = match?.tier === 1 ? null : startSecondOpinion(app, input);

  if (match) {
    const judgement = opinion ? await opinion.early : null;
    if (judgement?.risk === "none" && judgement.confidence >= LOWER_CONFIDENCE) {
      // Only a confident "none" takes back a tier 2 or 3 match; staff can read why in the log.
      input.log.info(
        { tier: match.tier, keyword: match.keyword, risk: judgement.risk, confidence: judgement.confidence },
        "crisis match lowered by the model's second opinion",
      );
    } else {
      const raised = judgement ? tierOfRisk(judgement) : null;
      const tier = raised !== null && raised < match.tier ? raised : match.tier;
      const effect = tier < match.tier ? "raised" : "kept";
      await alertStaff(app, input, { tier, keyword: match.keyword }, judgement, effect);
      return {
        reply: safetyReplyIn(language, tier, site),
        crisis: { tier, keyword: match.keyword },
        source: "safety",
      };
    }
  }

  // Grief the detector let pass (or the second opinion took back) still gets the gentle resources.
  const grief = isBereavement(input.message) ? griefReply(site, language) : null;
  if (grief) return afterOpinion(app, input, opinion, { reply: grief, crisis: null, source: "safety" });

  const grounding = relevant(await app.siteKnowledge.search(input.message, language));
  const chatRequest = buildChatRequest(site, input.message, input.history, grounding, language);
  // Past the day's model budget the offline assistant answers (the budget logs that once a day).
  const provider =
    app.llm.provider.name !== "offline" && (await app.llm.budget.allows())
      ? app.llm.provider
      : app.llm.offline;
  const reply = await withinTimeout(
    (signal) => provider.complete(chatRequest, signal),
    app.llm.replyTimeoutMs,
  );
  if (reply.ok)
    return afterOpinion(app, input, opinion, { reply: reply.value, crisis: null, source: "provider" });
  input.log.warn({ provider: provider.name, error: reply.error }, "chat reply failed; fallback sent");
  return afterOpinion(app, input, opinion, {
    reply: fallbackReplyIn(language, site),
    crisis: null,
    source: "fallback",
  });
}

/** The keyword a model-raised alert carries: the offline detector found none. */
export const MODEL_KEYWORD = "(second opinion)";
/** How long a second opinion may still arrive after the chat answered: a late "high" still alerts staff. */
const LATE_OPINION_MS = 15_000;

interface SecondOpinion {
  /** The judgement if it arrived within the risk timeout, else null. */
  readonly early: Promise<RiskJudgement | null>;
  /** The judgement whenever it arrives (up to LATE_OPINION_MS), else null. */
  readonly late: Promise<RiskJudgement | null>;
}

/**
 * Asks the model's second opinion in parallel with everything else (ADR 0055), when a model is configured,
 * the check is on and the day's budget allows (the budgeted provider refuses at once when it does not, and
 * the offline detector decides alone).
 */
function startSecondOpinion(app: FastifyInstance, input: MessageToAnswer): SecondOpinion | null {
  if (!app.config.llmLimits.riskCheck || app.llm.provider.name === "offline") return null;
  const late = withinTimeout(
    (signal) => judgeRisk(app.llm.provider, input.message, input.history, signal),
    LATE_OPINION_MS,
  ).then((result) => {
    if (!result.ok) input.log.info({ error: result.error }, "no second opinion on crisis risk");
    return result.ok ? result.value : null;
  });
  let timer: NodeJS.Timeout | undefined;
  const early = Promise.race([
    late,
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), app.llm.riskTimeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
  return { early, late };
}

/**
 * The answer, unless the second opinion, arriving within its timeout, asks for crisis help: then the
 * safety message of its tier and a staff alert. One arriving later alerts staff on its own (the person
 * was already answered; the next message is judged again with this one in its history).
 */
async function afterOpinion(
  app: FastifyInstance,
  input: MessageToAnswer,
  opinion: SecondOpinion | null,
  answer: AssistantAnswer,
): Promise<AssistantAnswer> {
  if (!opinion) return answer;
  const judgement = await opinion.early;
  const tier = judgement ? tierOfRisk(judgement) : null;
  if (judgement && tier !== null) {
    await alertStaff(app, input, { tier, keyword: MODEL_KEYWORD }, judgement, "raised");
    const site = emberMailContext(app).site;
    return {
      reply: safetyReplyIn(input.language, tier, site),
      crisis: { tier, keyword: MODEL_KEYWORD },
      source: "safety",
    };
  }
  if (!judgement) {
    void opinion.late.then(async (late) => {
      const lateTier = late ? tierOfRisk(late) : null;
      if (!late || lateTier === null) return;
      input.log.warn({ tier: lateTier, risk: late.risk }, "a late second opinion raised a crisis alert");
      await alertStaff(app, input, { tier: lateTier, keyword: MODEL_KEYWORD }, late, "raised");
    });
  }
  return answer;
}

/**
 * Stores the CrisisAlert and queues the staff e-mail in one transaction (ADR 0016, 0054). Never throws:
 * the person still gets the safety message if it fails, and the failure is logged.
 */
async function alertStaff(
  app: FastifyInstance,
  input: MessageToAnswer,
  match: CrisisMatch,
  judgement: RiskJudgement | null,
  effect: "raised" | "kept",
): Promise<void> {
  try {
    const alerts = app.entities.get("CrisisAlert");
    if (!alerts) throw new Error("entities/CrisisAlert.json is missing");
    const { changes } = await app.db.transaction((tx) =>
      recordCrisisAlert(tx, alerts, emberMailContext(app), {
        match,
        message: input.message,
        sender: {
          conversationId: input.conversationId,
          address: input.address ?? `conversation:${input.conversationId ?? "none"}`,
        },
        now: new Date(),
        windowMs: app.crisisAlerts.groupWindowMs,
        immediatePerAddress: app.crisisAlerts.immediatePerAddress,
        secondOpinion: judgement ? { ...judgement, effect } : undefined,
      }),
    );
    // Committed: staff watching CrisisAlert (realtime, admin only by its read rule) see it at once.
    app.recordChanges.notifyAll(changes);
    app.mail.kick();
  } catch (error) {
    const { name, code } = error as { name?: string; code?: string };
    input.log.error({ error: { name, code }, tier: match.tier }, "crisis alert could not be recorded");
  }
}
