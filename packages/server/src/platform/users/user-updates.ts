import type { Database, Queryable } from "../../db/database.ts";
import { ApiError, badRequest, conflict, forbidden, notFound, validationError } from "../../errors.ts";
import { internalUserFields, toUserResponse } from "../auth/user-response.ts";
import { mergeUserData, normalizeEmail, type User, updateUser, userDataLimits } from "../auth/users.ts";
import type { Caller } from "../caller.ts";
import { isPlainObject } from "../entities/query-operators.ts";
import { callerRank, isAdminRole, roleRank } from "./user-roles.ts";
import type { UserSchema } from "./user-schema.ts";

/**
 * Changing users through `entities.User.update` and `bulkUpdate` (docs/users-and-roles.md). A user changes
 * their own custom fields; an admin role also changes others of a rank no higher than its own, their
 * full_name and their role (to one no higher than its own). A protected field sent unchanged (a whole
 * record sent back) is ignored; a change to one is refused with 403 naming it, and nothing is written.
 */

/** Kept by the platform; ignored when sent. */
const systemFields = new Set([
  "id",
  "created_date",
  "updated_date",
  "created_by",
  "created_by_id",
  "app_id",
  "is_service",
  "_app_role",
  "collaborator_role",
]);
/** Never changed through entities: identity and access have their own flows (sign-up, console, delete). */
const fixedFields = ["email", "disabled", "is_verified", "is_member"] as const;
type FixedField = (typeof fixedFields)[number];
const isFixedField = (key: string): key is FixedField => (fixedFields as readonly string[]).includes(key);
const MAX_FULL_NAME = 200;

export interface UserChange {
  readonly id: string;
  readonly body: unknown;
}

interface Context {
  readonly db: Database;
  readonly schema: UserSchema;
  readonly appId: string;
}

interface LockedUser {
  readonly id: string;
  readonly email: string;
  readonly full_name: string | null;
  readonly role: string;
  readonly disabled: boolean;
  readonly is_verified: boolean;
  readonly is_member: boolean;
}

/** Applies every change in one transaction, all or nothing; the users as the SDK reads them. */
export async function updateUserRecords(
  context: Context,
  caller: Caller,
  changes: readonly UserChange[],
): Promise<Record<string, unknown>[]> {
  const users = await context.db.transaction(async (tx) => {
    const updated: User[] = [];
    for (const change of changes) updated.push(await applyChange(tx, context.schema, caller, change));
    return updated;
  });
  return users.map((user) => toUserResponse(user, context.appId));
}

async function applyChange(
  tx: Queryable,
  schema: UserSchema,
  caller: Caller,
  change: UserChange,
): Promise<User> {
  const { id, body } = change;
  if (!isPlainObject(body)) throw badRequest("The record must be a JSON object");
  const target = await lockUser(tx, caller, schema, id);
  const rank = callerRank(schema.roles, caller);
  const self = caller.kind === "user" && caller.user.id === id;
  const refused: string[] = [];
  const patch: { role?: string; full_name?: string | null } = {};
  const custom: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || systemFields.has(key)) continue;
    if (isFixedField(key)) {
      if (!sameValue(key, value, target)) refused.push(key);
    } else if (key === "role") {
      if (value !== target.role) patch.role = checkRole(schema, rank, self, value, refused);
    } else if (key === "full_name") {
      if (value !== target.full_name) {
        if (rank === 0) refused.push(key);
        else patch.full_name = checkFullName(value);
      }
    } else if (!internalUserFields.has(key)) {
      custom[key] = value;
    }
  }
  if (refused.length > 0) {
    throw forbidden(`You're not allowed to modify the following fields: ${refused.join(", ")}`, {
      fields: refused,
    });
  }
  const data = schema.custom ? schema.custom.update(custom) : custom;
  if (patch.role !== undefined) await assertAdminRemains(tx, schema, target, patch.role);
  if (Object.keys(data).length > 0) {
    const merged = await mergeUserData(tx, id, data);
    if (merged === "too_large") throw customFieldsTooLarge();
  }
  const user = await updateUser(tx, id, patch);
  if (!user) throw notFound(`Entity User with ID ${id} not found`);
  return user;
}

