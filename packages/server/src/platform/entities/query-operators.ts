import { badRequest } from "../../errors.ts";
import { type FieldRef, jsonbOf, textOf } from "./field-sql.ts";
import { type SqlParams, sqlOr } from "./sql-params.ts";

/**
 * SQL for one operator on one field. Semantics follow MongoDB, which Base44 apps are written against:
 * null matches null or missing, a scalar equals a matching array element, comparisons only match values
 * of the same JSON type (numbers numerically, strings by code point), and a missing field never
 * satisfies a comparison. Each builder returns a boolean SQL expression that may be NULL for "no match".
 */
export interface Target {
  readonly ref: FieldRef;
  /** The schema declares a plain string here: compare text, so the (data->>'f') indexes apply. */
  readonly isString: boolean;
  readonly params: SqlParams;
}

export type Scalar = string | number | boolean;

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isScalar = (value: unknown): value is Scalar =>
  typeof value === "string" ||
  typeof value === "boolean" ||
  (typeof value === "number" && Number.isFinite(value));

/** Built-in dates compare as instants; the value is normalised here so PostgreSQL never sees odd input. */
function dateParam(t: Target, value: unknown): string | null {
  if (typeof value !== "string") return null;
  const time = Date.parse(value);
  if (Number.isNaN(time))
    throw badRequest(`Invalid date for ${fieldName(t)}: ${JSON.stringify(value.slice(0, 50))}`);
  return t.params.bind(new Date(time).toISOString(), "timestamptz");
}

const fieldName = (t: Target) => (t.ref.kind === "column" ? t.ref.name : t.ref.path.join("."));

export function equalSql(t: Target, value: unknown): string {
  const { ref, params } = t;
  if (ref.kind === "column") {
    if (value === null) return `${ref.name} is null`;
    if (ref.type === "timestamptz") {
      const p = dateParam(t, value);
      return p ? `${ref.name} = ${p}` : "false";
    }
    return typeof value === "string" ? `${ref.name} = ${params.bind(value, "text")}` : "false";
  }
  const json = jsonbOf(ref);
  if (value === null) return `(${json} is null or ${json} = 'null'::jsonb)`;
  if (typeof value === "string" && t.isString) return `${textOf(ref)} = ${params.bind(value, "text")}`;
  // For a scalar, jsonb containment is equality, or membership when the stored value is an array.
  if (isScalar(value)) return `${json} @> ${params.bindJson(value)}`;
  if (Array.isArray(value)) {
    return `(${json} = ${params.bindJson(value)} or (jsonb_typeof(${json}) = 'array' and ${json} @> ${params.bindJson([value])}))`;
  }
  if (isPlainObject(value)) return `${json} = ${params.bindJson(value)}`;
  throw badRequest(`Unsupported value for ${fieldName(t)}`);
}

export function inSql(t: Target, op: string, values: unknown): string {
  if (!Array.isArray(values)) throw badRequest(`${op} on ${fieldName(t)} needs an array`);
  const { ref, params } = t;
  const parts: string[] = [];
  if (values.includes(null)) parts.push(equalSql(t, null));
  const strings = values.filter((v): v is string => typeof v === "string");
  const scalars = values.filter(isScalar);
  const others = values.filter((v) => v !== null && !isScalar(v));
  if (ref.kind === "column") {
    if (ref.type === "timestamptz") {
      const dates = strings.map((s) => dateParam(t, s));
      if (dates.length > 0) parts.push(`${ref.name} in (${dates.join(", ")})`);
    } else if (strings.length > 0) {
      parts.push(`${ref.name} = any(${params.bind(strings, "text[]")})`);
    }
    return sqlOr(parts);
  }
  // A declared string field compares as text (index-friendly); anything else as jsonb containment.
  const textValues = t.isString ? strings : [];
  const jsonValues = t.isString ? scalars.filter((v) => typeof v !== "string") : scalars;
  if (textValues.length > 0) parts.push(`${textOf(ref)} = any(${params.bind(textValues, "text[]")})`);
  if (jsonValues.length > 0) {
    parts.push(
      `${jsonbOf(ref)} @> any(${params.bind(
        jsonValues.map((v) => JSON.stringify(v)),
        "jsonb[]",
      )})`,
    );
  }
  for (const other of others) parts.push(equalSql(t, other));
  return sqlOr(parts);
}

