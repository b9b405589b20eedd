import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError, badGateway } from "../../errors.ts";
import { BUDGET_SPENT } from "../llm/llm-plugin.ts";
import { compileResponseSchema, extractJson } from "./response-schema.ts";

/** A model answer that takes longer than this is a failure (502), not a request hanging forever. */
const TIMEOUT_MS = 60_000;

export const jsonInstructions = (schema: unknown, task = "Answer the user's request.") =>
  [
    `You are a helpful assistant inside an application. ${task}`,
    "Reply with only one JSON value that conforms to this JSON schema: no other text, no code fence.",
    JSON.stringify(schema),
  ].join("\n");

/** Whether a model is configured at all (the offline assistant only knows the hosted app). */
export const hasModel = (app: FastifyInstance): boolean => app.llm.provider.name !== "offline";

/**
 * One completion from the configured model, within the day's token budget (429 once it is spent) and
 * LLM_MAX_TOKENS; 502 when the model fails. The caller has checked who may spend the operator's money.
 */
export async function askModel(
  app: FastifyInstance,
  request: FastifyRequest,
  what: string,
  turn: { readonly system: string; readonly prompt: string },
): Promise<string> {
  const { provider } = app.llm;
  const result = await provider.complete(
    { system: turn.system, messages: [{ role: "user", content: turn.prompt }], grounding: [] },
    AbortSignal.timeout(TIMEOUT_MS),
  );
  if (!result.ok && result.error === BUDGET_SPENT) {
    throw new ApiError(
      429,
      "The server's daily model budget is spent; try again tomorrow",
      "TooManyRequests",
    );
  }
  if (!result.ok) {
    request.log.warn({ provider: provider.name, error: result.error }, `${what} failed`);
    throw badGateway(`The language model did not answer (${result.error})`);
  }
  return result.value;
}

/**
 * The JSON value the model answered for `schema`, validated against it; undefined when its answer was
 * not such a value (logged without any of the text).
 */
export async function askModelForJson(
  app: FastifyInstance,
  request: FastifyRequest,
  what: string,
  turn: { readonly system: string; readonly prompt: string; readonly schema: Record<string, unknown> },
): Promise<unknown> {
  const validate = compileResponseSchema(turn.schema);
  const reply = await askModel(app, request, what, turn);
  const value = extractJson(reply);
  if (value === undefined || !validate(value)) {
    request.log.warn(
      { provider: app.llm.provider.name, errors: validate.errors?.length ?? 0 },
      `${what} answer off-schema`,
    );
    return undefined;
  }
  return value;
}
