import { setImmediate as nextTurn } from "node:timers/promises";
import type { Database, Queryable } from "../../db/database.ts";
import { ApiError, forbidden } from "../../errors.ts";
import type { Caller } from "../caller.ts";
import type { EntityDefinition } from "./entity-schemas.ts";
import { type ExportedBuiltins, splitExportedRow } from "./exported-builtins.ts";
import { runQuery } from "./record-rows.ts";
import { writeRecords } from "./records-write.ts";
import { SqlParams } from "./sql-params.ts";

/**
 * Records moved in from another Base44 server, keeping what the records API would assign anew: the id
 * (other records and URLs refer to it), both dates and the creator (rules such as
 * `{"created_by_id": "{{user.id}}"}` read it). Only the service role may do this: it writes history.
 *
 * Every row is checked before anything is written, and a file with one bad row is refused whole (422,
 * `extra_data.rows = [{line, message}]`). A record whose id is there already is replaced only when the
 * file's `updated_date` is later than the stored one, so running the same import twice changes nothing
 * and importing a newer export brings the changed records up to date.
 */
export interface ExportedRow {
  /** Where the row starts in its file (CSV line, or JSON array position from 1), for messages. */
  readonly line: number;
  readonly values: unknown;
}

export interface RestoredRecord extends ExportedBuiltins {
  readonly data: Record<string, unknown>;
}

export interface RestoreCounts {
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
}

export interface LineProblem {
  readonly line: number;
  readonly message: string;
}

// Rows per statement, as records-import.ts: the embedded database answers nothing else meanwhile.
const ROWS_PER_STATEMENT = 250;
const LISTED = 100;

export const restoreRefused = (problems: readonly LineProblem[], total: number): ApiError =>
  new ApiError(
    422,
    `${problems.length} of ${total} rows are invalid, nothing was written. ${problems
      .slice(0, 5)
      .map((p) => `Line ${p.line}: ${p.message}`)
      .join("; ")}${problems.length > 5 ? `; and ${problems.length - 5} more` : ""}`,
    "ValidationError",
    { rows: problems.slice(0, LISTED), invalid_rows: problems.length },
  );

const assertService = (caller: Caller) => {
  if (caller.kind !== "service") throw forbidden("Restoring records with their ids is for the service role");
};

/** Checks every row against the entity's schema; throws restoreRefused listing each bad row. */
export function prepareRestore(entity: EntityDefinition, rows: readonly ExportedRow[]): RestoredRecord[] {
  const now = new Date().toISOString();
  const problems: LineProblem[] = [];
  const records: RestoredRecord[] = [];
  const lineOfId = new Map<string, number>();
  for (const { line, values } of rows) {
    const split = splitExportedRow(values, now);
    if ("problems" in split) {
      problems.push({ line, message: split.problems.join("; ") });
      continue;
    }
    const twin = lineOfId.get(split.builtins.id);
    if (twin !== undefined) {
      problems.push({ line, message: `id ${split.builtins.id} is also on line ${twin}` });
      continue;
    }
    lineOfId.set(split.builtins.id, line);
    try {
      records.push({ ...split.builtins, data: entity.validator.create(split.data) });
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
      problems.push({ line, message: error.message });
    }
  }
  if (problems.length > 0) throw restoreRefused(problems, rows.length);
  return records;
}

/**
 * Writes checked records (prepareRestore) on `db`, which should be a transaction when there are more
 * than ROWS_PER_STATEMENT. A unique index of the schema refusing a row is a 409 naming its fields.
 */
export async function writeRestore(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  records: readonly RestoredRecord[],
): Promise<RestoreCounts> {
  assertService(caller);
  let created = 0;
  let updated = 0;
  for (let at = 0; at < records.length; at += ROWS_PER_STATEMENT) {
    if (at > 0) await nextTurn();
    const params = new SqlParams();
    const t = entity.table;
    const sql = `with v as (
        select x->>'id' as id, x->'data' as data, (x->>'created_date')::timestamptz as created_date,
          (x->>'updated_date')::timestamptz as updated_date, x->>'created_by' as created_by,
          x->>'created_by_id' as created_by_id
        from jsonb_array_elements(${params.bindJson(records.slice(at, at + ROWS_PER_STATEMENT))}) as x)
      insert into ${t} (id, data, created_date, updated_date, created_by, created_by_id)
      select id, data, created_date, updated_date, created_by, created_by_id from v
      on conflict (id) do update set data = excluded.data, created_date = excluded.created_date,
        updated_date = excluded.updated_date, created_by = excluded.created_by,
        created_by_id = excluded.created_by_id
        where ${t}.updated_date < excluded.updated_date
      returning (xmax::text = '0') as inserted`;
    const { rows } = await writeRecords(entity, () =>
      runQuery<{ inserted: boolean }>(db, sql, params.values),
    );
    for (const row of rows) {
      if (row.inserted) created += 1;
      else updated += 1;
    }
  }
  return { created, updated, unchanged: records.length - created - updated };
}

/** prepareRestore then writeRestore in one transaction: the whole file, or nothing. */
export async function restoreRecords(
  db: Database,
  caller: Caller,
  entity: EntityDefinition,
  rows: readonly ExportedRow[],
): Promise<RestoreCounts> {
  assertService(caller);
  const records = prepareRestore(entity, rows);
  return db.transaction((tx) => writeRestore(tx, caller, entity, records));
}
