import { badRequest } from "../../errors.ts";
import { isForbiddenKey } from "../input-keys.ts";

/**
 * How a field name of the query language, a sort or an access rule becomes SQL. Built-in record fields
 * are real columns; every other field lives in the jsonb `data` column. Names are validated against a
 * strict pattern before they reach SQL text, so only letters, digits, '_' and '.' can ever appear there.
 */
export const builtinColumns = {
  id: "text",
  created_date: "timestamptz",
  updated_date: "timestamptz",
  created_by: "text",
  created_by_id: "text",
} as const;

export type BuiltinColumn = keyof typeof builtinColumns;

export type FieldRef =
  | { readonly kind: "column"; readonly name: BuiltinColumn; readonly type: "text" | "timestamptz" }
  | {
      readonly kind: "data";
      readonly path: readonly string[];
      /** The jsonb the path starts from: the record's `data`, or an array element inside $elemMatch. */
      readonly root?: string;
    };

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/;
const MAX_NAME_LENGTH = 200;
const MAX_SEGMENTS = 16;

export const isBuiltinColumn = (name: string): name is BuiltinColumn => Object.hasOwn(builtinColumns, name);

export function isValidFieldName(name: string): boolean {
  if (name.length > MAX_NAME_LENGTH || !FIELD_NAME.test(name)) return false;
  const segments = name.split(".");
  // Update operators walk records by these segments: one of these would walk into a prototype.
  return segments.length <= MAX_SEGMENTS && !segments.some(isForbiddenKey);
}

/**
 * Parses a (possibly dotted) field name, or answers 400 naming it. Inside an $elemMatch element (`root`
 * given) every name is a sub-field of that element: `id` there is the element's own `id`, not a column.
 */
export function parseFieldName(name: string, root?: string): FieldRef {
  if (!isValidFieldName(name)) throw badRequest(`Invalid field name: ${JSON.stringify(name.slice(0, 100))}`);
  const path = name.split(".");
  if (root !== undefined) return { kind: "data", path, root };
  const head = path[0] as string;
  if (isBuiltinColumn(head)) {
    if (path.length > 1) throw badRequest(`Invalid field name: ${name} (${head} has no sub-fields)`);
    return { kind: "column", name: head, type: builtinColumns[head] };
  }
  return { kind: "data", path };
}

// Segments matched [A-Za-z0-9_]+ above, so they are safe inside a quoted literal and a text[] literal.
const pathLiteral = (path: readonly string[]) => `'{${path.join(",")}}'`;

export type DataRef = FieldRef & { readonly kind: "data" };

/** The field's value as jsonb (SQL NULL when missing). An empty path is the root itself (an element). */
export function jsonbOf(ref: DataRef): string {
  const root = ref.root ?? "data";
  if (ref.path.length === 0) return root;
  return ref.path.length === 1 ? `${root}->'${ref.path[0]}'` : `${root}#>${pathLiteral(ref.path)}`;
}

/** The field's value as text: a string's contents, other JSON as its text (SQL NULL when missing). */
export function textOf(ref: DataRef): string {
  const root = ref.root ?? "data";
  if (ref.path.length === 0) return `(${root}#>>'{}')`;
  return ref.path.length === 1 ? `${root}->>'${ref.path[0]}'` : `${root}#>>${pathLiteral(ref.path)}`;
}
