import { builtInUserFields, internalUserFields } from "../auth/user-response.ts";
import { checkEntitySchema } from "../entities/entity-schema-check.ts";
import { EntitySchemaError } from "../entities/entity-schemas.ts";
import { isPlainObject } from "../entities/query-operators.ts";
import { compileRecordValidator, type RecordValidator } from "../entities/record-validator.ts";
import { type UserRoles, userRoles } from "./user-roles.ts";

/**
 * An app's `User` schema (`User.jsonc` in a Base44 project): its custom fields, validated on every write,
 * and the role enum that may add roles to user and admin. Built-in fields it declares (role, email,
 * full_name...) are taken as the built-ins: only role's enum is read from them.
 */
export interface UserSchema {
  readonly roles: UserRoles;
  /** Validates the custom fields of an update, dropping undeclared ones; null: any custom field is kept. */
  readonly custom: RecordValidator | null;
  /** Fields compared as text in queries: the built-in strings and the custom string fields. */
  readonly stringFields: ReadonlySet<string>;
}

const ROLE_NAME = /^[a-z][a-z0-9_]{0,39}$/;

/** Without a User schema: user and admin, and custom fields as the client sends them (bounded in size). */
export const defaultUserSchema: UserSchema = {
  roles: userRoles(["user", "admin"]),
  custom: null,
  stringFields: new Set(["email", "full_name", "role"]),
};

/** Compiles the raw schema, or throws an EntitySchemaError listing every problem (the server does not start). */
export function defineUserSchema(raw: unknown, source = "User schema"): UserSchema {
  if (raw === undefined || raw === null) return defaultUserSchema;
  const fail = (problems: string[]) => new EntitySchemaError(problems.map((p) => `${source}: ${p}`));
  if (!isPlainObject(raw)) throw fail(["the schema must be a JSON object"]);
  const problems: string[] = [];
  if (raw.name !== undefined && raw.name !== "User") problems.push('name: must be "User"');
  // The User entity's access rules are built in (docs/users-and-roles.md); a rule here would mislead.
  if (raw.rls !== undefined) problems.push("rls: the User entity's access rules are built in");
  if (raw.indexes !== undefined) problems.push("indexes: not supported on User");
  const properties = isPlainObject(raw.properties) ? raw.properties : {};
  const customEntries = Object.entries(properties).filter(([name]) => !builtInUserFields.has(name));
  for (const [name, property] of customEntries) {
    if (internalUserFields.has(name)) problems.push(`properties.${name}: reserved for the platform`);
    // Entities enforce field rules (decision 0071); the User entity's reads and writes do not, so a rule
    // here would promise a protection that is not there.
    if (isPlainObject(property) && property.rls !== undefined) {
      problems.push(`properties.${name}.rls: field-level rules are not supported`);
    }
  }
  const roles = readRoles(properties.role, problems);
  const required = Array.isArray(raw.required)
    ? raw.required.filter((f) => typeof f !== "string" || !builtInUserFields.has(f))
    : raw.required;
  const customSchema = {
    name: "UserCustomFields",
    type: raw.type,
    properties: Object.fromEntries(customEntries),
    ...(required === undefined ? {} : { required }),
  };
  problems.push(...checkEntitySchema(customSchema).map((p) => p.replace(/^name: .*/, "name: invalid")));
  if (problems.length > 0) throw fail(problems);
  let custom: RecordValidator;
  try {
    custom = compileRecordValidator(customSchema as Parameters<typeof compileRecordValidator>[0]);
  } catch (error) {
    throw fail([`properties: ${(error as Error).message}`]);
  }
  const customStrings = customEntries
    .filter(([, p]) => isPlainObject(p) && (p.type === "string" || (p.type === undefined && !p.items)))
    .map(([name]) => name);
  return {
    roles,
    custom,
    stringFields: new Set([...defaultUserSchema.stringFields, ...customStrings]),
  };
}

/** The role enum (user and admin are roles whether it lists them or not); without one, the two built-in roles. */
function readRoles(role: unknown, problems: string[]): UserRoles {
  if (role === undefined) return defaultUserSchema.roles;
  const values = isPlainObject(role) ? role.enum : undefined;
  if (values === undefined) return defaultUserSchema.roles;
  if (!Array.isArray(values) || !values.every((v): v is string => typeof v === "string")) {
    problems.push("properties.role.enum: must be an array of role names");
    return defaultUserSchema.roles;
  }
  const bad = values.filter((v) => !ROLE_NAME.test(v));
  if (bad.length > 0) problems.push(`properties.role.enum: invalid role names ${bad.join(", ")}`);
  if (new Set(values).size !== values.length) problems.push("properties.role.enum: a role is listed twice");
  return problems.length > 0 ? defaultUserSchema.roles : userRoles(values);
}
