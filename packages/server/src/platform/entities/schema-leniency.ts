import { RESERVED_FIELDS } from "./entity-schema-check.ts";
import { isPlainObject } from "./query-operators.ts";

/**
 * Base44 accepts schemas our strict check would refuse: apps declare the built-in fields in `properties`,
 * leave out `type`, and carry keys of their own or of newer Base44 versions. This turns such a schema into
 * the one the server compiles, and says what it set aside, so those apps start (with a warning) instead of
 * failing. Structural problems are left in place for entity-schema-check.ts to refuse.
 */

/**
 * Fields Base44 keeps on every record (the SDK's ServerEntityFields, plus `_id`): declared in a schema,
 * they are the built-ins and not user data, so they are neither validated nor stored in `data`.
 */
export const DECLARABLE_BUILTINS = [
  "id",
  "_id",
  "created_date",
  "updated_date",
  "created_by",
  "created_by_id",
  "is_sample",
] as const;

const SCHEMA_KEYS = new Set([
  "name",
  "type",
  "title",
  "description",
  "properties",
  "required",
  "rls",
  "indexes",
  "$schema",
]);

/** Property keys the validator enforces or that only describe (title, enumNames); the rest is ignored. */
const PROPERTY_KEYS = new Set([
  "type",
  "title",
  "description",
  "enum",
  "enumNames",
  "default",
  "format",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "items",
  "properties",
  "required",
  "rls",
]);

export interface LenientSchema {
  /** The schema to check and compile: a copy, never the caller's object. */
  readonly schema: unknown;
  /** What was accepted but set aside, one line each, without the file name. */
  readonly warnings: readonly string[];
}

export function lenientSchema(raw: unknown): LenientSchema {
  if (!isPlainObject(raw)) return { schema: raw, warnings: [] };
  const warnings: string[] = [];
  const schema: Record<string, unknown> = { ...raw };
  if (schema.type === undefined) schema.type = "object";
  if (isPlainObject(raw.rls)) schema.rls = withoutEmptyRules(raw.rls);
  for (const key of Object.keys(raw)) {
    if (!SCHEMA_KEYS.has(key)) warnings.push(`${key}: unknown schema key, kept and ignored`);
  }
  if (isPlainObject(raw.properties)) {
    const properties: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(raw.properties)) {
      if ((DECLARABLE_BUILTINS as readonly string[]).includes(name)) {
        warnings.push(`properties.${name}: a built-in field; served as the built-in, not stored as data`);
        continue;
      }
      if (RESERVED_FIELDS.includes(name)) {
        warnings.push(
          `properties.${name}: a name Base44 keeps for its own use; here it is the app's own field`,
        );
      }
      properties[name] = isPlainObject(property)
        ? cleanProperty(property, `properties.${name}`, warnings)
        : property;
    }
    schema.properties = properties;
    if (Array.isArray(raw.required)) {
      schema.required = raw.required.filter(
        (field) => !(DECLARABLE_BUILTINS as readonly unknown[]).includes(field),
      );
    }
  }
  return { schema, warnings };
}

// The formats record-validator.ts checks or accepts as plain strings; Ajv refuses to compile any other.
const FORMATS = new Set([
  "date",
  "date-time",
  "time",
  "email",
  "uri",
  "hostname",
  "ipv4",
  "ipv6",
  "uuid",
  "regex",
  "file",
  "richtext",
]);

/** A copy of the property with what cannot be enforced noted, and an unknown format dropped. */
function cleanProperty(property: Record<string, unknown>, at: string, warnings: string[]) {
  const out: Record<string, unknown> = { ...property };
  if (isPlainObject(property.rls)) out.rls = withoutEmptyRules(property.rls);
  for (const key of Object.keys(property)) {
    if (!PROPERTY_KEYS.has(key)) warnings.push(`${at}.${key}: not enforced by this server, kept and ignored`);
  }
  if (typeof property.format === "string" && !FORMATS.has(property.format)) {
    warnings.push(`${at}.format: ${property.format} is not a known format; not checked`);
    delete out.format;
  }
  if (isPlainObject(property.items)) out.items = cleanProperty(property.items, `${at}.items`, warnings);
  if (isPlainObject(property.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(property.properties).map(([name, sub]) => [
        name,
        isPlainObject(sub) ? cleanProperty(sub, `${at}.${name}`, warnings) : sub,
      ]),
    );
  }
  return out;
}

/** The CLI accepts `""` for an operation, as the dashboard writes "no rule": the same as null. */
function withoutEmptyRules(rls: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(rls).map(([op, rule]) => [op, rule === "" ? null : rule]));
}
