import type { Queryable } from "../../db/database.ts";
import { badRequest } from "../../errors.ts";
import type { Caller } from "../caller.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import type { EntityDefinition } from "./entity-schemas.ts";
import { assertQueryableFields, redactRecords } from "./field-rules.ts";
import { jsonbOf, parseFieldName } from "./field-sql.ts";
import { isPlainObject } from "./query-operators.ts";
import { RECORD_COLUMNS, type RecordRow, runQuery, toRecord } from "./record-rows.ts";
import { clampLimit, fieldsText, readCondition } from "./records-store.ts";
import {
  afterPosition,
  jsonSortKeys,
  keyColumns,
  keysFit,
  orderByClause,
  parseFields,
  parseSort,
  projectRecord,
  type Sort,
  sortText,
} from "./sort.ts";
import { SqlParams, sqlAnd } from "./sql-params.ts";

/**
 * v2/list: keyset pages with an opaque cursor. Every record, or every distinct value,
 * of a walk appears exactly once however records change between pages, and every page costs the same.
 */
export const DEFAULT_PAGE_LIMIT = 100;
export const MAX_DISTINCT_LIMIT = 1000;

export interface PageOptions {
  readonly query?: unknown;
  readonly sort?: string;
  readonly fields?: string | readonly string[];
  readonly limit?: number;
  /** next_cursor of the previous page; it carries the query, sort and fields of the walk. */
  readonly cursor?: string;
}

export interface DistinctOptions {
  /** The field whose distinct values to read; each element of an array value counts on its own. */
  readonly distinct: string;
  readonly query?: unknown;
  readonly limit?: number;
  readonly cursor?: string;
}

export interface Page<T> {
  readonly items: T[];
  readonly next_cursor: string | null;
  readonly has_more: boolean;
}

type WalkOptions = PageOptions & { readonly distinct?: string };

interface Walk {
  readonly query: Record<string, unknown> | null;
  readonly sort: Sort;
  readonly fields: string[] | null;
  readonly distinct: string | null;
  readonly position: { readonly keys: string[]; readonly id: string | null } | null;
}

const DISTINCT_VALUE = "_value";
const distinctSort = (field: string): Sort => ({
  field,
  descending: false,
  keys: jsonSortKeys(DISTINCT_VALUE, `(${DISTINCT_VALUE} #>> '{}')`),
  tieBreak: null,
});

/** One page of records, in the walk's sort order. */
export function listRecordsPage(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  options: PageOptions = {},
): Promise<Page<Record<string, unknown>>> {
  return readPage(db, caller, entity, options) as Promise<Page<Record<string, unknown>>>;
}

/** One page of a field's distinct values among the readable records, ascending. */
export function listDistinctValues(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  options: DistinctOptions,
): Promise<Page<unknown>> {
  if (!options.distinct) throw badRequest("distinct needs a field name");
  return readPage(db, caller, entity, options);
}

async function readPage(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  options: WalkOptions,
): Promise<Page<unknown>> {
  const walk = resolveWalk(options);
  // The walk's own query, sort and distinct, which a cursor may carry: it is not signed.
  assertQueryableFields(entity, caller, { query: walk.query, names: [walk.sort.field, walk.distinct] });
  const params = new SqlParams();
  const where = readCondition(entity, caller, walk.query, params);
  if (where === "false") return { items: [], next_cursor: null, has_more: false };
  const after = walk.position
    ? afterPosition(walk.sort, walk.position.keys, walk.position.id, params)
    : "true";
  const max = walk.distinct ? MAX_DISTINCT_LIMIT : undefined;
  const limit = Math.min(clampLimit(options.limit, DEFAULT_PAGE_LIMIT), max ?? Number.POSITIVE_INFINITY);
  const order = `order by ${orderByClause(walk.sort)} limit ${params.bind(limit + 1, "int")}`;
  const sql = walk.distinct
    ? `select ${DISTINCT_VALUE}${keyColumns(walk.sort)} from (${distinctValues(entity, walk.distinct, where)}) as d
       where ${after} ${order}`
    : `select ${RECORD_COLUMNS}${keyColumns(walk.sort)} from ${entity.table} where ${sqlAnd([where, after])} ${order}`;
  const { rows } = await runQuery<RecordRow & Record<string, unknown>>(db, sql, params.values);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const hasMore = rows.length > limit && last !== undefined;
  const nextCursor = hasMore
    ? encodeCursor({
        query: walk.query,
        sort: sortText(walk.sort),
        fields: walk.fields?.join(",") ?? null,
        distinct: walk.distinct,
        keys: walk.sort.keys.map((_, i) => last[`_k${i}`] as string),
        id: walk.distinct ? null : last.id,
      })
    : null;
  const items = walk.distinct
    ? page.map((row) => row[DISTINCT_VALUE])
    : (await redactRecords(db, entity, caller, page.map(toRecord))).map((r) => projectRecord(r, walk.fields));
  return { items, next_cursor: nextCursor, has_more: hasMore };
}

/** Each distinct value of the field among the readable records; each element of an array counts. */
function distinctValues(entity: EntityDefinition, field: string, where: string): string {
  const ref = parseFieldName(field);
  const value = ref.kind === "column" ? `to_jsonb(${ref.name})` : jsonbOf(ref);
  const elements = `jsonb_array_elements(case when jsonb_typeof(${value}) = 'array' then ${value} else jsonb_build_array(${value}) end)`;
  return `select distinct _element.value as ${DISTINCT_VALUE} from ${entity.table} cross join lateral ${elements} as _element
    where ${sqlAnd([where, `${value} is not null`])}`;
}

/** The walk a page belongs to: from the cursor when there is one, else from the options. */
function resolveWalk(options: WalkOptions): Walk {
  const given = {
    query: options.query ?? undefined,
    sort: options.sort ? sortText(parseSort(options.sort)) : undefined,
    fields: fieldsText(options.fields),
    distinct: options.distinct || undefined,
  };
  if (given.query !== undefined && !isPlainObject(given.query))
    throw badRequest("A query must be a JSON object");
  if (given.distinct && (given.sort || given.fields))
    throw badRequest("distinct cannot be combined with sort or fields");
  if (given.distinct) parseFieldName(given.distinct);
  if (!options.cursor) {
    const distinct = given.distinct ?? null;
    const sort = distinct ? distinctSort(distinct) : parseSort(given.sort);
    const query = (given.query as Record<string, unknown> | undefined) ?? null;
    return { query, sort, fields: parseFields(given.fields), distinct, position: null };
  }
  const state = decodeCursor(options.cursor);
  // The SDK re-sends q (and distinct) with a cursor: the same values are fine, different ones are not, and
  // a walk over records never continues from a walk over distinct values or the other way round.
  const differs =
    (given.query !== undefined && JSON.stringify(given.query) !== JSON.stringify(state.query ?? {})) ||
    (given.sort !== undefined && given.sort !== state.sort) ||
    (given.fields !== undefined && parseFields(given.fields)?.join(",") !== state.fields) ||
    (given.distinct ?? null) !== state.distinct;
  if (differs) throw badRequest("The cursor belongs to a different query, sort, fields or distinct");
  const distinct = state.distinct;
  if (distinct) parseFieldName(distinct);
  const sort = distinct ? distinctSort(distinct) : parseSort(state.sort);
  if (!keysFit(sort, state.keys) || (distinct === null) !== (typeof state.id === "string")) {
    throw badRequest("Invalid cursor");
  }
  const fields = distinct ? null : parseFields(state.fields ?? undefined);
  return { query: state.query, sort, fields, distinct, position: { keys: [...state.keys], id: state.id } };
}
