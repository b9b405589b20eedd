import { builtinColumns } from "./field-sql.ts";
import type { SqlParams } from "./sql-params.ts";

/** The stored row of an API record: built-in columns apart, every other field in `data`. */
function toRow(record: Readonly<Record<string, unknown>>) {
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
 * API records as a derived table with an entity table's columns, so a rule compiled by rls.ts can be
 * evaluated against records that are not (or no longer, or not yet) rows of the table: one parameter.
 */
export function recordsAsRows(
  records: readonly Readonly<Record<string, unknown>>[],
  params: SqlParams,
): string {
  const rows = params.bindJson(records.map(toRow));
  return `(select x->>'id' as id, x->'data' as data,
      (x->>'created_date')::timestamptz as created_date, (x->>'updated_date')::timestamptz as updated_date,
      x->>'created_by' as created_by, x->>'created_by_id' as created_by_id
    from jsonb_array_elements(${rows}) as x) as r`;
}
