/**
 * Who is asking. Every access decision (entity rules, realtime rooms, admin-only calls) takes a Caller,
 * resolved once per request from the bearer token by the auth plugin.
 */
export interface CallerUser {
  readonly id: string;
  readonly email: string;
  readonly full_name: string | null;
  /** "user", "admin" or an app-defined role; isAdmin means exactly "admin" (docs/users-and-roles.md). */
  readonly role: string;
  readonly is_member: boolean;
  readonly data: Record<string, unknown>;
}

export type Caller =
  | { readonly kind: "anonymous" }
  | { readonly kind: "user"; readonly user: CallerUser }
  | { readonly kind: "service"; readonly onBehalfOf: CallerUser | null };

export const anonymous: Caller = { kind: "anonymous" };

export const isAdmin = (caller: Caller): boolean => caller.kind === "user" && caller.user.role === "admin";
export const isService = (caller: Caller): boolean => caller.kind === "service";
