import type { User } from "./users.ts";

/** The built-in fields of the SDK's User shape; custom fields can never shadow them. */
export const builtInUserFields = new Set([
  "id",
  "email",
  "full_name",
  "role",
  "_app_role",
  "app_id",
  "is_service",
  "disabled",
  "is_verified",
  "is_member",
  "created_date",
  "updated_date",
  "created_by",
  "created_by_id",
  "collaborator_role",
]);

/**
 * Columns of the users table that never leave the server; a custom field of one of these names would
 * only confuse (an app's filter on `password_hash` reads the user's own data, never the hash).
 */
export const internalUserFields = new Set(["password_hash", "tokens_valid_after", "data"]);

/** A user on the wire: the SDK's User type, custom fields flattened beside the built-in ones. */
export function toUserResponse(user: User, appId: string): Record<string, unknown> {
  return {
    ...user.data,
    id: user.id,
    created_date: user.created_date,
    updated_date: user.updated_date,
    email: user.email,
    full_name: user.full_name,
    disabled: user.disabled,
    is_verified: user.is_verified,
    app_id: appId,
    is_service: false,
    _app_role: user.role,
    role: user.role,
  };
}
