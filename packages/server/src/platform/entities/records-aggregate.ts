import type { Queryable } from "../../db/database.ts";
import { badRequest } from "../../errors.ts";
import type { Caller } from "../caller.ts";
import type { EntityDefinition } from "./entity-schemas.ts";
import { assertQueryableFields } from "./field-rules.ts";
import { type FieldRef, jsonbOf, parseFieldName, textOf } from "./field-sql.ts";
import { compileQuery } from "./query-compiler.ts";
import { isPlainObject } from "./query-operators.ts";
import { runQuery } from "./record-rows.ts";
import { readCondition } from "./records-store.ts";
import { SqlParams } from "./sql-params.ts";

/**
 * `aggregate(spec)`: POST /{E}/aggregate (ADR 0029, the SDK's EntityAggregateSpec). One GROUP BY
 * statement over the records the caller may read (the read rule is in its WHERE), each group built as one
 * jsonb row so `having` and `sort` can use the query language on the computed fields.
 */
const MAX_GROUP_FIELDS = 4;
const MAX_MEASURE_FIELDS = 10;
const MAX_ROWS = 1000;
const SPEC_KEYS = new Set([
  "query",
  "groupBy",
  "dateBucket",
  "count",
  "sum",
  "avg",
  "min",
  "max",
  "countDistinct",
  "having",
  "sort",
  "limit",
]);
const UNITS = new Set(["day", "week", "month", "year"]);

export interface AggregateResult {
  readonly rows: Record<string, unknown>[];
  readonly truncated: boolean;
}

function names(spec: Record<string, unknown>, key: string, max: number): string[] {
  const value = spec[key];
  if (value === undefined || value === null) return [];
  const list = typeof value === "string" ? [value] : value;
  if (!Array.isArray(list) || list.some((v) => typeof v !== "string") || list.length > max) {
    throw badRequest(`${key} must be a field name or an array of at most ${max} field names`);
  }
  return list as string[];
}

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A field's value as jsonb, for grouping and distinct counts. */
function jsonValueOf(ref: FieldRef): string {
  if (ref.kind === "data") return jsonbOf(ref);
  return ref.type === "timestamptz" ? `to_jsonb(${iso(ref.name)})` : `to_jsonb(${ref.name})`;
}

const formats = { day: "YYYY-MM-DD", week: "YYYY-MM-DD", month: "YYYY-MM", year: "YYYY" } as const;
const lengths = { day: 10, month: 7, year: 4 } as const;

function bucketOf(ref: FieldRef, unit: keyof typeof formats, field: string): string {
  if (ref.kind === "column") {
    if (ref.type !== "timestamptz") throw badRequest(`dateBucket: ${field} is not a date`);
    const time = `(${ref.name} at time zone 'UTC')`;
    const truncated = unit === "week" ? `date_trunc('week', ${time})` : time;
    return `to_jsonb(to_char(${truncated}, '${formats[unit]}'))`;
  }
  // Schema date fields are ISO text ("2026-09-01", "2026-09-01T10:30"): the bucket is its leading part.
  if (unit === "week") throw badRequest("dateBucket: week is only for created_date and updated_date");
  const text = textOf(ref);
  return `(case when jsonb_typeof(${jsonbOf(ref)}) = 'string' and ${text} ~ '^\\d{4}-\\d{2}-\\d{2}'
    then to_jsonb(left(${text}, ${lengths[unit]})) end)`;
}

function numberOf(ref: FieldRef, measure: string, field: string): string {
  if (ref.kind === "column") throw badRequest(`${measure}: ${field} is not a number field`);
  return `(case when jsonb_typeof(${jsonbOf(ref)}) = 'number' then (${textOf(ref)})::numeric end)`;
}

function extremeOf(ref: FieldRef, fn: "min" | "max"): string {
  if (ref.kind === "column") {
    return ref.type === "timestamptz"
      ? `to_jsonb(${iso(`${fn}(${ref.name})`)})`
      : `to_jsonb(${fn}(${ref.name} collate "C"))`;
  }
  const json = jsonbOf(ref);
  const number = `(case when jsonb_typeof(${json}) = 'number' then (${textOf(ref)})::numeric end)`;
  const text = `(case when jsonb_typeof(${json}) = 'string' then ${textOf(ref)} end)`;
  // Numbers first; a field holding only text (dates, names) gives its smallest or largest text.
  return `coalesce(to_jsonb(${fn}(${number})::float8), to_jsonb(${fn}(${text} collate "C")))`;
}

/** `having` may only name output fields of the rows (and combine them with $and/$or/$nor). */
function checkHaving(having: unknown, outputs: ReadonlySet<string>): void {
  if (!isPlainObject(having)) throw badRequest("having must be a JSON object");
  for (const [key, value] of Object.entries(having)) {
    if (key === "$and" || key === "$or" || key === "$nor") {
      if (!Array.isArray(value)) throw badRequest(`having: ${key} needs an array`);
      for (const sub of value) checkHaving(sub, outputs);
    } else if (!outputs.has(key) || parseFieldName(key).kind !== "data") {
      throw badRequest(`having: ${key} is not a computed or group field of the result`);
    }
  }
}

