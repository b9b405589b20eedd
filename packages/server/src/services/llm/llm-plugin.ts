import { siteConfig } from "@ember/domain";
import fp from "fastify-plugin";
import { KnowledgeIndex } from "./knowledge-index.ts";
import type { LlmProvider } from "./llm-provider.ts";
import { createOfflineAssistant } from "./offline-assistant.ts";
import { createOpenAiProvider } from "./openai-provider.ts";
import { siteKnowledge } from "./site-knowledge.ts";

/** A model reply that takes longer than this gets the fallback text instead (ADR 0016). */
export const DEFAULT_REPLY_TIMEOUT_MS = 20_000;

export interface LlmService {
  readonly provider: LlmProvider;
  readonly knowledge: KnowledgeIndex;
  readonly replyTimeoutMs: number;
}

declare module "fastify" {
  interface FastifyInstance {
    llm: LlmService;
  }
}

export interface LlmPluginOptions {
  /** Replaces the configured provider. */
  readonly provider?: LlmProvider;
  /** Tests shorten it to prove the fallback without waiting 20 s. */
  readonly replyTimeoutMs?: number;
}

/** The language model: the OpenAI-compatible provider when LLM_BASE_URL is set, else the offline assistant. */
export default fp<LlmPluginOptions>(
  async (app, options) => {
    const { llm } = app.config;
    const provider =
      options.provider ?? (llm ? createOpenAiProvider(llm) : createOfflineAssistant(siteConfig));
    app.decorate("llm", {
      provider,
      knowledge: new KnowledgeIndex(siteKnowledge(siteConfig)),
      replyTimeoutMs: options.replyTimeoutMs ?? DEFAULT_REPLY_TIMEOUT_MS,
    } satisfies LlmService);
  },
  { name: "llm" },
);
