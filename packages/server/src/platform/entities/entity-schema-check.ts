import { isBuiltinColumn, isValidFieldName } from "./field-sql.ts";
import { isPlainObject } from "./query-operators.ts";

/**
 * Structural checks of an entity schema file (Base44's format, with its `rls`) plus our `indexes` extension,
 * so a mistake in entities/*.json stops the server at start with every problem listed, not at the first
 * request. Property schemas themselves are checked by compiling them (record-validator.ts).
 */
export const ENTITY_NAME = /^[A-Za-z][A-Za-z0-9]{0,49}$/;
const PROPERTY_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const RLS_OPERATIONS = ["create", "read", "update", "delete", "write"];
/**
 * Base44 keeps these internally and asks schemas not to define them (docs, "Built-in fields"), yet deploys
 * a schema that does: real apps have an `app_id` field of their own. This server keeps none of them on a
 * record, so a schema's field of that name is the app's own data (schema-leniency.ts says so); an export
 * still drops them as Base44's (exported-builtins.ts).
 */
export const RESERVED_FIELDS = [
  "is_sample",
  "is_deleted",
  "deleted_date",
  "entity_name",
  "app_id",
  "environment",
];
/** Served by the users plugin (platform/users/) from the accounts, not by the generic records API. */
export const RESERVED_ENTITIES = ["User"];
const MAX_INDEX_FIELDS = 8;

export function checkEntitySchema(raw: unknown): string[] {
  if (!isPlainObject(raw)) return ["the schema must be a JSON object"];
  const problems: string[] = [];
  if (typeof raw.name !== "string" || !ENTITY_NAME.test(raw.name)) {
    problems.push("name: letters and digits only, starting with a letter, at most 50 characters");
  } else if (RESERVED_ENTITIES.includes(raw.name)) {
    problems.push(`name: ${raw.name} is built in and cannot be defined`);
  }
  if (raw.type !== "object") problems.push('type: must be "object"');
  const properties = isPlainObject(raw.properties) ? raw.properties : null;
  if (!properties) problems.push("properties: must be an object");
  for (const [key, value] of Object.entries(properties ?? {})) {
    if (!PROPERTY_NAME.test(key)) problems.push(`properties.${key}: invalid field name`);
    else if (isBuiltinColumn(key)) {
      problems.push(`properties.${key}: reserved for a built-in field`);
    }
    if (!isPlainObject(value)) problems.push(`properties.${key}: must be an object`);
    else {
      // A top-level field's own rules are enforced (field-rules.ts); deeper ones are not, so they are refused.
      if (value.rls !== undefined) problems.push(...checkRls(value.rls, `properties.${key}.rls`));
      problems.push(...checkNoNestedFieldRules(value, `properties.${key}`));
    }
  }
  if (raw.required !== undefined) {
    if (!Array.isArray(raw.required)) problems.push("required: must be an array of field names");
    for (const field of Array.isArray(raw.required) ? raw.required : []) {
      if (typeof field !== "string" || !properties || !Object.hasOwn(properties, field)) {
        problems.push(`required: ${String(field)} is not a property`);
      }
    }
  }
  if (raw.rls !== undefined) problems.push(...checkRls(raw.rls));
  if (raw.indexes !== undefined) problems.push(...checkIndexes(raw.indexes, properties ?? {}));
  return problems;
}

/**
 * Rules on a field inside an object or an array's items are not enforced by this server (Base44 documents
 * top-level field rules only); refusing them at start is safer than serving what they meant to protect.
 */
function checkNoNestedFieldRules(property: Record<string, unknown>, at: string): string[] {
  const nested = isPlainObject(property.properties) ? Object.entries(property.properties) : [];
  if (isPlainObject(property.items)) nested.push(["items", property.items]);
  const problems: string[] = [];
  for (const [name, sub] of nested) {
    if (!isPlainObject(sub)) continue;
    if (sub.rls !== undefined) problems.push(`${at}.${name}.rls: rules on a nested field are not supported`);
    problems.push(...checkNoNestedFieldRules(sub, `${at}.${name}`));
  }
  return problems;
}

function checkRls(rls: unknown, at = "rls"): string[] {
  if (!isPlainObject(rls)) return [`${at}: must be an object`];
  const problems: string[] = [];
  for (const [operation, rule] of Object.entries(rls)) {
    if (!RLS_OPERATIONS.includes(operation)) problems.push(`${at}.${operation}: unknown operation`);
    else problems.push(...checkRule(rule, `${at}.${operation}`));
  }
  return problems;
}

