import { z } from "zod";
import { badGateway, notImplemented, validationError } from "../../errors.ts";
import { parseInput } from "../validate.ts";
import type { CoreIntegration } from "./core-integration.ts";
import { requireAdminOrService, requireSignedIn } from "./integration-access.ts";
import { askModel, askModelForJson, hasModel, jsonInstructions } from "./model-call.ts";
import { compileResponseSchema } from "./response-schema.ts";

/**
 * The schema's ceiling; the configured cap (INVOKE_LLM_PROMPT_MAX_CHARS, default 8,000) is checked after
 * parsing, so an operator can lower it without a new schema.
 */
export const PROMPT_MAX_CHARS = 50_000;
const SCHEMA_MAX_CHARS = 20_000;

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
  // Checked before the model is asked: a schema that does not compile is the caller's 422, not a 502.
  if (schema) compileResponseSchema(schema);
  if (!hasModel(app)) {
    throw notImplemented(
      "InvokeLLM needs a language model, and none is configured on this server (LLM_BASE_URL, LLM_MODEL)",
    );
  }
  if (!schema) return askModel(app, request, "InvokeLLM", { system: PLAIN, prompt: call.prompt });
  const value = await askModelForJson(app, request, "InvokeLLM", {
    system: jsonInstructions(schema),
    prompt: call.prompt,
    schema,
  });
  if (value === undefined) {
    throw badGateway("The language model's answer did not match response_json_schema");
  }
  return value;
};
