import type { Queryable } from "../../db/database.ts";
import { badRequest } from "../../errors.ts";
import type { Caller } from "../caller.ts";
import type { EntityDefinition } from "./entity-schemas.ts";
import { assertQueryableFields, redactRecords } from "./field-rules.ts";
import { compileQuery } from "./query-compiler.ts";
import { isPlainObject } from "./query-operators.ts";
import {
  type EntityRecord,
  RECORD_COLUMNS,
  type RecordRow,
  recordNotFound,
  runQuery,
  toRecord,
} from "./record-rows.ts";
import { compileRule } from "./rls.ts";
import { orderByClause, parseFields, parseSort, projectRecord } from "./sort.ts";
import { SqlParams, sqlAnd } from "./sql-params.ts";

/**
 * Reading records: every read runs the entity's `read` rule inside its SQL, so a caller only ever sees,
 * counts or pages through what the rule lets them read. Cursor pages are in records-page.ts, writes in
 * records-write.ts.
 */
export const MAX_LIMIT = 5000;

export interface ListOptions {
  /** A `q` filter object (query-compiler.ts). */
  readonly query?: unknown;
  readonly sort?: string;
  readonly limit?: number;
  readonly skip?: number;
  /** Projection: "a,b" or ["a","b"]; id is always included. */
  readonly fields?: string | readonly string[];
}

export const fieldsText = (fields: string | readonly string[] | undefined) =>
  (typeof fields === "string" ? fields : (fields ?? []).join(",")) || undefined;

export const clampLimit = (limit: number | undefined, fallback: number) =>
  Math.min(Math.max(Math.trunc(limit ?? fallback) || fallback, 1), MAX_LIMIT);

/** The WHERE condition of a read: the caller's read rule and the query, sharing one parameter list. */
export function readCondition(
  entity: EntityDefinition,
  caller: Caller,
  query: unknown,
  params: SqlParams,
): string {
  const rule = compileRule(entity, "read", caller, params);
  if (rule === "false") return "false";
  if (query !== undefined && query !== null && !isPlainObject(query))
    throw badRequest("A query must be a JSON object");
  assertQueryableFields(entity, caller, { query });
  return sqlAnd([rule, compileQuery(query, params, { stringFields: entity.stringFields })]);
}

export async function listRecords(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  options: ListOptions = {},
): Promise<Record<string, unknown>[]> {
  const sort = parseSort(options.sort);
  const fields = parseFields(fieldsText(options.fields));
  assertQueryableFields(entity, caller, { names: [sort.field] });
  const params = new SqlParams();
  const where = readCondition(entity, caller, options.query, params);
  if (where === "false") return [];
  const skip = Math.max(Math.trunc(options.skip ?? 0) || 0, 0);
  const sql = `select ${RECORD_COLUMNS} from ${entity.table} where ${where}
    order by ${orderByClause(sort)} limit ${params.bind(clampLimit(options.limit, MAX_LIMIT), "int")} offset ${params.bind(skip, "bigint")}`;
  const { rows } = await runQuery<RecordRow>(db, sql, params.values);
  // Hidden fields go before the projection: a field's rule may read built-ins the projection leaves out.
  const records = await redactRecords(db, entity, caller, rows.map(toRecord));
  return records.map((record) => projectRecord(record, fields));
}

export async function getRecord(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  id: string,
): Promise<EntityRecord> {
  const params = new SqlParams();
  const rule = compileRule(entity, "read", caller, params);
  if (rule === "false") throw recordNotFound(entity, id);
  const sql = `select ${RECORD_COLUMNS} from ${entity.table} where ${sqlAnd([`id = ${params.bind(id, "text")}`, rule])}`;
  const { rows } = await runQuery<RecordRow>(db, sql, params.values);
  const row = rows[0];
  if (!row) throw recordNotFound(entity, id);
  const [record] = await redactRecords(db, entity, caller, [toRecord(row)]);
  return record as EntityRecord;
}

export async function countRecords(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  query?: unknown,
): Promise<number> {
  const params = new SqlParams();
  const where = readCondition(entity, caller, query, params);
  if (where === "false") return 0;
  const { rows } = await runQuery<{ n: number }>(
    db,
    `select count(*)::int as n from ${entity.table} where ${where}`,
    params.values,
  );
  return rows[0]?.n ?? 0;
}

/** A count that stops at a cap: `count` is exact when `capped` is false, else more than `cap` match. */
export interface CappedCount {
  readonly count: number;
  readonly capped: boolean;
}

/**
 * Counts the readable records matching `query`, but reads at most `cap + 1` of them: the count of a
 * search that matches many rows costs what its first `cap` matches cost, not what all of them cost
 * (every candidate of a trigram search is rechecked; ADR 0041, 0044). Past the cap it answers
 * `{count: cap, capped: true}`.
 */
export async function countRecordsUpTo(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  query: unknown,
  cap: number,
): Promise<CappedCount> {
  const params = new SqlParams();
  const where = readCondition(entity, caller, query, params);
  if (where === "false") return { count: 0, capped: false };
  const { rows } = await runQuery<{ n: number }>(
    db,
    `select count(*)::int as n from (select 1 from ${entity.table} where ${where} limit ${params.bind(cap + 1, "int")}) as matches`,
    params.values,
  );
  const n = rows[0]?.n ?? 0;
  return n > cap ? { count: cap, capped: true } : { count: n, capped: false };
}
