import type { Queryable } from "../../db/database.ts";
import type { Caller } from "../caller.ts";
import type { EntityDefinition } from "../entities/entity-schemas.ts";
import type { RecordChange } from "../entities/record-changes.ts";
import { recordsAsRows } from "../entities/records-as-rows.ts";
import { compileRule } from "../entities/rls.ts";
import { SqlParams } from "../entities/sql-params.ts";

type RecordValue = RecordChange["records"][number];

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
  const { rows: readable } = await db.query<{ id: string }>(
    `select id from ${recordsAsRows(records, params)} where ${rule}`,
    params.values,
  );
  return new Set(readable.map((r) => r.id));
}
