import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Caller } from "../caller.ts";
import type { AgentConversation, AgentMessage } from "./conversation-shapes.ts";

/** A tool the agent ran for this reply, in the SDK's AgentMessageToolCall shape. */
export interface AgentToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments_string: string;
  readonly status: "success" | "error";
  readonly results: string;
}

/** What an agent answers to one user message. */
export interface AgentReply {
  readonly content: string;
  /** The model that wrote it, when one did (AgentMessage.model). */
  readonly model?: string | undefined;
  /** The tools it ran on the way (AgentMessage.tool_calls), when it ran any. */
  readonly toolCalls?: readonly AgentToolCall[] | undefined;
}

export interface AgentTurn {
  readonly app: FastifyInstance;
  /** The conversation as stored, the new user message last. */
  readonly conversation: AgentConversation;
  readonly message: AgentMessage & { readonly content: string };
  readonly log: FastifyBaseLogger;
  /** Who sent the message: an agent's tools act as this caller, under the entities' rules. */
  readonly caller?: Caller | undefined;
}

/**
 * An agent of the SDK's `base44.agents`, configured in code: Base44 keeps agents in
 * base44/agents/*.jsonc, we keep them as definitions the app registers (ADR 0027). The name follows the
 * CLI's rule: lowercase letters, digits and underscores.
 */
export interface AgentDefinition {
  readonly name: string;
  /** How people call it, on pages about it: 'Ember Assistant'. */
  readonly displayName: string;
  readonly description: string;
  /** The assistant's reply; it must answer even when its model fails (adapters return, never throw). */
  reply(turn: AgentTurn): Promise<AgentReply>;
}

export const AGENT_NAME = /^[a-z0-9_]{1,64}$/;

export function defineAgent(agent: AgentDefinition): AgentDefinition {
  if (!AGENT_NAME.test(agent.name))
    throw new Error(`agent name ${agent.name}: lowercase a-z, 0-9 and _ only`);
  return agent;
}
