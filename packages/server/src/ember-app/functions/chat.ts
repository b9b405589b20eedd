import { type ChatAnswer, chatInputSchema } from "@ember/domain";
import { defineFunction } from "../../platform/functions/function-registry.ts";
import { answerMessage } from "../assistant/answer-message.ts";

/**
 * The chat (product.md#chat; ADR 0016): the assistant's answer (services/assistant), crisis first, in the
 * page's language. The browser keeps the conversation; nothing of it is stored or logged here, except a
 * crisis alert.
 */
export const chat = defineFunction({
  name: "chat",
  input: chatInputSchema,
  rateLimit: "chat",
  async handler({ app, request }, input): Promise<ChatAnswer> {
    const { reply, crisis } = await answerMessage(app, {
      message: input.message,
      history: input.history,
      conversationId: input.conversation_id,
      address: request.ip,
      language: input.language,
      log: request.log,
    });
    return { reply, crisis };
  },
});
