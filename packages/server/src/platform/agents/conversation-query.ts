import { badRequest } from "../../errors.ts";
import { isPlainObject } from "../entities/query-operators.ts";
import type { QueryString } from "../entities/request-params.ts";
import { integerParam, stringParam } from "../entities/request-params.ts";
import { assertSafeKey, findForbiddenKey, forbiddenKeyError } from "../input-keys.ts";

/** One condition on a conversation: a column, or a path inside its metadata, and the texts it may equal. */
export interface ConversationCondition {
  readonly field: "id" | "agent_name" | "created_by_id" | { readonly metadata: readonly string[] };
  /** Values compared as text (the bracket form carries only strings); null matches a missing value. */
  readonly anyOf: readonly (string | null)[];
  readonly negated: boolean;
}

export interface ConversationQuery {
  readonly conditions: readonly ConversationCondition[];
  readonly sort: { readonly column: SortColumn; readonly descending: boolean };
  readonly limit: number;
  readonly skip: number;
  readonly fields: readonly string[] | undefined;
}

const sortColumns = ["created_date", "updated_date", "agent_name"] as const;
type SortColumn = (typeof sortColumns)[number];
const columns = ["id", "agent_name", "created_by_id"] as const;
export const CONVERSATION_FIELDS = [
  "id",
  "app_id",
  "agent_name",
  "created_by_id",
  "created_date",
  "updated_date",
  "messages",
  "metadata",
] as const;

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;
const MAX_CONDITIONS = 20;
const MAX_DEPTH = 8;
const MAX_KEY = 200;

/**
 * `q` as the SDK sends it for listConversations: axios writes an object parameter in brackets,
 * `q[agent_name]=x&q[metadata.priority]=y&q[metadata][a]=z&q[tags][0]=t`, every value a
 * string. A client writing `q` as JSON, as the entity calls do, is read too.
 */
export function readQueryObject(query: QueryString): Record<string, unknown> | undefined {
  const json = stringParam(query, "q");
  const bracketKeys = Object.keys(query).filter((key) => key.startsWith("q["));
  if (json !== undefined && bracketKeys.length > 0) throw badRequest("q was given twice");
  if (json !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw badRequest("q must be a JSON object or q[field]=value pairs");
    }
    if (!isPlainObject(parsed)) throw badRequest("q must be a JSON object or q[field]=value pairs");
    const forbidden = findForbiddenKey(parsed);
    if (forbidden !== undefined) throw forbiddenKeyError("q", forbidden);
    return parsed;
  }
  if (bracketKeys.length === 0) return undefined;
  // No prototype: a path segment can only ever name an own key of an object built here.
  const root: Record<string, unknown> = Object.create(null);
  for (const key of bracketKeys) {
    const path = bracketPath(key);
    const value = query[key];
    put(root, path, Array.isArray(value) ? value : (value ?? ""), key);
  }
  return root;
}

/** `q[a][b.c][0]` → ['a', 'b.c', '0']; anything else is a malformed parameter. */
function bracketPath(key: string): string[] {
  if (key.length > MAX_KEY || !/^q(\[[^[\]]*\])+$/.test(key)) throw badRequest(`Malformed parameter ${key}`);
  const path = [...key.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] as string);
  if (path.length > MAX_DEPTH || path.some((part) => part === ""))
    throw badRequest(`Malformed parameter ${key}`);
  assertSafeKey(key, "Query parameter");
  return path;
}

function put(target: Record<string, unknown>, path: readonly string[], value: unknown, key: string): void {
  let node = target;
  for (const part of path.slice(0, -1)) {
    const next = Object.hasOwn(node, part) ? node[part] : Object.create(null);
    if (!isPlainObject(next)) throw badRequest(`Parameter ${key} conflicts with another`);
    node[part] = next;
    node = next;
  }
  const last = path[path.length - 1] as string;
  if (Object.hasOwn(node, last)) throw badRequest(`Parameter ${key} was given more than once`);
  node[last] = value;
}

/** Objects whose keys are all indexes (`q[tags][0]=a`) were arrays before axios flattened them. */
const arrayOf = (value: Record<string, unknown>): unknown[] | undefined => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => /^\d+$/.test(k)) ? keys.map((k) => value[k]) : undefined;
};

const asText = (value: unknown, field: string): string | null => {
  if (value === null) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  throw badRequest(`Unsupported value for ${field}: use a string, number, boolean or null`);
};

const listOf = (value: unknown, field: string, operator: string): (string | null)[] => {
  const list = Array.isArray(value) ? value : isPlainObject(value) ? arrayOf(value) : undefined;
  if (!list) throw badRequest(`${operator} of ${field} must be a list`);
  return list.map((v) => asText(v, field));
};

