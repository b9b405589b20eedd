import type { Queryable } from "../../db/database.ts";
import { createUser, findAccountByEmail, hashPassword, type User, updateUser } from "./users.ts";

/**
 * Admin accounts made by the operator rather than through the site: the first admin of the setup link
 * (setup-routes.ts) and `npm run admin` (cli/admin.ts). Both are someone who holds the server itself.
 */

/** True when any account has the admin role, enabled or not: the first-admin setup is then closed. */
export async function adminExists(db: Queryable): Promise<boolean> {
  const { rows } = await db.query("select 1 from users where role = 'admin' limit 1");
  return rows.length > 0;
}

export type AdminOutcome = "created" | "promoted" | "already-admin";

export interface NewAdmin {
  readonly email: string;
  /** An argon2 hash (hashed before the transaction, so no row waits on it) or the password itself. */
  readonly password: { readonly hash: string } | { readonly plain: string };
  readonly fullName?: string | null | undefined;
}

/**
 * Gives `email` an enabled, confirmed admin account with this password: a new account, or the existing
 * ordinary one made admin. The latter's sessions end, since whoever held them need not be the operator
 * (someone may have signed up with the operator's address first). An existing admin is left untouched
 * ("already-admin"): setting an admin's password is reset-password's job, asked for by name.
 */
export async function makeAdmin(
  tx: Queryable,
  input: NewAdmin,
  now: Date = new Date(),
): Promise<{ readonly user: User; readonly outcome: AdminOutcome }> {
  const passwordHash =
    "hash" in input.password ? input.password.hash : await hashPassword(input.password.plain);
  const existing = await findAccountByEmail(tx, input.email);
  if (existing?.user.role === "admin") return { user: existing.user, outcome: "already-admin" };
  if (existing) {
    const user = await updateUser(tx, existing.user.id, {
      role: "admin",
      is_member: true,
      is_verified: true,
      disabled: false,
      passwordHash,
      tokensValidAfter: now,
      ...(input.fullName ? { full_name: input.fullName } : {}),
    });
    return { user: user as User, outcome: "promoted" };
  }
  const user = await createUser(tx, {
    email: input.email,
    passwordHash,
    full_name: input.fullName ?? null,
    role: "admin",
    is_member: true,
    is_verified: true,
  });
  return { user, outcome: "created" };
}

/**
 * Sets the password of the account of `email` (any role), confirms the address (the operator vouches for
 * it) and ends the account's sessions, like a reset link. Null when there is no such account.
 */
export async function setPassword(
  db: Queryable,
  email: string,
  password: string,
  now: Date = new Date(),
): Promise<User | null> {
  const account = await findAccountByEmail(db, email);
  if (!account) return null;
  return updateUser(db, account.user.id, { password, is_verified: true, tokensValidAfter: now });
}
