import type { Queryable } from "../../db/database.ts";
import { unauthorized } from "../../errors.ts";
import type { Caller } from "../caller.ts";
import type { EntityDefinition } from "../entities/entity-schemas.ts";
import { compileRecordValidator } from "../entities/record-validator.ts";
import { listRecordsPage, type Page, type PageOptions } from "../entities/records-page.ts";
import {
  countRecords,
  fieldsText,
  getRecord,
  type ListOptions,
  listRecords,
} from "../entities/records-store.ts";
import { parseFields, projectRecord } from "../entities/sort.ts";
import type { UserSchema } from "./user-schema.ts";

/**
 * Reading the built-in User entity with the records API's own machinery (query language, sort, paging,
 * projection, read rule): the `user_records` view (migration 14) has the shape of an entity table, with
 * the built-in fields inside `data`. The password hash and other internal columns are not in the view,
 * so no query or projection can reach them.
 */
export function userEntity(schema: UserSchema): EntityDefinition {
  return {
    name: "User",
    table: "user_records",
    schema: {
      name: "User",
      type: "object",
      properties: {},
      // A user reads their own record; the admin roles read every record; the service role bypasses rules.
      rls: {
        read: {
          $or: [{ id: "{{user.id}}" }, { user_condition: { role: { $in: [...schema.roles.admin] } } }],
        },
      },
    },
    indexes: [],
    // The user schema's own checks (user-schema.ts) refuse field-level rules, so there are none here.
    fieldRules: new Map(),
    warnings: [],
    stringFields: schema.stringFields,
    // Reads never validate; writes go through user-updates.ts with the schema's own validator.
    validator: compileRecordValidator({ properties: {} }),
  };
}

/** A record of the view as the SDK's User: the same fields auth.me() answers, then the projection. */
export function toUserRecord(
  record: Readonly<Record<string, unknown>>,
  appId: string,
  fields: readonly string[] | null,
): Record<string, unknown> {
  const { created_by: _creator, created_by_id: _creatorId, ...rest } = record;
  const user: Record<string, unknown> = { ...rest, app_id: appId, is_service: false };
  if (Object.hasOwn(rest, "role")) user._app_role = rest.role;
  return projectRecord(user, fields);
}

/** The User routes need a signed-in user or the service role; nobody reads users anonymously. */
export function assertSignedIn(caller: Caller): void {
  if (caller.kind === "anonymous") throw unauthorized();
}

export async function listUsers(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  appId: string,
  options: ListOptions,
): Promise<Record<string, unknown>[]> {
  const fields = parseFields(fieldsText(options.fields));
  const records = await listRecords(db, caller, entity, { ...options, fields: undefined });
  return records.map((record) => toUserRecord(record, appId, fields));
}

export async function getUserRecord(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  appId: string,
  id: string,
): Promise<Record<string, unknown>> {
  return toUserRecord(await getRecord(db, caller, entity, id), appId, null);
}

export const countUsers = (db: Queryable, caller: Caller, entity: EntityDefinition, query: unknown) =>
  countRecords(db, caller, entity, query);

/** v2/list: the cursor carries the fields, so the page is projected by them and then completed. */
export async function listUsersPage(
  db: Queryable,
  caller: Caller,
  entity: EntityDefinition,
  appId: string,
  options: PageOptions,
): Promise<Page<Record<string, unknown>>> {
  const page = await listRecordsPage(db, caller, entity, options);
  const fields = parseFields(fieldsText(options.fields));
  return { ...page, items: page.items.map((record) => toUserRecord(record, appId, fields)) };
}
