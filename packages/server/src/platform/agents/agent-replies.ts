import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Caller } from "../caller.ts";
import type { AgentDefinition } from "./agent-definition.ts";
import { publishMessage } from "./conversation-events.ts";
import type { AgentConversation, AgentMessage } from "./conversation-shapes.ts";
import { appendMessage } from "./conversations-store.ts";

/**
 * The agents' replies, written after the user's message is answered: `addMessage` returns the stored
 * message at once and the reply arrives in the conversation's room, as on Base44 (ADR 0027). Replies in
 * flight are awaited when the app closes, so none is cut off half-written.
 */
export class AgentReplies {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly app: FastifyInstance) {}

  start(
    agent: AgentDefinition,
    conversation: AgentConversation,
    message: AgentMessage & { readonly content: string },
    log: FastifyBaseLogger,
    caller?: Caller,
  ): void {
    const run = this.#reply(agent, conversation, message, log, caller).catch((error: unknown) => {
      log.error({ err: error, conversation: conversation.id }, "agent reply failed");
    });
    this.#pending.add(run);
    void run.finally(() => this.#pending.delete(run));
  }

  /** Resolves once every reply started so far is stored and published. */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  async #reply(
    agent: AgentDefinition,
    conversation: AgentConversation,
    message: AgentMessage & { readonly content: string },
    log: FastifyBaseLogger,
    caller: Caller | undefined,
  ): Promise<void> {
    const reply = await agent.reply({ app: this.app, conversation, message, log, caller });
    const stored = await appendMessage(this.app.db, this.app.config.appId, conversation.id, {
      role: "assistant",
      content: reply.content,
      data: {
        ...(reply.model ? { model: reply.model } : {}),
        ...(reply.toolCalls?.length ? { tool_calls: reply.toolCalls } : {}),
      },
    });
    publishMessage(this.app.realtime, stored.conversation, stored.message);
  }
}
