import fp from "fastify-plugin";
import type { LlmProvider } from "./llm-provider.ts";
import { createOpenAiProvider } from "./openai-provider.ts";
import { TokenBudget } from "./token-budget.ts";

/** A model reply that takes longer than this gets the fallback text instead (ADR 0016). */
export const DEFAULT_REPLY_TIMEOUT_MS = 20_000;

/** What a call refused by the spent budget answers. */
export const BUDGET_SPENT = "daily token budget spent";

export interface LlmService {
  /** The configured model (or the offline assistant), refusing every call once the day's budget is spent. */
  readonly provider: LlmProvider;
  /** The app's offline answerer, used when there is no model or no budget left (see NO_MODEL). */
  readonly offline: LlmProvider;
  readonly replyTimeoutMs: number;
  /** How long the chat waits for the model's second opinion on crisis risk (ADR 0055). */
  readonly riskTimeoutMs: number;
  readonly budget: TokenBudget;
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
  /** Tests shorten it to prove a slow second opinion changes nothing. */
  readonly riskTimeoutMs?: number;
  /** The budget's clock (tests move to the next day without waiting for it). */
  readonly now?: () => Date;
  /**
   * What answers when no model is configured or the day's budget is spent: an app's own offline
   * assistant (the Ember app's answers from its pages). Without one, every such call fails with NO_MODEL.
   */
  readonly offline?: LlmProvider;
  /** The app's English names of its languages, for the translator's instructions. */
  readonly languageNames?: Readonly<Record<string, string>>;
}

/** What a call answers when no model is configured and the app has no offline answerer. */
export const NO_MODEL = "no language model is configured";

const noModel: LlmProvider = {
  name: "offline",
  complete: async () => ({ ok: false, error: NO_MODEL }),
  translateBatch: async (texts) =>
    texts.length === 0 ? { ok: true, value: [] } : { ok: false, error: NO_MODEL },
};

/** A provider whose every call first asks the budget; past it, the call fails at once and costs nothing. */
function budgeted(inner: LlmProvider, budget: TokenBudget): LlmProvider {
  if (inner.name === "offline") return inner;
  return {
    name: inner.name,
    async complete(request, signal) {
      if (!(await budget.allows())) return { ok: false, error: BUDGET_SPENT };
      return inner.complete(request, signal);
    },
    async translateBatch(texts, language, signal) {
      if (texts.length > 0 && !(await budget.allows())) return { ok: false, error: BUDGET_SPENT };
      return inner.translateBatch(texts, language, signal);
    },
  };
}

/**
 * The language model: the OpenAI-compatible provider when LLM_BASE_URL is set, else the offline
 * assistant. Every call to a model is capped (LLM_MAX_TOKENS) and counted against the day's budget
 * (LLM_DAILY_TOKEN_BUDGET, docs/decisions/0054).
 */
export default fp<LlmPluginOptions>(
  async (app, options) => {
    const { llm, llmLimits } = app.config;
    const budget = new TokenBudget(
      app.db,
      llmLimits.dailyTokenBudget,
      app.log.child({ component: "llm" }),
      options.now,
    );
    const offline = options.offline ?? noModel;
    const provider =
      options.provider ??
      (llm
        ? createOpenAiProvider({
            ...llm,
            maxTokens: llmLimits.maxTokens,
            onUsage: (tokens) => budget.record(tokens),
            ...(options.languageNames ? { languageNames: options.languageNames } : {}),
          })
        : offline);
    app.decorate("llm", {
      provider: budgeted(provider, budget),
      offline,
      replyTimeoutMs: options.replyTimeoutMs ?? DEFAULT_REPLY_TIMEOUT_MS,
      riskTimeoutMs: options.riskTimeoutMs ?? llmLimits.riskTimeoutMs,
      budget,
    } satisfies LlmService);
  },
  { name: "llm", dependencies: ["database"] },
);
