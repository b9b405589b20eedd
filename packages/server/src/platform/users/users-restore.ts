import type { Database, Queryable } from "../../db/database.ts";
import { ApiError, forbidden } from "../../errors.ts";
import { emailInput } from "../auth/account-input.ts";
import { builtInUserFields, internalUserFields } from "../auth/user-response.ts";
import { normalizeEmail } from "../auth/users.ts";
import type { Caller } from "../caller.ts";
import { EXPORT_ONLY_FIELDS, splitExportedRow } from "../entities/exported-builtins.ts";
import {
  type ExportedRow,
  type LineProblem,
  type RestoreCounts,
  restoreRefused,
} from "../entities/records-restore.ts";
import type { UserSchema } from "./user-schema.ts";

/**
 * The accounts of a Base44 app's exported `User` table, moved in with their ids (records name their
 * author by `created_by_id`, and rules compare it with `{{user.id}}`), addresses, names, roles, dates and
 * custom fields. Passwords never leave Base44: each account is made without one, as an invitation not yet
 * taken up is, so its owner sets a password by "forgot password" (or by signing up again, which sends
 * the same e-mail). Accounts are confirmed members: Base44 had already checked their addresses.
 *
 * As for records, every row is checked first, one bad row refuses the file, and an account already here
 * with the same id is updated only when the file's updated_date is later. An address already here under
 * another id is refused: merging two accounts would hand one person's records to the other.
 */
interface RestoredUser {
  readonly line: number;
  readonly id: string;
  readonly email: string;
  readonly full_name: string | null;
  readonly role: string;
  readonly disabled: boolean;
  readonly data: Record<string, unknown>;
  readonly created_date: string;
  readonly updated_date: string;
}

// Fields the users table keeps as columns or derives; never stored among the custom fields.
const NOT_CUSTOM = new Set([...builtInUserFields, ...internalUserFields, ...EXPORT_ONLY_FIELDS]);

export function prepareUsersRestore(schema: UserSchema, rows: readonly ExportedRow[]): RestoredUser[] {
  const now = new Date().toISOString();
  const problems: LineProblem[] = [];
  const users: RestoredUser[] = [];
  const seen = new Map<string, number>();
  for (const { line, values } of rows) {
    const split = splitExportedRow(values, now);
    if ("problems" in split) {
      problems.push({ line, message: split.problems.join("; ") });
      continue;
    }
    const row = split.data;
    const own: string[] = [];
    const email = emailInput.safeParse(row.email);
    if (!email.success) own.push(`email: ${JSON.stringify(row.email ?? null)} is not an e-mail address`);
    const role = typeof row.role === "string" && row.role.trim() !== "" ? row.role.trim() : "user";
    if (!schema.roles.all.includes(role)) {
      own.push(`role: ${role} is not one of the app's roles (${schema.roles.all.join(", ")})`);
    }
    const fullName = typeof row.full_name === "string" && row.full_name.trim() !== "" ? row.full_name : null;
    const custom = Object.fromEntries(Object.entries(row).filter(([key]) => !NOT_CUSTOM.has(key)));
    let data = custom;
    try {
      if (schema.custom) data = schema.custom.update(custom);
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
      own.push(error.message);
    }
    for (const key of [split.builtins.id, email.success ? normalizeEmail(email.data) : ""]) {
      const twin = key ? seen.get(key) : undefined;
      if (twin !== undefined) own.push(`${key} is also on line ${twin}`);
      else if (key) seen.set(key, line);
    }
    if (own.length > 0) {
      problems.push({ line, message: own.join("; ") });
      continue;
    }
    users.push({
      line,
      id: split.builtins.id,
      email: normalizeEmail(email.data as string),
      full_name: fullName,
      role,
      disabled: row.disabled === true || row.disabled === "true",
      data,
      created_date: split.builtins.created_date,
      updated_date: split.builtins.updated_date,
    });
  }
  if (problems.length > 0) throw restoreRefused(problems, rows.length);
  return users;
}

/** Writes checked accounts on `db` (a transaction); refuses, naming the lines, addresses taken by another id. */
export async function writeUsersRestore(
  db: Queryable,
  caller: Caller,
  users: readonly RestoredUser[],
): Promise<RestoreCounts> {
  if (caller.kind !== "service") throw forbidden("Restoring accounts is for the service role");
  if (users.length === 0) return { created: 0, updated: 0, unchanged: 0 };
  const { rows: taken } = await db.query<{ id: string; email: string }>(
    "select id, lower(email) as email from users where lower(email) = any($1::text[])",
    [users.map((u) => u.email)],
  );
  const clashes = taken.flatMap((account) => {
    const user = users.find((u) => u.email === account.email);
    return user && user.id !== account.id
      ? [
          {
            line: user.line,
            message: `${user.email} has the account ${account.id} here already, not ${user.id}: records the export says this user created would not be theirs. Import the users before anyone signs in, into a new database`,
          },
        ]
      : [];
  });
  if (clashes.length > 0) throw restoreRefused(clashes, users.length);
  const { rows } = await db.query<{ inserted: boolean }>(
    `insert into users (id, email, full_name, role, is_member, is_verified, disabled, data, created_date, updated_date)
     select x->>'id', x->>'email', x->>'full_name', x->>'role', true, true, (x->>'disabled')::boolean,
       x->'data', (x->>'created_date')::timestamptz, (x->>'updated_date')::timestamptz
     from jsonb_array_elements($1::jsonb) as x
     on conflict (id) do update set email = excluded.email, full_name = excluded.full_name,
       role = excluded.role, disabled = excluded.disabled, data = excluded.data,
       created_date = excluded.created_date, updated_date = excluded.updated_date
       where users.updated_date < excluded.updated_date
     returning (xmax::text = '0') as inserted`,
    [JSON.stringify(users)],
  );
  const created = rows.filter((r) => r.inserted).length;
  return { created, updated: rows.length - created, unchanged: users.length - rows.length };
}

export async function restoreUsers(
  db: Database,
  caller: Caller,
  schema: UserSchema,
  rows: readonly ExportedRow[],
): Promise<RestoreCounts> {
  const users = prepareUsersRestore(schema, rows);
  return db.transaction((tx) => writeUsersRestore(tx, caller, users));
}
