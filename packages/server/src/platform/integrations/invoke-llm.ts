import { z } from "zod";
import { ApiError, badGateway, notImplemented, validationError } from "../../errors.ts";
import { BUDGET_SPENT } from "../llm/llm-plugin.ts";
import { parseInput } from "../validate.ts";
import type { CoreIntegration } from "./core-integration.ts";
import { requireAdminOrService, requireSignedIn } from "./integration-access.ts";
import { compileResponseSchema, extractJson } from "./response-schema.ts";

/**
 * The schema's ceiling; the configured cap (INVOKE_LLM_PROMPT_MAX_CHARS, default 8,000) is checked after
 * parsing, so an operator can lower it without a new schema.
 */
export const PROMPT_MAX_CHARS = 50_000;
const SCHEMA_MAX_CHARS = 20_000;
/** A model answer that takes longer than this is a failure (502), not a request hanging forever. */
const TIMEOUT_MS = 60_000;

const input = z.object({
  prompt: z.string().trim().min(1, "must not be empty").max(PROMPT_MAX_CHARS),
  // The app-level model (LLM_MODEL) answers every call; Base44's model names mean nothing to other providers.
  model: z.string().max(100).optional(),
  add_context_from_internet: z.boolean().optional(),
  response_json_schema: z
    .record(z.string(), z.unknown())
    .nullish()
    .refine((s) => s == null || JSON.stringify(s).length <= SCHEMA_MAX_CHARS, {
      message: `must be at most ${SCHEMA_MAX_CHARS} characters of JSON`,
    }),
  file_urls: z.array(z.string().max(2048)).max(20).nullish(),
});

const PLAIN = "You are a helpful assistant inside an application. Answer the user's request directly.";

const jsonInstructions = (schema: unknown) =>
  [
    "You are a helpful assistant inside an application. Answer the user's request.",
    "Reply with only one JSON value that conforms to this JSON schema: no other text, no code fence.",
    JSON.stringify(schema),
  ].join("\n");

/**
 * Core.InvokeLLM (ADR 0026) through the LLM provider layer: the answer as a JSON string, or, with
 * response_json_schema, the object the model gave, validated against the schema. Admins and the service
 * role only, unless INVOKE_LLM_FOR_USERS lets signed-in users in; rate-limited per user (ADR 0026); the
 * prompt capped (INVOKE_LLM_PROMPT_MAX_CHARS), the answer capped (LLM_MAX_TOKENS) and counted against the
 * day's model budget (ADR 0054), since every call is paid by the operator.
 */
export const invokeLlm: CoreIntegration = async ({ app, request, reply, caller, limits, read }) => {
  if (app.config.invokeLlm.forUsers) requireSignedIn(caller, "InvokeLLM");
  else requireAdminOrService(caller, "InvokeLLM");
  await limits.llm(request, reply);
  const { params } = await read();
  const call = parseInput(input, params);
  const promptMax = app.config.invokeLlm.promptMaxChars;
  if (call.prompt.length > promptMax) {
    throw validationError([{ field: "prompt", message: `must be at most ${promptMax} characters` }]);
  }
  if (call.add_context_from_internet) {
    throw notImplemented("InvokeLLM with add_context_from_internet is not supported by this server");
  }
  if (call.file_urls && call.file_urls.length > 0) {
    throw notImplemented("InvokeLLM with file_urls is not supported by this server");
  }
  const schema = call.response_json_schema ?? null;
  const validate = schema ? compileResponseSchema(schema) : null;
  const { provider } = app.llm;
  if (provider.name === "offline") {
    throw notImplemented(
      "InvokeLLM needs a language model, and none is configured on this server (LLM_BASE_URL, LLM_MODEL)",
    );
  }

  const result = await provider.complete(
    {
      system: schema ? jsonInstructions(schema) : PLAIN,
      messages: [{ role: "user", content: call.prompt }],
      grounding: [],
    },
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
    request.log.warn({ provider: provider.name, error: result.error }, "InvokeLLM failed");
    throw badGateway(`The language model did not answer (${result.error})`);
  }
  if (!validate) return result.value;
  const value = extractJson(result.value);
  if (value === undefined || !validate(value)) {
    request.log.warn(
      { provider: provider.name, errors: validate.errors?.length ?? 0 },
      "InvokeLLM answer off-schema",
    );
    throw badGateway("The language model's answer did not match response_json_schema");
  }
  return value;
};
