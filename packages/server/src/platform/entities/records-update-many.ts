import type { Database } from "../../db/database.ts";
import { ApiError, badRequest, forbidden } from "../../errors.ts";
import type { Caller } from "../caller.ts";
import type { EntityDefinition } from "./entity-schemas.ts";
import { assertFieldsWritableEverywhere, assertQueryableFields } from "./field-rules.ts";
import { jsonLimitExceeded } from "./json-limits.ts";
import { compileQuery } from "./query-compiler.ts";
import { isPlainObject } from "./query-operators.ts";
import { type EntityRecord, RECORD_COLUMNS, type RecordRow, runQuery, toRecord } from "./record-rows.ts";
import { compileRule } from "./rls.ts";
import { SqlParams, sqlAnd } from "./sql-params.ts";
import { applyUpdate, parseUpdate, UpdateConflict } from "./update-operators.ts";

/**
 * `updateMany(query, data)`: PATCH /{E}/update-many with `{query, data}` (ADR 0029). At most 500
 * records per call, oldest first; `has_more` tells the caller to call again. The batch is locked, each
 * record's new values computed from the operators and validated against the schema, and all of it written
 * in one statement that carries the update rule again, inside one transaction: every record or none.
 */
export const UPDATE_MANY_BATCH = 500;

const BODY_LIMITS = { maxDepth: 40, maxNodes: 100_000 } as const;

export interface UpdateManyResult {
  readonly records: EntityRecord[];
  readonly hasMore: boolean;
}

/** A JSON body within the depth and size any recursive walk here can take; 400 otherwise. */
export function assertJsonBody(body: unknown): void {
  const exceeded = jsonLimitExceeded(body, BODY_LIMITS);
  if (exceeded)
    throw badRequest(`The request body is ${exceeded === "depth" ? "nested too deeply" : "too large"}`);
}

export async function updateManyRecords(
  db: Database,
  caller: Caller,
  entity: EntityDefinition,
  body: unknown,
): Promise<UpdateManyResult> {
  if (!isPlainObject(body)) throw badRequest("The body must be {query, data}");
  assertJsonBody(body);
  const { query, data } = body;
  if (query !== undefined && query !== null && !isPlainObject(query)) {
    throw badRequest("query must be a JSON object");
  }
  const update = parseUpdate(data);
  // $rename reads the field it moves; every field it writes, and a clear, must be allowed on any record.
  const renamed = update.steps.filter((s) => s.op === "$rename").map((s) => s.path[0]);
  assertQueryableFields(entity, caller, { query, names: renamed });
  const clears = update.steps.some((s) => s.op === "$unset" || s.op === "$rename");
  assertFieldsWritableEverywhere(entity, caller, update.fields, clears ? ["update", "delete"] : ["update"]);
  return db.transaction(async (tx) => {
    const params = new SqlParams();
    const rule = compileRule(entity, "update", caller, params);
    if (rule === "false") throw forbidden();
    const where = sqlAnd([rule, compileQuery(query, params, { stringFields: entity.stringFields })]);
    const { rows } = await runQuery<RecordRow>(
      tx,
      `select ${RECORD_COLUMNS} from ${entity.table} where ${where}
        order by created_date, id limit ${UPDATE_MANY_BATCH + 1} for update`,
      params.values,
    );
    const batch = rows.slice(0, UPDATE_MANY_BATCH);
    if (batch.length === 0) return { records: [], hasMore: false };
    const now = new Date().toISOString();
    const changed = batch.map((row) => ({ new_id: row.id, new_data: nextData(entity, row, update, now) }));

    const write = new SqlParams();
    const writeRule = compileRule(entity, "update", caller, write);
    const sql = `update ${entity.table} set data = v.new_data, updated_date = ${write.bind(now, "timestamptz")}
      from (select x->>'new_id' as new_id, x->'new_data' as new_data
            from jsonb_array_elements(${write.bindJson(changed)}) as x) as v
      where ${sqlAnd([`${entity.table}.id = v.new_id`, writeRule])}
      returning ${RECORD_COLUMNS.split(", ")
        .map((c) => `${entity.table}.${c}`)
        .join(", ")}`;
    const result = await runQuery<RecordRow>(tx, sql, write.values);
    // The rows are locked, so the rule cannot have changed its answer since the select.
    if (result.rows.length !== batch.length) throw forbidden();
    const byId = new Map(result.rows.map((row) => [row.id, row]));
    return {
      records: batch.map((row) => toRecord(byId.get(row.id) as RecordRow)),
      hasMore: rows.length > UPDATE_MANY_BATCH,
    };
  });
}

/**
 * One record's data after the update. Only the fields the operators touch are validated (as `update()`
 * validates a patch), so records written under an older schema can still be changed elsewhere.
 */
function nextData(
  entity: EntityDefinition,
  row: RecordRow,
  update: ReturnType<typeof parseUpdate>,
  now: string,
): Record<string, unknown> {
  let next: Record<string, unknown>;
  try {
    next = applyUpdate(row.data, update.steps, now);
  } catch (error) {
    if (error instanceof UpdateConflict) {
      throw badRequest(`Record ${row.id}: ${error.message}`, { record_id: row.id });
    }
    throw error;
  }
  const patch = Object.fromEntries([...update.fields].map((f) => [f, f in next ? next[f] : null]));
  let valid: Record<string, unknown>;
  try {
    valid = entity.validator.update(patch);
  } catch (error) {
    if (error instanceof ApiError) {
      throw new ApiError(
        error.statusCode,
        `Record ${row.id}: ${error.message}`,
        error.errorType,
        { ...error.extraData, record_id: row.id },
        error.code,
      );
    }
    throw error;
  }
  const data = { ...row.data };
  for (const field of update.fields) {
    if (!(field in next)) delete data[field];
    // A field the schema does not declare is dropped by the validator, as update() drops it.
    else if (field in valid) data[field] = valid[field];
  }
  return data;
}
