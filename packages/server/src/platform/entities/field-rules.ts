import type { Queryable } from "../../db/database.ts";
import { forbidden } from "../../errors.ts";
import type { Caller } from "../caller.ts";
import type { EntityDefinition, EntityRls, RlsOperation, RlsRule } from "./entity-schemas.ts";
import { isPlainObject } from "./query-operators.ts";
import { author } from "./record-author.ts";
import { recordsAsRows } from "./records-as-rows.ts";
import { compileRule, compileRuleValue } from "./rls.ts";
import { SqlParams } from "./sql-params.ts";

/**
 * Field-level security (a property's own `rls`, Base44's FLS): the same rule language and the same
 * compiler as the entity's rules (rls.ts), applied to one field. The entity's rules decide which records a
 * caller reaches; these decide which fields of those records they see and may set. A field without rules
 * of its own follows the entity's rules only. See docs/decisions/0071.
 */

/** A field's rule for an operation; `write` stands for create, update and delete when they are absent. */
export function fieldRuleFor(rules: EntityRls, operation: RlsOperation): RlsRule {
  const rule = rules[operation] ?? (operation === "read" ? undefined : rules.write);
  return rule === undefined ? true : rule;
}

function compileFieldRule(
  entity: EntityDefinition,
  field: string,
  operation: RlsOperation,
  caller: Caller,
  params: SqlParams,
): string {
  const rules = entity.fieldRules.get(field);
  if (!rules) return "true";
  return compileRuleValue(fieldRuleFor(rules, operation), entity, caller, params);
}

/** The fields this caller may not read on every record: hidden always, or on some records only. */
export function unreadableFields(entity: EntityDefinition, caller: Caller): Set<string> {
  const hidden = new Set<string>();
  for (const field of entity.fieldRules.keys()) {
    if (compileFieldRule(entity, field, "read", caller, new SqlParams()) !== "true") hidden.add(field);
  }
  return hidden;
}

/** Every field name an object mentions as a key, at any depth, by its top-level field. */
function keysOf(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (isPlainObject(value)) {
    for (const [key, sub] of Object.entries(value)) {
      if (!key.startsWith("$")) into.add(topField(key));
      keysOf(sub, into);
    }
  }
  return into;
}

const topField = (name: string) => (name.startsWith("data.") ? name.slice(5) : name).split(".")[0] ?? "";

export interface QueryUse {
  /** A `q` filter, a deleteMany or updateMany query: every key counts, at any depth. */
  readonly query?: unknown;
  /** Field names used by name: sort, distinct, an aggregate's groupBy and measures. */
  readonly names?: readonly (string | undefined | null)[];
}

/**
 * Refuses (403) a query, sort or aggregate that names a field the caller may not read: its answer (which
 * records match, their order, a count, a sum) would tell the hidden values without showing them. Any key
 * that names the field counts, even inside an element match or as a plain value's key: over-refusing a
 * rare query is the price of never reasoning about what a nested operator reveals.
 */
export function assertQueryableFields(entity: EntityDefinition, caller: Caller, use: QueryUse): void {
  if (entity.fieldRules.size === 0) return;
  const hidden = unreadableFields(entity, caller);
  if (hidden.size === 0) return;
  const named = keysOf(use.query, new Set());
  for (const name of use.names ?? []) if (name) named.add(topField(name.replace(/^[-+]/, "")));
  for (const field of named) {
    if (hidden.has(field)) {
      throw forbidden(`Field ${field} of ${entity.name} cannot be used to filter, sort or aggregate`, {
        field,
      });
    }
  }
}

/**
 * The records as this caller may see them: each field the caller may not read on a record is absent
 * from it. A rule that is plainly true or false needs no query; one over record fields is evaluated by the
 * database against the records themselves, one statement for all of them.
 */
export async function redactRecords<T extends Readonly<Record<string, unknown>>>(
  db: Queryable,
  entity: EntityDefinition,
  caller: Caller,
  records: readonly T[],
): Promise<T[]> {
  if (entity.fieldRules.size === 0 || records.length === 0) return [...records];
  const params = new SqlParams();
  const always: string[] = [];
  const conditional: { field: string; sql: string }[] = [];
  for (const field of entity.fieldRules.keys()) {
    const sql = compileFieldRule(entity, field, "read", caller, params);
    if (sql === "false") always.push(field);
    else if (sql !== "true") conditional.push({ field, sql });
  }
  if (always.length === 0 && conditional.length === 0) return [...records];
  const visible = new Map<string, Record<string, boolean>>();
  if (conditional.length > 0) {
    const columns = conditional.map((c, i) => `coalesce((${c.sql}), false) as f${i}`).join(", ");
    const { rows } = await db.query<Record<string, unknown> & { id: string }>(
      `select id, ${columns} from ${recordsAsRows(records, params)}`,
      params.values,
    );
    for (const row of rows) {
      visible.set(row.id, Object.fromEntries(conditional.map((c, i) => [c.field, row[`f${i}`] === true])));
    }
  }
  return records.map((record) => {
    const copy: Record<string, unknown> = { ...record };
    for (const field of always) delete copy[field];
    const seen = visible.get(String(record.id));
    for (const { field } of conditional) if (seen?.[field] !== true) delete copy[field];
    return copy as T;
  });
}

