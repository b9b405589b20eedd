import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { badRequest, type FieldError, validationError } from "../../errors.ts";
import { jsonLimitExceeded } from "./json-limits.ts";
import { isPlainObject } from "./query-operators.ts";

/**
 * Record validation from the entity's own schema: unknown fields are dropped, defaults applied on create,
 * and a violation is a 422 naming each field in the Base44 CLI's words ("Field required", "Input should be
 * a valid string"). An optional field may be null, as Base44's pydantic models allow.
 */
export interface RecordValidator {
  /** A complete new record's data: validated, defaults applied. Throws 400/422. */
  create(input: unknown): Record<string, unknown>;
  /** The changed fields of an update only: validated, no defaults, no required check. Throws 400/422. */
  update(input: unknown): Record<string, unknown>;
}

interface PropertySchema {
  readonly type?: string | readonly string[];
  readonly properties?: Record<string, PropertySchema>;
  readonly required?: readonly string[];
  readonly items?: PropertySchema;
  readonly [key: string]: unknown;
}

// Generous for records of forms and apps; far below what would overflow a recursive walk.
const RECORD_LIMITS = { maxDepth: 32, maxNodes: 100_000 } as const;

const KEPT_KEYWORDS = ["enum", "default", "minLength", "maxLength", "pattern", "minimum", "maximum"] as const;
// Base44 formats that constrain nothing beyond "a string".
const FREE_FORMATS = new Set(["file", "richtext"]);

// Lenient forms of date-time and time: browsers send "2024-05-01T10:30" from datetime-local inputs.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}(:?\d{2})?)?$/;
const TIME = /^\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}(:?\d{2})?)?$/;

function newAjv(useDefaults: boolean): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    allowUnionTypes: true,
    useDefaults,
    removeAdditional: "all",
  });
  addFormats(ajv, ["date", "email", "uri", "hostname", "ipv4", "ipv6", "uuid", "regex"]);
  ajv.addFormat(
    "date-time",
    (s: string) => DATE_TIME.test(s) && !Number.isNaN(Date.parse(s.replace(" ", "T"))),
  );
  ajv.addFormat("time", TIME);
  return ajv;
}

// One instance of each kind for every entity: an instance compiles the JSON Schema meta-schema before its
// first schema, which cost about 25 ms and 1 MB per entity at start (decision 0078). The schemas built
// below carry no `$id`, so entities cannot collide in a shared instance.
const shared = new Map<boolean, Ajv>();
function ajvOf(useDefaults: boolean): Ajv {
  let ajv = shared.get(useDefaults);
  if (!ajv) {
    ajv = newAjv(useDefaults);
    shared.set(useDefaults, ajv);
  }
  return ajv;
}

function toJsonSchema(property: PropertySchema, nullable: boolean): Record<string, unknown> {
  const declared = property.type === undefined ? ["string"] : [property.type].flat();
  const types = declared.map((t) => (t === "binary" ? "string" : t));
  if (nullable && !types.includes("null")) types.push("null");
  const out: Record<string, unknown> = { type: types.length === 1 ? types[0] : types };
  for (const keyword of KEPT_KEYWORDS) if (property[keyword] !== undefined) out[keyword] = property[keyword];
  if (Array.isArray(out.enum) && nullable && !out.enum.includes(null)) out.enum = [...out.enum, null];
  if (typeof property.format === "string" && !FREE_FORMATS.has(property.format)) out.format = property.format;
  if (property.items) out.items = toJsonSchema(property.items, false);
  if (property.properties) Object.assign(out, objectSchema(property.properties, property.required ?? []));
  return out;
}

function objectSchema(properties: Record<string, PropertySchema>, required: readonly string[]) {
  const converted = Object.fromEntries(
    Object.entries(properties).map(([name, p]) => [name, toJsonSchema(p, !required.includes(name))]),
  );
  return { properties: converted, ...(required.length > 0 ? { required: [...required] } : {}) };
}

export function compileRecordValidator(schema: {
  properties: Record<string, PropertySchema>;
  required?: readonly string[];
}): RecordValidator {
  const required = schema.required ?? [];
  const full = { type: "object", ...objectSchema(schema.properties, required) };
  // An update may omit required fields but may not null them: they stay non-nullable, just not required.
  const { required: _omit, ...partial } = full as { required?: unknown };
  const validateCreate = ajvOf(true).compile(full);
  const validateUpdate = ajvOf(false).compile(partial);

  const run = (validate: ValidateFunction, input: unknown, isUpdate: boolean) => {
    if (!isPlainObject(input)) throw badRequest("The record must be a JSON object");
    const exceeded = jsonLimitExceeded(input, RECORD_LIMITS);
    if (exceeded)
      throw badRequest(`The record is ${exceeded === "depth" ? "nested too deeply" : "too large"}`);
    // Undefined fields are dropped as JSON.stringify drops them on the wire, for in-process callers.
    const data = structuredClone(
      Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
    );
    const nulled = required.filter((field) => data[field] === null);
    // A required field sent as null counts as missing, as in the Base44 CLI.
    for (const field of nulled) delete data[field];
    const valid = validate(data);
    const errors = [
      ...(isUpdate ? nulled.map((field) => ({ field, message: "Field required" })) : []),
      ...(valid ? [] : toFieldErrors(validate.errors ?? [])),
    ];
    if (errors.length > 0) throw validationError(errors);
    return data;
  };
  return {
    create: (input) => run(validateCreate, input, false),
    update: (input) => run(validateUpdate, input, true),
  };
}

function toFieldErrors(errors: readonly ErrorObject[]): FieldError[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    const parts = error.instancePath.split("/").filter(Boolean);
    if (error.keyword === "required") parts.push(String(error.params.missingProperty));
    const field = parts.join(".") || "body";
    if (!byField.has(field)) byField.set(field, messageOf(error));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

function messageOf(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return "Field required";
    case "type": {
      const types = String(p.type)
        .split(",")
        .filter((t) => t !== "null");
      return `Input should be a valid ${types.join(" or ")}`;
    }
    case "enum": {
      const allowed = (p.allowedValues as unknown[]).filter((v) => v !== null).map((v) => JSON.stringify(v));
      return `Input should be one of ${allowed.join(", ")}`;
    }
    case "format":
      return p.format === "email"
        ? "Input should be a valid email address"
        : `Input should be a valid ${p.format}`;
    case "maxLength":
      return `String should have at most ${p.limit} characters`;
    case "minLength":
      return `String should have at least ${p.limit} characters`;
    case "pattern":
      return `String should match pattern '${p.pattern}'`;
    case "minimum":
      return `Input should be greater than or equal to ${p.limit}`;
    case "maximum":
      return `Input should be less than or equal to ${p.limit}`;
    default:
      return error.message ?? "Invalid value";
  }
}
