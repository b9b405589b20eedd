import type { Queryable } from "../../db/database.ts";
import type { Caller } from "../caller.ts";
import type { EntityDefinition } from "../entities/entity-schemas.ts";
import { builtinColumns } from "../entities/field-sql.ts";
import type { RecordChange } from "../entities/record-changes.ts";
import { compileRule } from "../entities/rls.ts";
import { SqlParams } from "../entities/sql-params.ts";

type RecordValue = RecordChange["records"][number];

/** The stored row of an API record: built-in columns apart, every other field in `data`. */
function toRow(record: RecordValue) {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record))
    if (!Object.hasOwn(builtinColumns, key)) data[key] = value;
  return {
    id: String(record.id),
    data,
    created_date: record.created_date ?? null,
    updated_date: record.updated_date ?? null,
    created_by: record.created_by ?? null,
    created_by_id: record.created_by_id ?? null,
  };
}

/**
 * Which of these records the caller may read, by the entity's read rule: the same rule, compiled by
 * rls.ts exactly as for a list, so a subscriber receives what a list would show them and nothing else.
 * A rule that is plainly true or false for this caller needs no query; a rule over record fields is
 * evaluated by the database against the records themselves (a deleted record is no longer in its table,
 * so the records travel as a parameter with the table's columns).
 */
export async function readableRecordIds(
  db: Queryable,
  entity: EntityDefinition,
  caller: Caller,
  records: readonly RecordValue[],
): Promise<Set<string>> {
  const params = new SqlParams();
  const rule = compileRule(entity, "read", caller, params);
  if (rule === "false") return new Set();
  if (rule === "true") return new Set(records.map((r) => String(r.id)));
  const rows = params.bindJson(records.map(toRow));
  const { rows: readable } = await db.query<{ id: string }>(
    `select id from (
       select x->>'id' as id, x->'data' as data,
         (x->>'created_date')::timestamptz as created_date, (x->>'updated_date')::timestamptz as updated_date,
         x->>'created_by' as created_by, x->>'created_by_id' as created_by_id
       from jsonb_array_elements(${rows}) as x
     ) as r
     where ${rule}`,
    params.values,
  );
  return new Set(readable.map((r) => r.id));
}
