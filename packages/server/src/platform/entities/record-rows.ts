import type { Queryable, QueryResult } from "../../db/database.ts";
import { type ApiError, badRequest, notFound } from "../../errors.ts";
import type { EntityDefinition } from "./entity-schemas.ts";

/** What the API returns: the built-in fields plus the schema's fields, flat, as the SDK reads them. */
export interface EntityRecord {
  readonly id: string;
  readonly created_date: string;
  readonly updated_date: string;
  readonly created_by: string | null;
  readonly created_by_id: string | null;
  readonly [field: string]: unknown;
}

export interface RecordRow {
  readonly id: string;
  readonly data: Record<string, unknown>;
  readonly created_date: Date | string;
  readonly updated_date: Date | string;
  readonly created_by: string | null;
  readonly created_by_id: string | null;
}

export const RECORD_COLUMNS = "id, data, created_date, updated_date, created_by, created_by_id";

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toRecord(row: RecordRow): EntityRecord {
  return {
    id: row.id,
    ...row.data,
    created_date: iso(row.created_date),
    updated_date: iso(row.updated_date),
    created_by: row.created_by,
    created_by_id: row.created_by_id,
  };
}

/** Denied and missing look the same, so a record's existence never leaks. */
export const recordNotFound = (entity: EntityDefinition, id: string): ApiError =>
  notFound(`Entity ${entity.name} with ID ${id} not found`);

interface DatabaseErrorLike {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly constraint?: unknown;
}

/**
 * Runs one statement; the database errors that only client values can cause become 400s. Every value is
 * a parameter, so a data exception (class 22) means the value itself was unusable (a regex PostgreSQL
 * rejects, a NUL character, a number out of range), and 54001 means a query deeper than the stack allows.
 */
export async function runQuery<Row>(
  db: Queryable,
  text: string,
  params: readonly unknown[],
): Promise<QueryResult<Row>> {
  try {
    return await db.query<Row>(text, params);
  } catch (error) {
    const e = error as DatabaseErrorLike;
    const code = typeof e.code === "string" ? e.code : "";
    if (code === "2201B") throw badRequest(`Invalid regular expression: ${String(e.message)}`);
    if (code.startsWith("22")) throw badRequest(`Invalid value: ${String(e.message)}`);
    if (code === "54001") throw badRequest("Query is too complex");
    throw error;
  }
}

export const constraintOf = (error: unknown): string | null => {
  const e = error as DatabaseErrorLike;
  return e?.code === "23505" && typeof e.constraint === "string" ? e.constraint : null;
};

export const isUniqueViolation = (error: unknown): boolean => (error as DatabaseErrorLike)?.code === "23505";
