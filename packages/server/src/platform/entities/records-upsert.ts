import type { Database } from "../../db/database.ts";
import { badRequest } from "../../errors.ts";
import type { Caller } from "../caller.ts";
import type { EntityDefinition } from "./entity-schemas.ts";
import { assertQueryableFields } from "./field-rules.ts";
import { jsonbOf, parseFieldName } from "./field-sql.ts";
import { isPlainObject } from "./query-operators.ts";
import { type EntityRecord, RECORD_COLUMNS, type RecordRow, runQuery } from "./record-rows.ts";
import { assertJsonBody } from "./records-update-many.ts";
import { bulkCreateRecords, updateRecord } from "./records-write.ts";
import { compileRule } from "./rls.ts";
import { validateRows } from "./row-validation.ts";
import { SqlParams, sqlAnd } from "./sql-params.ts";

/**
 * `upsert(records, {key})`: POST /{E}/upsert with `{records, key}` (ADR 0029). A record whose key
 * values match records the caller may update is merged into them (as `update()` merges); every other one
 * is created under the create rule. At most 500 per call; within one call the last record for a key wins.
 * One transaction, and one upsert per entity at a time (an advisory lock), so two concurrent calls with
 * the same new key cannot both create it.
 */
export const UPSERT_MAX = 500;
const MAX_KEY_FIELDS = 4;

export interface UpsertResult {
  readonly created: EntityRecord[];
  readonly updated: EntityRecord[];
  /** In the order of the (deduplicated) input. */
  readonly records: EntityRecord[];
}

type KeyValue = string | number | boolean;

function keyFields(entity: EntityDefinition, key: unknown): string[] {
  const fields = typeof key === "string" ? [key] : key;
  if (!Array.isArray(fields) || fields.length === 0 || fields.length > MAX_KEY_FIELDS) {
    throw badRequest(`key must be a field name or an array of 1 to ${MAX_KEY_FIELDS} field names`);
  }
  for (const field of fields) {
    if (typeof field !== "string" || !Object.hasOwn(entity.schema.properties, field)) {
      throw badRequest(`key: ${JSON.stringify(field)} is not a field of ${entity.name}`);
    }
  }
  if (new Set(fields).size !== fields.length) throw badRequest("key names a field twice");
  return fields as string[];
}

const isKeyValue = (v: unknown): v is KeyValue =>
  typeof v === "string" || typeof v === "boolean" || (typeof v === "number" && Number.isFinite(v));

const keyOf = (values: readonly unknown[]) => JSON.stringify(values);

export async function upsertRecords(
  db: Database,
  caller: Caller,
  entity: EntityDefinition,
  body: unknown,
): Promise<UpsertResult> {
  if (!isPlainObject(body)) throw badRequest("The body must be {records, key}");
  assertJsonBody(body);
  const fields = keyFields(entity, body.key);
  // Whether a key value matches (created or updated) would tell a hidden field's values.
  assertQueryableFields(entity, caller, { names: fields });
  const inputs = body.records;
  if (!Array.isArray(inputs)) throw badRequest("records must be an array");
  if (inputs.length > UPSERT_MAX) throw badRequest(`At most ${UPSERT_MAX} records at once`);
  if (inputs.length === 0) return { created: [], updated: [], records: [] };

  // Every row checked before anything is written: its shape, its key values and its fields.
  const rows = validateRows(inputs, (input) => {
    if (!isPlainObject(input)) throw badRequest("The record must be a JSON object");
    const values = fields.map((f) => input[f]);
    const missing = fields.filter((_, i) => !isKeyValue(values[i]));
    if (missing.length > 0)
      throw badRequest(`Needs a string, number or boolean for the key ${missing.join(", ")}`);
    entity.validator.create(input);
    return { key: keyOf(values), values: values as KeyValue[], input };
  });
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    latest.delete(row.key);
    latest.set(row.key, row);
  }
  const unique = [...latest.values()];

  return db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`upsert:${entity.table}`]);
    const existing = await findUpdatable(tx, caller, entity, fields, unique);
    const toCreate = unique.filter((row) => !existing.has(row.key));
    const created = await bulkCreateRecords(
      tx,
      caller,
      entity,
      toCreate.map((row) => row.input),
    );
    const createdByKey = new Map(toCreate.map((row, i) => [row.key, [created[i] as EntityRecord]]));
    const updatedByKey = new Map<string, EntityRecord[]>();
    for (const row of unique) {
      const ids = existing.get(row.key);
      if (!ids) continue;
      const records: EntityRecord[] = [];
      for (const id of ids) records.push(await updateRecord(tx, caller, entity, id, row.input));
      updatedByKey.set(row.key, records);
    }
    return {
      created,
      updated: [...updatedByKey.values()].flat(),
      records: unique.flatMap((row) => createdByKey.get(row.key) ?? updatedByKey.get(row.key) ?? []),
    };
  });
}

/** The ids of the records, by key, that match a given key and that the update rule lets the caller change. */
async function findUpdatable(
  tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
  caller: Caller,
  entity: EntityDefinition,
  fields: readonly string[],
  rows: readonly { key: string; values: readonly KeyValue[] }[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const params = new SqlParams();
  const rule = compileRule(entity, "update", caller, params);
  if (rule === "false") return found;
  // Narrowed by the first key field in SQL (jsonb equality, one parameter for the whole batch); the exact
  // match on every key field is checked below.
  const first = parseFieldName(fields[0] as string);
  if (first.kind !== "data") throw badRequest("key must name fields of the schema");
  const values = rows.map((row) => JSON.stringify(row.values[0]));
  const where = sqlAnd([rule, `${jsonbOf(first)} = any(${params.bind(values, "jsonb[]")})`]);
  const { rows: matches } = await runQuery<RecordRow>(
    tx,
    `select ${RECORD_COLUMNS} from ${entity.table} where ${where} order by created_date, id for update`,
    params.values,
  );
  const wanted = new Set(rows.map((row) => row.key));
  for (const match of matches) {
    const key = keyOf(fields.map((f) => match.data[f]));
    if (!wanted.has(key)) continue;
    found.set(key, [...(found.get(key) ?? []), match.id]);
  }
  return found;
}
