import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { validationError } from "../../errors.ts";

// Keywords whose value is one schema, a list of schemas, or a map of names to schemas.
const ONE = ["additionalProperties", "items", "not", "contains", "if", "then", "else", "propertyNames"];
const LIST = ["allOf", "anyOf", "oneOf", "prefixItems", "items"];
const MAP = ["properties", "$defs", "definitions", "dependentSchemas"];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The schema without `pattern` and `patternProperties`, walked as a schema (a property that happens to be
 * called "pattern" stays). A caller's regular expression run against a model's answer could take the
 * process hostage (catastrophic backtracking), so the model is told the pattern but we do not enforce it.
 */
export function withoutPatterns(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "pattern" || key === "patternProperties") continue;
    if (MAP.includes(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutPatterns(v)]));
    } else if (LIST.includes(key) && Array.isArray(value)) {
      out[key] = value.map(withoutPatterns);
    } else if (ONE.includes(key)) {
      out[key] = withoutPatterns(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/**
 * A validator for InvokeLLM's response_json_schema, or a 422 when it is no valid JSON schema. A new Ajv
 * for each call: Ajv caches every schema it compiles, and callers' schemas are unbounded in variety.
 */
export function compileResponseSchema(schema: Record<string, unknown>): ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv, ["date", "date-time", "time", "email", "uri", "uuid"]);
  try {
    return ajv.compile(withoutPatterns(schema) as Record<string, unknown>);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "invalid schema";
    throw validationError([
      { field: "response_json_schema", message: `is not a usable JSON schema: ${reason}` },
    ]);
  }
}

/**
 * The JSON value in a model's reply: the reply itself, or inside a code fence, or from its first { or [
 * to the last matching bracket (models often add a sentence around it). Undefined when there is none.
 */
export function extractJson(reply: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(reply)?.[1];
  const candidates = [reply.trim(), fenced?.trim()];
  const start = reply.search(/[[{]/);
  if (start >= 0) {
    const close = reply[start] === "{" ? "}" : "]";
    candidates.push(reply.slice(start, reply.lastIndexOf(close) + 1));
  }
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next reading
    }
  }
  return undefined;
}
