import type { Caller } from "../caller.ts";

/**
 * The roles of an app and who may grant which (docs/decisions/0072): `admin` and every role listed after
 * it in the User schema's role enum (but `user`) are admin roles, ranked in that order (["user", "admin",
 * "super_admin"]: super_admin outranks admin). Every other role ranks 0, as `user` does. An admin role
 * manages users of a rank no higher than its own, and grants roles no higher than its own.
 */
export interface UserRoles {
  /** Every role a user may hold, in the enum's order. */
  readonly all: readonly string[];
  /** The admin roles, lowest first. */
  readonly admin: readonly string[];
}

export function userRoles(all: readonly string[]): UserRoles {
  // `user` never has admin rights, wherever the enum lists it (["admin", "user"] is a common order).
  return { all, admin: all.slice(all.indexOf("admin")).filter((role) => role !== "user") };
}

/** 0 for a role without admin rights, else 1 + its place among the admin roles. */
export const roleRank = (roles: UserRoles, role: string): number => roles.admin.indexOf(role) + 1;

export const isAdminRole = (roles: UserRoles, role: string): boolean => roleRank(roles, role) > 0;

/**
 * The caller's rank for managing users: the service role outranks every role; anonymous callers and
 * users without an admin role rank 0 and manage nobody but themselves.
 */
export function callerRank(roles: UserRoles, caller: Caller): number {
  if (caller.kind === "service") return Number.POSITIVE_INFINITY;
  return caller.kind === "user" ? roleRank(roles, caller.user.role) : 0;
}
