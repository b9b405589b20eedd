import type { Database, Queryable } from "../../db/database.ts";
import { badRequest, conflict, forbidden } from "../../errors.ts";
import type { Caller } from "../caller.ts";
import type { EntityDefinition } from "./entity-schemas.ts";
import { indexName } from "./entity-tables.ts";
import { assertCreatableFields, assertQueryableFields, assertUpdatableFields } from "./field-rules.ts";
import { compileQuery } from "./query-compiler.ts";
import { isPlainObject } from "./query-operators.ts";
import { author } from "./record-author.ts";
import { newRecordId } from "./record-ids.ts";
import {
  constraintOf,
  type EntityRecord,
  isUniqueViolation,
  RECORD_COLUMNS,
  type RecordRow,
  recordNotFound,
  runQuery,
  toRecord,
} from "./record-rows.ts";
import { compileRule } from "./rls.ts";
import { SqlParams, sqlAnd } from "./sql-params.ts";

/**
 * Writing records. Each write is one statement with the entity's rule inside it, so it is atomic on its
 * own and can also run inside a caller's transaction (pass the transaction as `db`).
 */
export const MAX_BULK = 5000;
export const MAX_BULK_UPDATE = 500;

// Kept importable from here, where the product's own writers found it before it had a file of its own.
export { author };

export async function createRecord(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  input: unknown,
): Promise<EntityRecord> {
  const [record] = await insertRecords(db, caller, entity, [input]);
  return record as EntityRecord;
}

/** All or nothing: if the rule denies any one record, or any one is invalid, none is created. */
export async function bulkCreateRecords(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  inputs: unknown,
): Promise<EntityRecord[]> {
  if (!Array.isArray(inputs)) throw badRequest("The body must be a JSON array of records");
  if (inputs.length > MAX_BULK) throw badRequest(`At most ${MAX_BULK} records at once`);
  if (inputs.length === 0) return [];
  return insertRecords(db, caller, entity, inputs);
}

async function insertRecords(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  inputs: readonly unknown[],
): Promise<EntityRecord[]> {
  const params = new SqlParams();
  // The rule is compiled first: a caller the rule refuses outright learns nothing about the schema.
  const rule = compileRule(entity, "create", caller, params);
  if (rule === "false") throw forbidden();
  const rows = inputs.map((input) => ({ id: newRecordId(), data: entity.validator.create(input) }));
  await assertCreatableFields(db, entity, caller, inputs);
  const user = author(caller);
  const values = `select x->>'id' as id, x->'data' as data, ${params.bind(new Date().toISOString(), "timestamptz")} as created_date,
      ${params.bind(user?.email ?? null, "text")} as created_by, ${params.bind(user?.id ?? null, "text")} as created_by_id
    from jsonb_array_elements(${params.bindJson(rows)}) as x`;
  // A rule over record fields is checked against the new rows in the same statement, all or nothing.
  const allowed = rule === "true" ? "true" : `(select coalesce(bool_and((${rule}) is true), false) from v)`;
  const sql = `with v as (${values})
    insert into ${entity.table} (${RECORD_COLUMNS})
    select id, data, created_date, created_date, created_by, created_by_id from v where ${allowed}
    returning ${RECORD_COLUMNS}`;
  const result = await writeRecords(entity, () => runQuery<RecordRow>(db, sql, params.values));
  if (result.rows.length < rows.length) throw forbidden();
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return rows.map((r) => toRecord(byId.get(r.id) as RecordRow));
}

/** Merges the given fields into the record (id and built-ins are ignored) and bumps updated_date. */
export async function updateRecord(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  id: string,
  patch: unknown,
): Promise<EntityRecord> {
  const params = new SqlParams();
  const rule = compileRule(entity, "update", caller, params);
  if (rule === "false") throw recordNotFound(entity, id);
  const changes = entity.validator.update(patch);
  await assertUpdatableFields(db, entity, caller, [{ id, patch }]);
  const sql = `update ${entity.table}
    set data = data || ${params.bindJson(changes)}, updated_date = ${params.bind(new Date().toISOString(), "timestamptz")}
    where ${sqlAnd([`id = ${params.bind(id, "text")}`, rule])}
    returning ${RECORD_COLUMNS}`;
  const { rows } = await writeRecords(entity, () => runQuery<RecordRow>(db, sql, params.values));
  const row = rows[0];
  if (!row) throw recordNotFound(entity, id);
  return toRecord(row);
}

/** `bulkUpdate([{id, ...fields}])`: every update or none, in one transaction. */
export async function bulkUpdateRecords(
  db: Database,
  caller: Caller,
  entity: EntityDefinition,
  items: unknown,
): Promise<EntityRecord[]> {
  if (!Array.isArray(items)) throw badRequest("The body must be a JSON array of {id, ...fields}");
  if (items.length > MAX_BULK_UPDATE) throw badRequest(`At most ${MAX_BULK_UPDATE} records at once`);
  const updates = items.map((item, i) => {
    if (!isPlainObject(item) || typeof item.id !== "string") throw badRequest(`Item ${i} needs an id`);
    return item as { id: string } & Record<string, unknown>;
  });
  return db.transaction(async (tx) => {
    const updated: EntityRecord[] = [];
    for (const { id, ...fields } of updates) updated.push(await updateRecord(tx, caller, entity, id, fields));
    return updated;
  });
}

/** Answers the deleted record, so the change can be announced with it (realtime's delete event). */
export async function deleteRecord(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  id: string,
): Promise<EntityRecord> {
  const params = new SqlParams();
  const rule = compileRule(entity, "delete", caller, params);
  if (rule === "false") throw recordNotFound(entity, id);
  const sql = `delete from ${entity.table} where ${sqlAnd([`id = ${params.bind(id, "text")}`, rule])}
    returning ${RECORD_COLUMNS}`;
  const { rows } = await runQuery<RecordRow>(db, sql, params.values);
  const row = rows[0];
  if (!row) throw recordNotFound(entity, id);
  return toRecord(row);
}

/** Deletes every record matching the query that the caller may delete; answers the deleted records. */
export async function deleteRecords(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  query: unknown,
): Promise<EntityRecord[]> {
  if (!isPlainObject(query)) throw badRequest("The body must be a JSON object (a query)");
  const params = new SqlParams();
  const rule = compileRule(entity, "delete", caller, params);
  if (rule === "false") throw forbidden();
  assertQueryableFields(entity, caller, { query });
  const where = sqlAnd([rule, compileQuery(query, params, { stringFields: entity.stringFields })]);
  const sql = `delete from ${entity.table} where ${where} returning ${RECORD_COLUMNS}`;
  const { rows } = await runQuery<RecordRow>(db, sql, params.values);
  return rows.map(toRecord);
}

/** A unique index of the schema refusing a duplicate is the client's conflict, not a server error. */
export async function writeRecords<T>(entity: EntityDefinition, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = constraintOf(error);
    const index = entity.indexes.find((i) => i.unique && indexName(entity.table, i) === constraint);
    const what = index ? ` with the same ${index.fields.join(" and ")}` : "";
    throw conflict(
      `A ${entity.name}${what} already exists`,
      index ? { fields: [...index.fields] } : undefined,
    );
  }
}