export async function aggregateRecords(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  spec: unknown,
): Promise<AggregateResult> {
  if (!isPlainObject(spec)) throw badRequest("The aggregate spec must be a JSON object");
  const unknown = Object.keys(spec).filter((k) => !SPEC_KEYS.has(k));
  if (unknown.length > 0) throw badRequest(`Unknown aggregate option: ${unknown.join(", ")}`);
  // Groups, sums and extremes of a hidden field would tell its values: every name in the spec counts.
  const { query: _query, having: havingSpec, ...named } = spec;
  assertQueryableFields(entity, caller, { query: havingSpec, names: stringsOf(named) });

  const pairs: [string, string][] = [];
  const groups: string[] = [];
  const add = (name: string, sql: string) => {
    if (pairs.some(([n]) => n === name)) throw badRequest(`${name} appears twice in the result`);
    pairs.push([name, sql]);
  };
  for (const field of names(spec, "groupBy", MAX_GROUP_FIELDS)) {
    const sql = jsonValueOf(parseFieldName(field));
    add(field, sql);
    groups.push(sql);
  }
  if (spec.dateBucket !== undefined) {
    const bucket = spec.dateBucket;
    if (!isPlainObject(bucket) || typeof bucket.field !== "string" || !UNITS.has(bucket.unit as string)) {
      throw badRequest("dateBucket must be {field, unit: day | week | month | year}");
    }
    const sql = bucketOf(parseFieldName(bucket.field), bucket.unit as keyof typeof formats, bucket.field);
    add(bucket.field, sql);
    groups.push(sql);
  }
  if (spec.count !== undefined && typeof spec.count !== "boolean")
    throw badRequest("count must be true or false");
  if (spec.count !== false) add("count", "count(*)");
  for (const field of names(spec, "sum", MAX_MEASURE_FIELDS)) {
    add(`sum_${field}`, `sum(${numberOf(parseFieldName(field), "sum", field)})::float8`);
  }
  for (const field of names(spec, "avg", MAX_MEASURE_FIELDS)) {
    add(`avg_${field}`, `avg(${numberOf(parseFieldName(field), "avg", field)})::float8`);
  }
  for (const fn of ["min", "max"] as const) {
    for (const field of names(spec, fn, MAX_MEASURE_FIELDS))
      add(`${fn}_${field}`, extremeOf(parseFieldName(field), fn));
  }
  if (spec.countDistinct !== undefined) {
    if (typeof spec.countDistinct !== "string") throw badRequest("countDistinct must be a field name");
    add(
      `count_distinct_${spec.countDistinct}`,
      `count(distinct ${jsonValueOf(parseFieldName(spec.countDistinct))})`,
    );
  }
  if (pairs.length === 0) throw badRequest("The aggregate computes nothing: give groupBy or a measure");

  const outputs = new Set(pairs.map(([name]) => name));
  const limit = spec.limit ?? MAX_ROWS;
  if (typeof limit !== "number" || !Number.isInteger(limit) || limit < 1 || limit > MAX_ROWS) {
    throw badRequest(`limit must be an integer from 1 to ${MAX_ROWS}`);
  }
  // A JSON null sorts before every other jsonb value; as SQL NULL it goes last, as in the records API.
  const valueAt = (name: string) => `nullif(g.data->'${name}', 'null'::jsonb)`;
  let order = [...pairs.slice(0, groups.length).map(([name]) => `${valueAt(name)} asc nulls last`), "g.data"];
  if (spec.sort !== undefined) {
    if (typeof spec.sort !== "string") throw badRequest("sort must be a field name, '-' for descending");
    const descending = spec.sort.startsWith("-");
    const name = spec.sort.replace(/^[-+]/, "");
    if (!outputs.has(name)) throw badRequest(`sort: ${name} is not a computed or group field of the result`);
    order = [`${valueAt(name)} ${descending ? "desc" : "asc"} nulls last`, ...order];
  }

  const params = new SqlParams();
  const where = readCondition(entity, caller, spec.query, params);
  let having = "true";
  if (spec.having !== undefined) {
    checkHaving(spec.having, outputs);
    having = compileQuery(spec.having, params);
  }
  // Output names are field names (validated) with a measure prefix: safe inside a quoted literal.
  const object = `jsonb_build_object(${pairs.map(([name, sql]) => `'${name}', ${sql}`).join(", ")})`;
  const sql = `select g.data from (
      select ${object} as data from ${entity.table} where ${where}
      ${groups.length > 0 ? `group by ${groups.join(", ")}` : ""}
    ) as g where ${having} order by ${order.join(", ")} limit ${params.bind(limit + 1, "int")}`;
  const { rows } = await runQuery<{ data: Record<string, unknown> }>(db, sql, params.values);
  return { rows: rows.slice(0, limit).map((row) => row.data), truncated: rows.length > limit };
}

/** Every string in a JSON value: the field names an aggregate spec uses, wherever it puts them. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  return isPlainObject(value) ? Object.values(value).flatMap(stringsOf) : [];
}
