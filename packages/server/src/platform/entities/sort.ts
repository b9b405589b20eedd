import { badRequest } from "../../errors.ts";
import { isForbiddenKey } from "../input-keys.ts";
import { type FieldRef, jsonbOf, parseFieldName, textOf } from "./field-sql.ts";
import type { SqlParams } from "./sql-params.ts";

/**
 * `sort` ("-created_date", "+title", "title") and `fields` ("a,b") of the list endpoints. A sort is one
 * field, in MongoDB's order across JSON types (null/missing, numbers, strings, objects, arrays, booleans),
 * with id as the tie-break, so keyset cursors see every record exactly once.
 */
export interface Sort {
  readonly field: string;
  readonly descending: boolean;
  readonly keys: readonly SortKey[];
  /** The unique column that orders equal keys; null when the keys are unique themselves (distinct values). */
  readonly tieBreak: "id" | null;
}

/** One ORDER BY term; `cast` re-types its text form when a cursor sends it back. */
export interface SortKey {
  readonly expr: string;
  readonly cast: "int" | "numeric" | "text" | "jsonb" | "timestamptz";
}

export const DEFAULT_SORT = "-created_date";

export function parseSort(sort: string | undefined): Sort {
  const text = sort?.trim() || DEFAULT_SORT;
  const descending = text.startsWith("-");
  const field = text.replace(/^[-+]/, "");
  return { field, descending, keys: sortKeys(parseFieldName(field)), tieBreak: "id" };
}

/** The canonical spelling, so "+x" and "x" name the same walk inside a cursor. */
export const sortText = (sort: Sort) => `${sort.descending ? "-" : ""}${sort.field}`;

export function sortKeys(ref: FieldRef): SortKey[] {
  if (ref.kind === "column") {
    if (ref.name === "id") return [];
    if (ref.type === "timestamptz") return [{ expr: ref.name, cast: "timestamptz" }];
    return [
      { expr: `(${ref.name} is not null)::int`, cast: "int" },
      { expr: `coalesce(${ref.name}, '') collate "C"`, cast: "text" },
    ];
  }
  return jsonSortKeys(jsonbOf(ref), textOf(ref));
}

/** The keys of a jsonb value (`json`, and `text` its ->> form) in MongoDB's order across types. */
export function jsonSortKeys(json: string, text: string): SortKey[] {
  const type = `jsonb_typeof(${json})`;
  // Every key is non-null (coalesce) so a row comparison can resume after any record.
  return [
    {
      expr: `(case ${type} when 'number' then 1 when 'string' then 2 when 'object' then 3 when 'array' then 4 when 'boolean' then 5 else 0 end)`,
      cast: "int",
    },
    { expr: `coalesce(case when ${type} = 'number' then (${json})::numeric end, 0)`, cast: "numeric" },
    { expr: `coalesce(case when ${type} = 'string' then ${text} end, '') collate "C"`, cast: "text" },
    {
      expr: `coalesce(case when ${type} in ('object', 'array', 'boolean') then ${json} end, 'null'::jsonb)`,
      cast: "jsonb",
    },
  ];
}

const withTieBreak = (sort: Sort, keys: readonly string[]) =>
  sort.tieBreak ? [...keys, sort.tieBreak] : keys;

export function orderByClause(sort: Sort): string {
  const dir = sort.descending ? "desc" : "asc";
  return withTieBreak(
    sort,
    sort.keys.map((k) => k.expr),
  )
    .map((expr) => `${expr} ${dir}`)
    .join(", ");
}

/** The sort keys as text columns _k0.._kn, read back from the last row of a page into its cursor. */
export function keyColumns(sort: Sort): string {
  return sort.keys.map((k, i) => `, (${k.expr})::text as _k${i}`).join("");
}

/** Rows strictly after the given position (keys, then the tie-break's value) in the sort order. */
export function afterPosition(
  sort: Sort,
  keys: readonly string[],
  id: string | null,
  params: SqlParams,
): string {
  const left = withTieBreak(
    sort,
    sort.keys.map((k) => k.expr),
  );
  const bound = sort.keys.map((k, i) => params.bind(keys[i], k.cast));
  const right = sort.tieBreak ? [...bound, params.bind(id, "text")] : bound;
  return `(${left.join(", ")}) ${sort.descending ? "<" : ">"} (${right.join(", ")})`;
}

const KEY_FORMS: Record<SortKey["cast"], (value: string) => boolean> = {
  int: (v) => /^-?\d{1,9}$/.test(v),
  numeric: (v) => /^-?\d{1,1000}(\.\d{1,1000})?$/.test(v),
  text: () => true,
  jsonb: (v) => {
    try {
      JSON.parse(v);
      return true;
    } catch {
      return false;
    }
  },
  timestamptz: (v) =>
    /^\d{4,6}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2}|Z)?$/.test(v),
};

/** Whether cursor-carried key texts have the shape their casts accept. */
export const keysFit = (sort: Sort, keys: readonly unknown[]): keys is string[] =>
  keys.length === sort.keys.length &&
  keys.every((k, i) => typeof k === "string" && KEY_FORMS[(sort.keys[i] as SortKey).cast](k));

const FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,199}$/;
const MAX_FIELDS = 200;

/** `fields` as a list of top-level names, or null for "all fields". */
export function parseFields(fields: string | undefined): string[] | null {
  const names = (fields ?? "")
    .split(",")
    .map((f) => f.trim())
    .filter(Boolean);
  if (names.length === 0) return null;
  if (names.length > MAX_FIELDS) throw badRequest("Too many fields");
  for (const name of names)
    if (!FIELD.test(name) || isForbiddenKey(name))
      throw badRequest(`Invalid field name: ${JSON.stringify(name.slice(0, 100))}`);
  return [...new Set(names)];
}

/** Keeps the requested fields, and always id (the SDK's contract leaves it open; clients need it). */
export function projectRecord(
  record: Record<string, unknown>,
  fields: readonly string[] | null,
): Record<string, unknown> {
  if (!fields) return record;
  const out: Record<string, unknown> = { id: record.id };
  for (const field of fields) if (Object.hasOwn(record, field)) out[field] = record[field];
  return out;
}