function checkRule(rule: unknown, at: string): string[] {
  if (rule === null || typeof rule === "boolean") return [];
  if (!isPlainObject(rule)) return [`${at}: must be true, false or a condition object`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(rule)) {
    if (key === "user_condition") {
      if (!isPlainObject(value)) problems.push(`${at}.user_condition: must be an object`);
    } else if (key === "$and" || key === "$or" || key === "$nor") {
      if (!Array.isArray(value) || value.length === 0)
        problems.push(`${at}.${key}: must be a non-empty array`);
      else for (const [i, sub] of value.entries()) problems.push(...checkRule(sub, `${at}.${key}[${i}]`));
    } else if (!isValidFieldName(key.replace(/^data\./, ""))) {
      problems.push(`${at}.${key}: invalid field name`);
    }
  }
  return problems;
}

export interface EntityIndex {
  readonly fields: readonly string[];
  readonly unique: boolean;
  /** Fields compared case-insensitively (lower(...)) in the index. */
  readonly lower: readonly string[];
  /**
   * A pg_trgm GIN index instead of a B-tree: it serves substring search (`like '%text%'`), which no
   * B-tree can. One text field, never unique.
   */
  readonly trigram: boolean;
  /**
   * A B-tree over the field's sort keys exactly as a list sorted by it orders (sort.ts), with id as the
   * tie-break: a page sorted by the field reads 25 index entries instead of sorting every record. One
   * field, never unique, lower or trigram.
   */
  readonly sort: boolean;
}

/** `["a","b"]` is shorthand for `{"fields":["a","b"]}`. */
export function normaliseIndex(entry: unknown): EntityIndex {
  if (Array.isArray(entry))
    return { fields: entry as string[], unique: false, lower: [], trigram: false, sort: false };
  const spec = entry as {
    fields: string[];
    unique?: boolean;
    lower?: string[];
    trigram?: boolean;
    sort?: boolean;
  };
  return {
    fields: spec.fields,
    unique: spec.unique === true,
    lower: spec.lower ?? [],
    trigram: spec.trigram === true,
    sort: spec.sort === true,
  };
}

function checkIndexes(indexes: unknown, properties: Record<string, unknown>): string[] {
  if (!Array.isArray(indexes)) return ["indexes: must be an array"];
  const problems: string[] = [];
  indexes.forEach((entry, i) => {
    const at = `indexes[${i}]`;
    const spec: Record<string, unknown> = isPlainObject(entry) ? entry : { fields: entry };
    const extra = Object.keys(spec).filter(
      (k) => !["fields", "unique", "lower", "trigram", "sort"].includes(k),
    );
    if (!Array.isArray(entry) && !isPlainObject(entry))
      problems.push(`${at}: must be an array of fields or an object`);
    if (extra.length > 0) problems.push(`${at}: unknown keys ${extra.join(", ")}`);
    const fields = spec.fields;
    if (!Array.isArray(fields) || fields.length === 0 || fields.length > MAX_INDEX_FIELDS) {
      problems.push(`${at}.fields: 1 to ${MAX_INDEX_FIELDS} field names`);
      return;
    }
    for (const field of fields) {
      if (typeof field !== "string" || !(Object.hasOwn(properties, field) || isBuiltinColumn(field))) {
        problems.push(`${at}.fields: ${String(field)} is not a property`);
      }
    }
    if (spec.unique !== undefined && typeof spec.unique !== "boolean")
      problems.push(`${at}.unique: must be a boolean`);
    if (spec.trigram !== undefined && typeof spec.trigram !== "boolean")
      problems.push(`${at}.trigram: must be a boolean`);
    if (spec.trigram === true && (fields.length !== 1 || spec.unique === true))
      problems.push(`${at}.trigram: one field, and not unique`);
    if (spec.sort !== undefined && typeof spec.sort !== "boolean")
      problems.push(`${at}.sort: must be a boolean`);
    if (
      spec.sort === true &&
      (fields.length !== 1 || spec.unique === true || spec.trigram === true || spec.lower !== undefined)
    )
      problems.push(`${at}.sort: one field, and not unique, trigram or lower`);
    const lower = spec.lower ?? [];
    if (!Array.isArray(lower) || !lower.every((f) => (fields as unknown[]).includes(f))) {
      problems.push(`${at}.lower: must list some of the index's fields`);
    }
  });
  return problems;
}
