import { cellValue } from "../entities/import-file.ts";
import type { Table } from "./document-text.ts";
import { compileResponseSchema } from "./response-schema.ts";

type Schema = Readonly<Record<string, unknown>>;

const isObject = (v: unknown): v is Schema => typeof v === "object" && v !== null && !Array.isArray(v);
const propertiesOf = (schema: Schema): Record<string, Schema> | null => {
  const properties = schema.properties;
  if (!isObject(properties)) return null;
  const entries = Object.entries(properties).filter((e): e is [string, Schema] => isObject(e[1]));
  return entries.length > 0 ? Object.fromEntries(entries) : null;
};
const typesOf = (schema: Schema) => [schema.type ?? []].flat() as string[];
const requiredOf = (schema: Schema) =>
  Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === "string") : [];

/**
 * How a json_schema asks for a table's rows, as Base44 apps write it:
 * - `{type: "array", items: {type: "object", properties}}`: the rows, as an array;
 * - `{type: "object", properties: {rows: {type: "array", items: {...}}}}` (one array of objects, nothing
 *   else required): the rows under that name;
 * - `{type: "object", properties: {a: {type: "string"}, ...}}` (flat): one object per row, as an array,
 *   which is what Base44 answers for a spreadsheet and such a schema.
 */
type Shape =
  | { readonly kind: "array"; readonly row: Schema }
  | { readonly kind: "wrapped"; readonly key: string; readonly row: Schema };

export function tableShape(schema: Schema): Shape | null {
  const rowOf = (items: unknown) => (isObject(items) && propertiesOf(items) ? items : null);
  if (typesOf(schema).includes("array")) {
    const row = rowOf(schema.items);
    return row ? { kind: "array", row } : null;
  }
  const properties = propertiesOf(schema);
  if (!properties) return null;
  const lists = Object.entries(properties).filter(
    ([, p]) => typesOf(p).includes("array") && rowOf(p.items) !== null,
  );
  if (lists.length === 0) return { kind: "array", row: schema };
  const [list] = lists;
  if (lists.length > 1 || !list) return null;
  const otherRequired = requiredOf(schema).filter((name) => name !== list[0]);
  if (otherRequired.length > 0) return null;
  const row = rowOf(list[1].items);
  return row ? { kind: "wrapped", key: list[0], row } : null;
}

/** Header names compared without case, spaces, underscores or hyphens: "First Name" is first_name. */
const normalized = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, "");

export type Mapping =
  | { readonly ok: true; readonly output: unknown }
  | { readonly ok: false; readonly unmapped: true }
  | { readonly ok: false; readonly unmapped: false; readonly details: string };

/**
 * The table's rows as the schema's records: each property takes the column of the same name; a cell is
 * converted to the property's type, an empty one left out; every row is validated. Unmapped when no
 * property has a column, or a required one has none (then a model may read the table instead).
 */
export function mapTable(table: Table, schema: Schema): Mapping {
  const shape = tableShape(schema);
  if (!shape) return { ok: false, unmapped: true };
  const properties = propertiesOf(shape.row) ?? {};
  const columns = new Map(table.header.map((name, i) => [normalized(name), i] as const));
  const mapped = Object.keys(properties)
    .map((name) => [name, columns.get(normalized(name))] as const)
    .filter((e): e is readonly [string, number] => e[1] !== undefined);
  const missing = requiredOf(shape.row).filter((name) => !mapped.some(([m]) => m === name));
  if (mapped.length === 0 || missing.length > 0) return { ok: false, unmapped: true };

  const validate = compileResponseSchema(shape.row as Record<string, unknown>);
  const records: Record<string, unknown>[] = [];
  for (const [index, row] of table.rows.entries()) {
    const record: Record<string, unknown> = {};
    for (const [name, column] of mapped) {
      const value = valueFor(row[column], properties[name] ?? {});
      if (value !== undefined) record[name] = value;
    }
    if (!validate(record)) {
      const problem = validate.errors?.[0];
      const where = problem?.instancePath ? problem.instancePath.slice(1).replace(/\//g, ".") : "the row";
      // Rows are counted from the first one after the header, as importEntities counts them.
      return {
        ok: false,
        unmapped: false,
        details: `Row ${index + 1}: ${where} ${problem?.message ?? "does not match json_schema"}`,
      };
    }
    records.push(record);
  }
  return { ok: true, output: shape.kind === "array" ? records : { [shape.key]: records } };
}

/** A cell as the property's type; text is converted as importEntities converts CSV cells. */
function valueFor(cell: unknown, property: Schema): unknown {
  if (cell === undefined || cell === null || cell === "") return undefined;
  const types = typesOf(property);
  if (typeof cell === "string") return cellValue(cell, property);
  if (typeof cell === "number" && types.includes("string") && !types.includes("number")) return String(cell);
  if (typeof cell === "boolean" && types.includes("string")) return String(cell);
  return cell;
}