/** A write's fields: the keys it sets, and which of them it clears (null). */
const setFields = (input: unknown): [string, unknown][] =>
  isPlainObject(input) ? Object.entries(input).filter(([, v]) => v !== undefined) : [];

/**
 * Refuses (403, nothing written) a create that sets a field the caller may not create. A rule over record
 * fields is evaluated against the record as it would be stored, its author included.
 */
export async function assertCreatableFields(
  db: Queryable,
  entity: EntityDefinition,
  caller: Caller,
  inputs: readonly unknown[],
): Promise<void> {
  if (entity.fieldRules.size === 0) return;
  const user = author(caller);
  const now = new Date().toISOString();
  const candidates = inputs.map((input, i) => ({
    ...(isPlainObject(input) ? input : {}),
    id: `new-${i}`,
    created_date: now,
    updated_date: now,
    created_by: user?.email ?? null,
    created_by_id: user?.id ?? null,
  }));
  await assertWritable(db, entity, caller, "create", candidates, inputs.map(setFields), recordsAsRows);
}

/**
 * Refuses (403, nothing written) an update of a record that sets a field the caller may not update, or
 * clears (null) one they may not delete. A rule over record fields is evaluated against the stored record.
 * A record the caller cannot reach is left to the update itself, which answers 404.
 */
export async function assertUpdatableFields(
  db: Queryable,
  entity: EntityDefinition,
  caller: Caller,
  updates: readonly { readonly id: string; readonly patch: unknown }[],
): Promise<void> {
  if (entity.fieldRules.size === 0) return;
  const stored = (_records: unknown, params: SqlParams) =>
    `(select * from ${entity.table} where id = any(${params.bind(
      updates.map((u) => u.id),
      "text[]",
    )})) as r`;
  await assertWritable(
    db,
    entity,
    caller,
    "update",
    updates.map((u) => ({ id: u.id })),
    updates.map((u) => setFields(u.patch)),
    stored,
  );
}

/**
 * Refuses (403) a write of many records at once (updateMany, upsert) that touches a field whose rule is
 * not plainly true for this caller: such writes are not checked record by record.
 */
export function assertFieldsWritableEverywhere(
  entity: EntityDefinition,
  caller: Caller,
  fields: Iterable<string>,
  operations: readonly RlsOperation[],
): void {
  for (const field of fields) {
    if (!entity.fieldRules.has(field)) continue;
    for (const operation of operations) {
      if (compileFieldRule(entity, field, operation, caller, new SqlParams()) !== "true") {
        throw forbidden(`You may not set the field ${field} of ${entity.name}`, { field });
      }
    }
  }
}

async function assertWritable(
  db: Queryable,
  entity: EntityDefinition,
  caller: Caller,
  operation: "create" | "update",
  records: readonly Record<string, unknown>[],
  fieldsOf: readonly [string, unknown][][],
  table: (records: readonly Record<string, unknown>[], params: SqlParams) => string,
): Promise<void> {
  const params = new SqlParams();
  const checks: { record: string; field: string; sql: string }[] = [];
  records.forEach((record, i) => {
    for (const [field, value] of fieldsOf[i] ?? []) {
      if (!entity.fieldRules.has(field)) continue;
      // Clearing a field is its `delete` (Base44: "who can clear this field"), on top of changing it.
      const operations: RlsOperation[] =
        operation === "update" && value === null ? ["update", "delete"] : [operation];
      for (const op of operations) {
        const sql = compileFieldRule(entity, field, op, caller, params);
        if (sql === "false")
          throw forbidden(`You may not set the field ${field} of ${entity.name}`, { field });
        if (sql !== "true") checks.push({ record: String(record.id), field, sql });
      }
    }
  });
  if (checks.length === 0) return;
  const columns = checks
    .map(
      (c, i) => `coalesce(bool_or(r.id = ${params.bind(c.record, "text")} and (${c.sql})), false) as c${i}`,
    )
    .join(", ");
  const { rows } = await db.query<Record<string, boolean>>(
    `select ${columns} from ${table(records, params)}`,
    params.values,
  );
  const row = rows[0] ?? {};
  const denied = checks.find((_check, i) => row[`c${i}`] !== true);
  if (denied && (operation === "create" || (await reachable(db, entity, caller, denied.record)))) {
    throw forbidden(`You may not set the field ${denied.field} of ${entity.name}`, { field: denied.field });
  }
}

/**
 * Whether the caller may update the record at all: one they cannot reach is the update's own 404, so this
 * check's 403 never tells that a record exists.
 */
async function reachable(db: Queryable, entity: EntityDefinition, caller: Caller, id: string) {
  const params = new SqlParams();
  const rule = compileRule(entity, "update", caller, params);
  const { rows } = await db.query(
    `select 1 from ${entity.table} where id = ${params.bind(id, "text")} and ${rule}`,
    params.values,
  );
  return rows.length > 0;
}
