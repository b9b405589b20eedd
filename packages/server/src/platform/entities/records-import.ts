import { setImmediate as nextTurn } from "node:timers/promises";
import type { Database } from "../../db/database.ts";
import { forbidden } from "../../errors.ts";
import type { Caller } from "../caller.ts";
import type { EntityDefinition } from "./entity-schemas.ts";
import type { EntityRecord } from "./record-rows.ts";
import { bulkCreateRecords } from "./records-write.ts";
import { compileRule } from "./rls.ts";
import { validateRowsYielding } from "./row-validation.ts";
import { SqlParams } from "./sql-params.ts";

// Rows per insert statement: one of 250 rows takes the embedded database tens of milliseconds, one of
// 5,000 more than half a second, during which no other request is answered.
const ROWS_PER_STATEMENT = 250;

/**
 * The rows of an imported file as new records: the create rule first (a caller it refuses learns nothing
 * about the file), then every row against the schema (one 422 listing each bad row), then the rows
 * in slices, all in one transaction, so a file is imported whole or not at all.
 */
export async function importRecords(
  db: Database,
  caller: Caller,
  entity: EntityDefinition,
  rows: readonly unknown[],
): Promise<EntityRecord[]> {
  if (compileRule(entity, "create", caller, new SqlParams()) === "false") throw forbidden();
  await validateRowsYielding(rows, (row) => entity.validator.create(row));
  return createInSlices(db, caller, entity, rows);
}

/**
 * bulkCreateRecords for many rows: slices of ROWS_PER_STATEMENT in one transaction (all or nothing, as
 * one statement would be), with a turn of the event loop between them. The embedded database runs each
 * statement on this thread, so between slices other requests are answered.
 */
export async function createInSlices(
  db: Database,
  caller: Caller,
  entity: EntityDefinition,
  rows: readonly unknown[],
): Promise<EntityRecord[]> {
  if (rows.length <= ROWS_PER_STATEMENT) return bulkCreateRecords(db, caller, entity, rows);
  return db.transaction(async (tx) => {
    const records: EntityRecord[] = [];
    for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
      if (at > 0) await nextTurn();
      records.push(...(await bulkCreateRecords(tx, caller, entity, rows.slice(at, at + ROWS_PER_STATEMENT))));
    }
    return records;
  });
}
