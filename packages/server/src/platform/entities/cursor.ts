import { badRequest } from "../../errors.ts";
import { isPlainObject } from "./query-operators.ts";

/**
 * The opaque `next_cursor` of v2/list. It carries the whole walk (query, sort, fields) and the position
 * after the last record returned (its sort keys and id), so a later page needs only `cursor` and `limit`.
 * It is not signed: everything in it is validated again and access rules apply afresh on every page.
 */
export interface CursorState {
  readonly query: Record<string, unknown> | null;
  /** A walk over records has a sort and fields; one over a field's distinct values has `distinct`. */
  readonly sort: string;
  readonly fields: string | null;
  readonly distinct: string | null;
  readonly keys: readonly string[];
  /** The last record's id; null in a distinct walk, whose keys are unique. */
  readonly id: string | null;
}

const MAX_CURSOR = 64 * 1024;

export function encodeCursor(state: CursorState): string {
  const { query, sort, fields, distinct, keys, id } = state;
  const raw = { v: 1, q: query, s: sort, f: fields, d: distinct, k: keys, i: id };
  return Buffer.from(JSON.stringify(raw)).toString("base64url");
}

export function decodeCursor(cursor: string): CursorState {
  const invalid = () => badRequest("Invalid cursor");
  if (cursor.length > MAX_CURSOR || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  if (!isPlainObject(raw) || raw.v !== 1) throw invalid();
  const { q, s, f, d = null, k, i } = raw;
  const nullableString = (x: unknown): x is string | null => x === null || typeof x === "string";
  if (q !== null && !isPlainObject(q)) throw invalid();
  if (typeof s !== "string" || !nullableString(f) || !nullableString(d) || !nullableString(i))
    throw invalid();
  if (!Array.isArray(k) || !k.every((x) => typeof x === "string")) throw invalid();
  return { query: q, sort: s, fields: f, distinct: d, keys: k, id: i };
}
