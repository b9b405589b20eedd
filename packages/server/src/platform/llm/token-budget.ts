import type { FastifyBaseLogger } from "fastify";
import type { Queryable } from "../../db/database.ts";

/** Where the budget stands today, for the staff console. */
export interface BudgetStatus {
  /** The UTC day counted, YYYY-MM-DD. */
  readonly day: string;
  readonly tokens: number;
  readonly calls: number;
  /** LLM_DAILY_TOKEN_BUDGET; 0 means no limit. */
  readonly budget: number;
  readonly spent: boolean;
}

/** A rough token count for a provider that reports no usage: about four characters a token. */
export const estimateTokens = (...texts: readonly string[]): number =>
  Math.ceil(texts.reduce((sum, text) => sum + text.length, 0) / 4);

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The operator's daily model budget (LLM_DAILY_TOKEN_BUDGET), counted per UTC day in `llm_token_usage`
 * so every instance on one database shares it (docs/decisions/0054). Every model call reports what it
 * used (the provider's usage numbers, else an estimate); once the day's total reaches the budget, calls
 * are refused until the next day and the chat answers with the offline assistant. The first instance to
 * see the budget spent logs one warning for the day.
 */
export class TokenBudget {
  readonly #db: Queryable;
  readonly #budget: number;
  readonly #log: FastifyBaseLogger;
  readonly #now: () => Date;
  /** The day this instance last saw the budget spent: no need to ask the database again that day. */
  #spentOn: string | null = null;

  constructor(db: Queryable, budget: number, log: FastifyBaseLogger, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#budget = budget;
    this.#log = log;
    this.#now = now;
  }

  get budget(): number {
    return this.#budget;
  }

  /** True while today's tokens are below the budget (always, with no budget). */
  async allows(): Promise<boolean> {
    if (this.#budget === 0) return true;
    const day = today(this.#now());
    if (this.#spentOn === day) return false;
    const { rows } = await this.#db.query<{ tokens: string | number }>(
      "select tokens from llm_token_usage where day = $1::date",
      [day],
    );
    const spent = Number(rows[0]?.tokens ?? 0) >= this.#budget;
    if (spent) await this.#spent(day);
    return !spent;
  }

  /** Adds one call's tokens to today's count. Never throws: a failed count must not fail the answer. */
  async record(tokens: number): Promise<void> {
    const day = today(this.#now());
    try {
      const { rows } = await this.#db.query<{ tokens: string | number }>(
        `insert into llm_token_usage as u (day, tokens, calls) values ($1::date, $2, 1)
         on conflict (day) do update set tokens = u.tokens + excluded.tokens, calls = u.calls + 1
         returning tokens`,
        [day, Math.max(0, Math.ceil(tokens))],
      );
      if (this.#budget > 0 && Number(rows[0]?.tokens ?? 0) >= this.#budget) await this.#spent(day);
    } catch (error) {
      const { name, code } = error as { name?: string; code?: string };
      this.#log.error({ error: { name, code } }, "model token usage could not be counted");
    }
  }

  async status(): Promise<BudgetStatus> {
    const day = today(this.#now());
    const { rows } = await this.#db.query<{ tokens: string | number; calls: number }>(
      "select tokens, calls from llm_token_usage where day = $1::date",
      [day],
    );
    const tokens = Number(rows[0]?.tokens ?? 0);
    return {
      day,
      tokens,
      calls: Number(rows[0]?.calls ?? 0),
      budget: this.#budget,
      spent: this.#budget > 0 && tokens >= this.#budget,
    };
  }

  /** Remembers the day, and logs it once a day across instances (the row's warned_at decides). */
  async #spent(day: string): Promise<void> {
    this.#spentOn = day;
    const { rows } = await this.#db.query<{ tokens: string | number }>(
      "update llm_token_usage set warned_at = now() where day = $1::date and warned_at is null returning tokens",
      [day],
    );
    if (rows.length > 0) {
      this.#log.warn(
        { day, tokens: Number(rows[0]?.tokens ?? 0), budget: this.#budget },
        "daily model token budget spent: the chat answers offline and nothing else asks the model until tomorrow (LLM_DAILY_TOKEN_BUDGET)",
      );
    }
  }
}