const comparisons = { $gt: ">", $gte: ">=", $lt: "<", $lte: "<=" } as const;
export type ComparisonOp = keyof typeof comparisons;
export const isComparisonOp = (op: string): op is ComparisonOp => Object.hasOwn(comparisons, op);

export function compareSql(t: Target, op: ComparisonOp, value: unknown): string {
  const { ref, params } = t;
  const sqlOp = comparisons[op];
  if (value === null) return op === "$gte" || op === "$lte" ? equalSql(t, null) : "false";
  if (!isScalar(value)) throw badRequest(`${op} on ${fieldName(t)} needs a number, string, boolean or null`);
  if (ref.kind === "column") {
    if (ref.type === "timestamptz") {
      const p = dateParam(t, value);
      return p ? `${ref.name} ${sqlOp} ${p}` : "false";
    }
    return typeof value === "string"
      ? `${ref.name} collate "C" ${sqlOp} ${params.bind(value, "text")}`
      : "false";
  }
  const json = jsonbOf(ref);
  if (typeof value === "string") {
    // Code-point order on both engines, whatever the database's default collation is.
    return `(jsonb_typeof(${json}) = 'string' and ${textOf(ref)} collate "C" ${sqlOp} ${params.bind(value, "text")})`;
  }
  const type = typeof value === "number" ? "number" : "boolean";
  return `(jsonb_typeof(${json}) = '${type}' and ${json} ${sqlOp} ${params.bindJson(value)})`;
}

export function existsSql(t: Target, value: unknown): string {
  if (value !== true && value !== false && value !== 0 && value !== 1) {
    throw badRequest(`$exists on ${fieldName(t)} needs true or false`);
  }
  const expr = t.ref.kind === "column" ? t.ref.name : jsonbOf(t.ref);
  return value === true || value === 1 ? `${expr} is not null` : `${expr} is null`;
}

const MAX_PATTERN = 1000;

/**
 * MongoDB's regex flags in PostgreSQL's embedded-option syntax: by default '.' does not match a newline
 * and ^/$ anchor the whole string ('p'); m makes ^/$ match at lines, s lets '.' match newlines.
 */
function regexFlags(options: string, field: string): string {
  if (!/^[imsx]*$/.test(options))
    throw badRequest(`Unsupported $options for ${field}: ${JSON.stringify(options)}`);
  const m = options.includes("m");
  const s = options.includes("s");
  const newline = m && s ? "w" : m ? "n" : s ? "s" : "p";
  return `${newline}${options.includes("i") ? "i" : ""}${options.includes("x") ? "x" : ""}`;
}

export function regexSql(t: Target, pattern: unknown, options: unknown): string {
  const field = fieldName(t);
  if (typeof pattern !== "string") throw badRequest(`$regex on ${field} needs a string`);
  if (pattern.length > MAX_PATTERN) throw badRequest(`$regex on ${field} is too long`);
  if (options !== undefined && typeof options !== "string")
    throw badRequest(`$options on ${field} must be a string`);
  try {
    new RegExp(pattern);
  } catch {
    throw badRequest(`Invalid regular expression for ${field}`);
  }
  const regex = t.params.bind(`(?${regexFlags(options ?? "", field)})${pattern}`, "text");
  if (t.ref.kind === "column") return t.ref.type === "text" ? `${t.ref.name} ~ ${regex}` : "false";
  return `(jsonb_typeof(${jsonbOf(t.ref)}) = 'string' and ${textOf(t.ref)} ~ ${regex})`;
}

export function allSql(t: Target, values: unknown): string {
  if (!Array.isArray(values)) throw badRequest(`$all on ${fieldName(t)} needs an array`);
  if (values.length === 0 || t.ref.kind === "column") return "false";
  const json = jsonbOf(t.ref);
  return `(jsonb_typeof(${json}) = 'array' and ${json} @> ${t.params.bindJson(values)})`;
}

export function sizeSql(t: Target, size: unknown): string {
  if (typeof size !== "number" || !Number.isInteger(size) || size < 0 || size > 1_000_000) {
    throw badRequest(`$size on ${fieldName(t)} needs a non-negative integer`);
  }
  if (t.ref.kind === "column") return "false";
  const json = jsonbOf(t.ref);
  // CASE, not AND: PostgreSQL may evaluate AND operands in any order, and the length of a scalar throws.
  return `(case when jsonb_typeof(${json}) = 'array' then jsonb_array_length(${json}) = ${t.params.bind(size, "int")} else false end)`;
}