function conditionsOf(
  field: ConversationCondition["field"],
  label: string,
  value: unknown,
): ConversationCondition[] {
  if (Array.isArray(value) || (isPlainObject(value) && arrayOf(value))) {
    throw badRequest(`Unsupported value for ${label}: use $in for a list`);
  }
  if (!isPlainObject(value)) return [{ field, anyOf: [asText(value, label)], negated: false }];
  const operators = Object.keys(value);
  if (operators.length === 0 || operators.some((k) => !k.startsWith("$"))) {
    throw badRequest(`Unsupported value for ${label}: use a value or $eq, $ne, $in, $nin`);
  }
  return operators.map((op) => {
    const operand = value[op];
    if (op === "$eq") return { field, anyOf: [asText(operand, label)], negated: false };
    if (op === "$ne") return { field, anyOf: [asText(operand, label)], negated: true };
    if (op === "$in") return { field, anyOf: listOf(operand, label, op), negated: false };
    if (op === "$nin") return { field, anyOf: listOf(operand, label, op), negated: true };
    throw badRequest(`Unsupported operator ${op} on ${label}: use $eq, $ne, $in or $nin`);
  });
}

/** Metadata conditions: `metadata.a.b` and `metadata: {a: {b}}` are the same path. */
function metadataConditions(path: readonly string[], value: unknown): ConversationCondition[] {
  if (path.length > MAX_DEPTH) throw badRequest("metadata filter nested too deeply");
  const label = ["metadata", ...path].join(".");
  if (isPlainObject(value) && !arrayOf(value)) {
    const keys = Object.keys(value);
    const plain = keys.filter((k) => !k.startsWith("$"));
    if (plain.length > 0 && plain.length < keys.length) {
      throw badRequest(`Filter on ${label} mixes operators and fields`);
    }
    if (plain.length > 0) {
      return plain.flatMap((k) => metadataConditions([...path, ...k.split(".")], value[k]));
    }
  }
  if (path.length === 0) throw badRequest("Filter on metadata needs a key, e.g. q[metadata.topic]=x");
  if (path.some((part) => part === "")) throw badRequest(`Malformed metadata path ${label}`);
  for (const part of path) assertSafeKey(part, "Metadata filter");
  return conditionsOf({ metadata: path }, label, value);
}

function parseConditions(q: Record<string, unknown> | undefined): ConversationCondition[] {
  if (!q) return [];
  const conditions = Object.entries(q).flatMap(([key, value]) => {
    if (key === "metadata" || key.startsWith("metadata.")) {
      return metadataConditions(key.split(".").slice(1), value);
    }
    const column = columns.find((c) => c === key);
    if (!column) {
      throw badRequest(
        `Conversations cannot be filtered by ${key}: use id, agent_name, created_by_id or metadata.<key>`,
      );
    }
    return conditionsOf(column, key, value);
  });
  if (conditions.length > MAX_CONDITIONS) throw badRequest(`At most ${MAX_CONDITIONS} filter conditions`);
  return conditions;
}

function parseSort(query: QueryString): ConversationQuery["sort"] {
  const sort = stringParam(query, "sort") ?? stringParam(query, "sort_by") ?? "-created_date";
  const descending = sort.startsWith("-");
  const name = sort.replace(/^[-+]/, "");
  const column = sortColumns.find((c) => c === name);
  if (!column) throw badRequest(`Conversations cannot be sorted by ${name}: use ${sortColumns.join(", ")}`);
  return { column, descending };
}

/** `fields[]=a&fields[]=b` from axios, or `fields=a,b`; the id is always returned. */
function parseFields(query: QueryString): readonly string[] | undefined {
  const raw = [query["fields[]"], query.fields].flat().filter((v): v is string => typeof v === "string");
  const names = raw
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  if (names.length === 0) return undefined;
  const unknown = names.filter((n) => !(CONVERSATION_FIELDS as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw badRequest(`Unknown conversation field ${unknown[0]}: use ${CONVERSATION_FIELDS.join(", ")}`);
  }
  return [...new Set(["id", ...names])];
}

/** The list parameters of getConversations / listConversations; anything malformed is a 400. */
export function parseConversationQuery(query: QueryString): ConversationQuery {
  return {
    conditions: parseConditions(readQueryObject(query)),
    sort: parseSort(query),
    limit: Math.min(integerParam(query, "limit") || DEFAULT_LIMIT, MAX_LIMIT),
    skip: integerParam(query, "skip") ?? 0,
    fields: parseFields(query),
  };
}
