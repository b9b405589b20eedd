import type { Database } from "../../db/database.ts";
import { forbidden } from "../../errors.ts";
import type { Caller } from "../caller.ts";
import type { EntityDefinition } from "./entity-schemas.ts";
import type { EntityRecord } from "./record-rows.ts";
import { bulkCreateRecords } from "./records-write.ts";
import { compileRule } from "./rls.ts";
import { validateRows } from "./row-validation.ts";
import { SqlParams } from "./sql-params.ts";

/**
 * The rows of an imported file as new records: the create rule first (a caller it refuses learns nothing
 * about the file), then every row against the schema (one 422 listing each bad row), then one insert in
 * one transaction, so a file is imported whole or not at all.
 */
export async function importRecords(
  db: Database,
  caller: Caller,
  entity: EntityDefinition,
  rows: readonly unknown[],
): Promise<EntityRecord[]> {
  if (compileRule(entity, "create", caller, new SqlParams()) === "false") throw forbidden();
  validateRows(rows, (row) => entity.validator.create(row));
  return db.transaction((tx) => bulkCreateRecords(tx, caller, entity, rows));
}
