import { RESERVED_FIELDS } from "./entity-schema-check.ts";
import { isPlainObject } from "./query-operators.ts";
import { DECLARABLE_BUILTINS } from "./schema-leniency.ts";

/**
 * The built-in fields of a record as Base44 exported it (the dashboard's `<Entity>_export.csv`, or the
 * SDK's JSON): `id`, `created_date`, `updated_date`, `created_by` (e-mail), `created_by_id`, and the
 * internal ones (`is_sample`, ...) that are dropped. Base44 writes dates without a zone
 * (`2025-11-02T06:06:22.226000`), in UTC; a spreadsheet that touched the file writes `2025-11-02 06:06:22`.
 */
export interface ExportedBuiltins {
  readonly id: string;
  readonly created_date: string;
  readonly updated_date: string;
  readonly created_by: string | null;
  readonly created_by_id: string | null;
}

/** Base44's ids are 24 hex characters; other exports (and hand-written seed data) use other safe ids. */
const EXPORTED_ID = /^[A-Za-z0-9_-]{1,64}$/;
const NO_ZONE = /^\d{4}-\d{2}-\d{2}([Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/;
const MAX_EMAIL = 320;

/** Fields an export carries that are the platform's, never a record's data: the built-ins and the reserved. */
export const EXPORT_ONLY_FIELDS: ReadonlySet<string> = new Set([...DECLARABLE_BUILTINS, ...RESERVED_FIELDS]);

/** An exported date as ISO 8601 in UTC, or undefined when it is not a date. */
export function exportedDate(value: unknown): string | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const text = value.trim();
  const zoned = NO_ZONE.test(text)
    ? `${text.replace(/[ t]/, "T")}${text.length > 10 ? "Z" : "T00:00:00Z"}`
    : text;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/**
 * Splits an exported row into its built-ins and its data. Answers the problems in words for the row's
 * message; `now` stands in for a missing created_date (seed data written by hand has none).
 */
export function splitExportedRow(
  row: unknown,
  now: string,
):
  | { readonly builtins: ExportedBuiltins; readonly data: Record<string, unknown> }
  | { readonly problems: string[] } {
  if (!isPlainObject(row)) return { problems: ["a record must be a JSON object"] };
  const problems: string[] = [];
  const rawId = row.id ?? row._id;
  const id = typeof rawId === "string" ? rawId.trim() : undefined;
  if (id === undefined || id === "") problems.push("id: missing; an exported record keeps its id");
  else if (!EXPORTED_ID.test(id)) problems.push(`id: ${JSON.stringify(id.slice(0, 80))} is not a record id`);
  const created = text(row.created_date) === null ? now : exportedDate(row.created_date);
  if (created === undefined) problems.push(`created_date: ${JSON.stringify(row.created_date)} is not a date`);
  const updated = text(row.updated_date) === null ? created : exportedDate(row.updated_date);
  if (updated === undefined) problems.push(`updated_date: ${JSON.stringify(row.updated_date)} is not a date`);
  for (const key of ["created_by", "created_by_id"] as const) {
    const value = row[key];
    if (value !== undefined && value !== null && typeof value !== "string")
      problems.push(`${key}: must be text`);
  }
  const createdBy = text(row.created_by);
  if (createdBy !== null && (createdBy.length > MAX_EMAIL || !createdBy.includes("@"))) {
    problems.push(`created_by: ${JSON.stringify(createdBy.slice(0, 80))} is not an e-mail address`);
  }
  const createdById = text(row.created_by_id);
  if (createdById !== null && !EXPORTED_ID.test(createdById)) {
    problems.push(`created_by_id: ${JSON.stringify(createdById.slice(0, 80))} is not a user id`);
  }
  if (problems.length > 0) return { problems };
  const data = Object.fromEntries(Object.entries(row).filter(([key]) => !EXPORT_ONLY_FIELDS.has(key)));
  return {
    builtins: {
      id: id as string,
      created_date: created as string,
      updated_date: updated as string,
      // Stored as the records API stores an author: one spelling of the address.
      created_by: createdBy?.toLowerCase() ?? null,
      created_by_id: createdById,
    },
    data,
  };
}
