import type { Database, Queryable } from "../../db/database.ts";
import { conflict, notFound } from "../../errors.ts";
import { getUser, type Role, updateUser } from "./users.ts";

/** A person with an account, as the console's Team section lists them. */
export interface TeamMember {
  readonly id: string;
  readonly email: string;
  readonly full_name: string | null;
  readonly role: Role;
  readonly is_member: boolean;
  readonly is_verified: boolean;
  readonly disabled: boolean;
  /** False for an invitation not yet taken up (no password set). */
  readonly has_password: boolean;
  readonly created_date: string;
}

interface MemberRow extends Omit<TeamMember, "created_date"> {
  readonly created_date: Date | string;
}

/** Escapes LIKE's wildcards so a search for "a_b" finds exactly that. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accounts, admins first then by address; `search` matches any part of the address or name, any letter
 * case. Removed accounts (disabled) are listed too, so staff can see whom they removed.
 */
export async function listTeam(
  db: Queryable,
  page: { readonly search?: string | undefined; readonly limit: number; readonly offset: number },
): Promise<{ users: TeamMember[]; total: number }> {
  const pattern = page.search ? likePattern(page.search) : null;
  const where = "($1::text is null or email ilike $1 or coalesce(full_name, '') ilike $1)";
  const { rows } = await db.query<MemberRow>(
    `select id, email, full_name, role, is_member, is_verified, disabled,
            password_hash is not null as has_password, created_date
       from users where ${where}
      order by disabled, role = 'admin' desc, lower(email), id limit $2 offset $3`,
    [pattern, page.limit, page.offset],
  );
  const count = await db.query<{ total: string | number }>(
    `select count(*) as total from users where ${where}`,
    [pattern],
  );
  return {
    users: rows.map((r) => ({ ...r, created_date: new Date(r.created_date).toISOString() })),
    total: Number(count.rows[0]?.total ?? 0),
  };
}

/**
 * Removes someone's access: no longer a member or an admin, the account disabled and its sessions ended
 * (a disabled account's tokens already count as anonymous). An invitation gives access back. Refuses to
 * remove the caller themself, and the last enabled admin, so the console can never lock everyone out;
 * the admins' rows are locked first, so two admins removing each other at once cannot both succeed.
 */
export async function removeAccess(
  db: Database,
  userId: string,
  callerId: string | null,
): Promise<TeamMember> {
  if (userId === callerId) {
    throw conflict("You cannot remove your own access; ask another admin", { reason: "self" });
  }
  return db.transaction(async (tx) => {
    const admins = await tx.query<{ id: string }>(
      "select id from users where role = 'admin' and not disabled order by id for update",
    );
    const target = await getUser(tx, userId);
    if (!target) throw notFound(`User ${userId} not found`);
    const isEnabledAdmin = admins.rows.some((a) => a.id === userId);
    if (isEnabledAdmin && admins.rows.length <= 1) {
      throw conflict("This is the last admin; invite another admin before removing this one", {
        reason: "last_admin",
      });
    }
    const updated = await updateUser(tx, userId, {
      role: "user",
      is_member: false,
      disabled: true,
      tokensValidAfter: new Date(),
    });
    if (!updated) throw notFound(`User ${userId} not found`);
    const { rows } = await tx.query<MemberRow>(
      `select id, email, full_name, role, is_member, is_verified, disabled,
              password_hash is not null as has_password, created_date from users where id = $1`,
      [userId],
    );
    const row = rows[0] as MemberRow;
    return { ...row, created_date: new Date(row.created_date).toISOString() };
  });
}
