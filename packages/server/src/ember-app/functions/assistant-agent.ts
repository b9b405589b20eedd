import { chatLimits, siteConfig } from "@ember/domain";
import { defineAgent } from "../../platform/agents/agent-definition.ts";
import type { AgentMessage } from "../../platform/agents/conversation-shapes.ts";
import type { ChatTurn } from "../../platform/llm/llm-provider.ts";
import { answerMessage } from "../assistant/answer-message.ts";

const isTurn = (m: AgentMessage): m is AgentMessage & ChatTurn =>
  (m.role === "user" || m.role === "assistant") && typeof m.content === "string" && m.hidden !== true;

/**
 * The product's chat assistant as a Base44 agent (ADR 0027), named after it: 'ember_assistant' for the
 * Ember Assistant. Each reply is the chat's answer (services/assistant): crisis first, with the safety
 * message and the staff alert and no model asked; else the model or the offline assistant, grounded in
 * the site, with the conversation's last turns as context.
 */
export const assistantAgent = defineAgent({
  name: `${siteConfig.productName.toLowerCase().replace(/[^a-z0-9]+/g, "_")}_assistant`,
  displayName: `${siteConfig.productName} Assistant`,
  description: `The ${siteConfig.productName} Assistant: questions about purpose, mentorship, small groups, plans and getting started.`,
  async reply({ app, conversation, message, log }) {
    const history = conversation.messages
      .filter((m) => m.id !== message.id)
      .filter(isTurn)
      .slice(-chatLimits.historyTurns)
      .map(({ role, content }) => ({ role, content }));
    const answer = await answerMessage(app, {
      message: message.content,
      history,
      conversationId: conversation.id,
      log,
    });
    const model = answer.source === "provider" ? app.config.llm?.model : undefined;
    return { content: answer.reply, model };
  },
});
