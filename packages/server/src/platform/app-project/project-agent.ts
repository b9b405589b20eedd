import type { FastifyInstance } from "fastify";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { ApiError } from "../../errors.ts";
import { type AgentDefinition, type AgentToolCall, defineAgent } from "../agents/agent-definition.ts";
import type { AgentMessage } from "../agents/conversation-shapes.ts";
import { anonymous } from "../caller.ts";
import type { EntityDefinition } from "../entities/entity-schemas.ts";
import { onFirstUse } from "../on-first-use.ts";
import type { AgentConfig } from "./agent-config.ts";
import { entityTools } from "./entity-tools.ts";

/**
 * A project's agent (base44/agents/*.jsonc) as the platform's AgentDefinition. It answers through the
 * configured OpenAI-compatible model with the OpenAI tools protocol: the model may call the agent's entity
 * tools, each run as the user who wrote the message, and answers once it has what it needs. The existing
 * LLM provider interface has no tool calls, so this speaks to the same endpoint (LLM_BASE_URL) itself,
 * within the same daily token budget.
 */
// Imported with the first answer from a model: a project without one never loads the client.
const openai = onFirstUse(async () => (await import("openai")).default);

export const MAX_TOOL_ROUNDS = 5;
const HISTORY_TURNS = 20;
const DEFAULT_TIMEOUT_MS = 20_000;

export const NO_MODEL_REPLY =
  "This assistant needs a language model, and none is configured on this server (LLM_BASE_URL).";
export const FAILED_REPLY = "The assistant could not answer just now. Please try again in a moment.";

const isTurn = (m: AgentMessage): m is AgentMessage & { role: "user" | "assistant"; content: string } =>
  (m.role === "user" || m.role === "assistant") && typeof m.content === "string" && m.hidden !== true;

export function projectAgent(
  config: AgentConfig,
  entities: ReadonlyMap<string, EntityDefinition>,
): AgentDefinition {
  const tools = entityTools(config.entityTools, entities);
  return defineAgent({
    name: config.name,
    displayName: config.name,
    description: config.description,
    async reply({ app, conversation, message, log, caller }) {
      const llm = app.config.llm;
      if (!llm) return { content: NO_MODEL_REPLY };
      const history = conversation.messages
        .filter((m) => m.id !== message.id)
        .filter(isTurn)
        .slice(-HISTORY_TURNS)
        .map(({ role, content }) => ({ role, content }));
      const messages: ChatCompletionMessageParam[] = [
        { role: "system", content: config.instructions },
        ...history,
        { role: "user", content: message.content },
      ];
      const toolCalls: AgentToolCall[] = [];
      const OpenAI = await openai();
      const client = new OpenAI({ baseURL: llm.baseUrl, apiKey: llm.apiKey ?? "none", maxRetries: 0 });
      const signal = AbortSignal.timeout(app.llm?.replyTimeoutMs ?? DEFAULT_TIMEOUT_MS);
      try {
        for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
          if (app.llm && !(await app.llm.budget.allows())) return { content: FAILED_REPLY };
          // The last round offers no tools: the model has to answer with what it has.
          const offer = round < MAX_TOOL_ROUNDS && tools.size > 0;
          const completion = await client.chat.completions.create(
            {
              model: llm.model,
              messages,
              max_tokens: app.config.llmLimits.maxTokens,
              ...(offer ? { tools: [...tools.values()].map((t) => t.definition) } : {}),
            },
            { signal },
          );
          await app.llm?.budget.record(completion.usage?.total_tokens ?? 0);
          const answer = completion.choices[0]?.message;
          const calls = (answer?.tool_calls ?? []).filter((c) => c.type === "function");
          if (!answer || calls.length === 0) {
            const content = answer?.content?.trim();
            return { content: content || FAILED_REPLY, model: llm.model, toolCalls };
          }
          messages.push({ role: "assistant", content: answer.content ?? null, tool_calls: calls });
          for (const call of calls) {
            const result = await runTool(app, tools, call.function.name, call.function.arguments, caller);
            toolCalls.push({
              id: call.id,
              name: call.function.name,
              arguments_string: call.function.arguments,
              status: result.ok ? "success" : "error",
              results: result.text,
            });
            messages.push({ role: "tool", tool_call_id: call.id, content: result.text });
          }
        }
        return { content: FAILED_REPLY, toolCalls };
      } catch (error) {
        // The model's own message may echo the prompt: only its kind is logged.
        log.warn({ agent: config.name, error: (error as Error).name }, "agent model call failed");
        return { content: FAILED_REPLY, toolCalls };
      }
    },
  });

  async function runTool(
    app: FastifyInstance,
    available: ReturnType<typeof entityTools>,
    name: string,
    args: string,
    caller: Parameters<AgentDefinition["reply"]>[0]["caller"],
  ): Promise<{ ok: boolean; text: string }> {
    const tool = available.get(name);
    if (!tool) return { ok: false, text: JSON.stringify({ error: `No tool named ${name}` }) };
    let parsed: unknown;
    try {
      parsed = JSON.parse(args || "{}");
    } catch {
      return { ok: false, text: JSON.stringify({ error: "The arguments are not JSON" }) };
    }
    try {
      // No caller (an agent started outside a request) means no one's rights: anonymous.
      const result = await tool.run(app, caller ?? anonymous, parsed);
      return { ok: true, text: JSON.stringify(result ?? null) };
    } catch (error) {
      // A refusal (403, 404, 422) is the model's to read and explain; anything else is not for its eyes.
      const message = error instanceof ApiError ? error.message : "The tool failed";
      if (!(error instanceof ApiError)) app.log.warn({ err: error, tool: name }, "agent tool failed");
      return { ok: false, text: JSON.stringify({ error: message }) };
    }
  }
}
