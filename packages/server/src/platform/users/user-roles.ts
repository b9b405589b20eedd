import type { Caller } from "../caller.ts";

/**
 * The roles of an app and who may grant which (docs/decisions/0072, 0076): in an enum that lists `user`
 * before `admin`, `admin` and every role after it are admin roles, ranked in that order (["user", "admin",
 * "super_admin"]: super_admin outranks admin); in any other enum only `admin` is. Every other role ranks 0,
 * as `user` does. An admin role
 * manages users of a rank no higher than its own, and grants roles no higher than its own.
 */
export interface UserRoles {
  /** Every role a user may hold, in the enum's order. */
  readonly all: readonly string[];
  /** The admin roles, lowest first. */
  readonly admin: readonly string[];
}

export function userRoles(written: readonly string[]): UserRoles {
  // Base44 has both built-in roles whatever the enum lists: new accounts get `user`, and ["admin",
  // "employer", "job_seeker"] is a real app's enum.
  const all = [
    ...(written.includes("user") ? [] : ["user"]),
    ...(written.includes("admin") ? [] : ["admin"]),
    ...written,
  ];
  // Only an enum that ranks, listing user before admin, makes the roles after admin admin roles. An enum
  // that starts with admin, or leaves user or admin out, is a plain list of Base44 roles: only admin.
  const ranked = written.includes("user") && written.indexOf("user") < written.indexOf("admin");
  if (!ranked) return { all, admin: ["admin"] };
  return { all, admin: written.slice(written.indexOf("admin")).filter((role) => role !== "user") };
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
