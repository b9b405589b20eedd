import type { RecordChange } from "../entities/record-changes.ts";

type RecordValue = RecordChange["records"][number];

/** A realtime event's `data` above this many bytes is slimmed (marked `_oversize`). */
export const MAX_EVENT_BYTES = 64 * 1024;
/** Fields larger than this are emptied in a slimmed event, as the SDK's hint describes ("Fields >10 KB"). */
const MAX_FIELD_BYTES = 10 * 1024;
const BUILT_IN = ["id", "created_date", "updated_date", "created_by", "created_by_id"] as const;

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

/**
 * The `data` string of one `update_model` event for an entity room, the shape both SDK versions parse:
 * `{type, data: <record>, id, timestamp}`. The timestamp is when the change happened: the record's
 * updated_date for a create or update, now for a delete.
 */
export function recordEventData(type: RecordChange["type"], record: RecordValue, now = new Date()): string {
  const id = String(record.id);
  const when = type !== "delete" && typeof record.updated_date === "string" ? record.updated_date : null;
  const timestamp = when ?? now.toISOString();
  const full = JSON.stringify({ type, data: record, id, timestamp });
  if (bytes(full) <= MAX_EVENT_BYTES) return full;
  return JSON.stringify({ type, data: slim(record), id, timestamp });
}

/**
 * A record too big for the socket: large fields become empty strings and `_oversize: true` tells the SDK
 * to fetch the record itself. If that is still too big, only the built-in fields remain.
 */
function slim(record: RecordValue): Record<string, unknown> {
  const fields = Object.fromEntries(
    Object.entries(record).map(([key, value]) => {
      if (value === undefined || bytes(JSON.stringify(value)) <= MAX_FIELD_BYTES) return [key, value];
      return [key, typeof value === "string" ? "" : null];
    }),
  );
  const slimmed = { ...fields, _oversize: true };
  if (bytes(JSON.stringify(slimmed)) <= MAX_EVENT_BYTES) return slimmed;
  return { ...Object.fromEntries(BUILT_IN.map((key) => [key, record[key] ?? null])), _oversize: true };
}