/**
 * The target row, locked for the transaction, if the caller may change it: their own, or (for an admin
 * role) one of a rank no higher than theirs. A user who may not read the record gets the same 404 as a
 * missing one, so ids never leak.
 */
async function lockUser(tx: Queryable, caller: Caller, schema: UserSchema, id: string): Promise<LockedUser> {
  const rank = callerRank(schema.roles, caller);
  const self = caller.kind === "user" && caller.user.id === id;
  // Before the row is read (and locked): a user without an admin role never touches another's row.
  if (!self && rank === 0) throw notFound(`Entity User with ID ${id} not found`);
  const { rows } = await tx.query<LockedUser>(
    "select id, email, full_name, role, disabled, is_verified, is_member from users where id = $1 for update",
    [id],
  );
  const target = rows[0];
  if (!target) throw notFound(`Entity User with ID ${id} not found`);
  if (!self && roleRank(schema.roles, target.role) > rank) {
    throw forbidden("This user's role is above yours; ask someone of that role or higher", {
      reason: "outranked",
    });
  }
  return target;
}

function sameValue(key: FixedField, value: unknown, target: LockedUser): boolean {
  if (key === "email") return typeof value === "string" && normalizeEmail(value) === target.email;
  return value === target[key];
}

/** The new role if the caller may grant it; a caller without an admin role is refused by name. */
function checkRole(
  schema: UserSchema,
  rank: number,
  self: boolean,
  value: unknown,
  refused: string[],
): string | undefined {
  if (rank === 0) {
    refused.push("role");
    return undefined;
  }
  if (typeof value !== "string" || !schema.roles.all.includes(value)) {
    const allowed = schema.roles.all.map((r) => JSON.stringify(r)).join(", ");
    throw validationError([{ field: "role", message: `Input should be one of ${allowed}` }]);
  }
  // As in the staff console: nobody changes their own access, so an admin cannot lock themself out.
  if (self) throw conflict("You cannot change your own role; ask another admin", { reason: "self" });
  if (roleRank(schema.roles, value) > rank) {
    throw forbidden(`You cannot grant the role ${value}, which is above your own`, { reason: "outranked" });
  }
  return value;
}

function checkFullName(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== "string" || value.length > MAX_FULL_NAME) {
    throw validationError([
      { field: "full_name", message: `Input should be a string of at most ${MAX_FULL_NAME} characters` },
    ]);
  }
  return value.trim() || null;
}

/**
 * Refuses a change that would leave no enabled user with an admin role. The admins' rows are locked first,
 * so two changes at once cannot together remove the last two (as user-directory.ts's removeAccess does).
 */
export async function assertAdminRemains(
  tx: Queryable,
  schema: UserSchema,
  target: { readonly id: string; readonly role: string; readonly disabled: boolean },
  newRole: string | null,
): Promise<void> {
  const { admin } = schema.roles;
  if (!isAdminRole(schema.roles, target.role) || target.disabled) return;
  if (newRole !== null && isAdminRole(schema.roles, newRole)) return;
  const { rows } = await tx.query<{ id: string }>(
    "select id from users where role = any($1::text[]) and not disabled and id <> $2 order by id for update",
    [admin, target.id],
  );
  if (rows.length === 0) {
    throw conflict("This is the last admin; make another user an admin first", { reason: "last_admin" });
  }
}

export const customFieldsTooLarge = () =>
  new ApiError(
    413,
    `Your custom fields would be too large: at most ${userDataLimits.maxKeys} fields and ${userDataLimits.maxBytes / 1024} KB in all.`,
    "PayloadTooLarge",
    { max_keys: userDataLimits.maxKeys, max_bytes: userDataLimits.maxBytes },
  );
