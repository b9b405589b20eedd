import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import type { Queryable } from "../../db/database.ts";

/**
 * "user", "admin", or a role the app's User schema declares (super_admin...); the users plugin checks a
 * role against that schema before it is stored (platform/users/user-schema.ts).
 */
export type Role = string;

/** A user as the platform sees it; the password hash never leaves this module. */
export interface User {
  readonly id: string;
  readonly email: string;
  readonly full_name: string | null;
  readonly role: Role;
  readonly is_member: boolean;
  readonly is_verified: boolean;
  readonly disabled: boolean;
  readonly data: Record<string, unknown>;
  readonly created_date: string;
  readonly updated_date: string;
  /** Tokens issued before this moment are refused (set by a password reset or change); ISO or null. */
  readonly tokens_valid_after: string | null;
}

export interface NewUser {
  readonly email: string;
  readonly password?: string | undefined;
  /** An argon2 hash computed already (a sign-up hashes before it knows whether the address is new). */
  readonly passwordHash?: string | undefined;
  readonly full_name?: string | null | undefined;
  readonly role: Role;
  readonly is_member: boolean;
  readonly is_verified?: boolean | undefined;
}

export interface UserPatch {
  readonly full_name?: string | null;
  readonly role?: Role;
  readonly is_member?: boolean;
  readonly is_verified?: boolean;
  readonly disabled?: boolean;
  readonly password?: string;
  readonly passwordHash?: string;
  /** Removes the password (a sign-up whose password cannot be trusted). */
  readonly clearPassword?: boolean;
  /** Ends the sessions of tokens issued before this time. */
  readonly tokensValidAfter?: Date;
  /** Merged into the custom fields, key by key. */
  readonly data?: Record<string, unknown>;
}

interface UserRow extends Omit<User, "created_date" | "updated_date" | "tokens_valid_after"> {
  readonly password_hash: string | null;
  readonly created_date: Date | string;
  readonly updated_date: Date | string;
  readonly tokens_valid_after: Date | string | null;
}

const columns =
  "id, email, full_name, role, is_member, is_verified, disabled, data, password_hash, created_date, updated_date, tokens_valid_after";

/** Base44 ids look like MongoDB ObjectIds (24 hex characters); the SDK and generated apps treat them as opaque. */
export const newId = (): string => randomBytes(12).toString("hex");

// Emails are compared case-insensitively everywhere (records store created_by as an email), so keep one spelling.
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

// argon2id is the library's default algorithm; the hash string records its own parameters.
export const hashPassword = (password: string): Promise<string> => hash(password);

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toUser(row: UserRow): User {
  const { password_hash: _hidden, ...rest } = row;
  return {
    ...rest,
    created_date: toIso(row.created_date),
    updated_date: toIso(row.updated_date),
    tokens_valid_after: row.tokens_valid_after === null ? null : toIso(row.tokens_valid_after),
  };
}

export async function createUser(db: Queryable, input: NewUser): Promise<User> {
  const passwordHash =
    input.passwordHash ?? (input.password === undefined ? null : await hashPassword(input.password));
  const { rows } = await db.query<UserRow>(
    `insert into users (id, email, full_name, role, is_member, is_verified, password_hash)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${columns}`,
    [
      newId(),
      normalizeEmail(input.email),
      input.full_name ?? null,
      input.role,
      input.is_member,
      input.is_verified ?? false,
      passwordHash,
    ],
  );
  return toUser(rows[0] as UserRow);
}

async function findRowByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`select ${columns} from users where lower(email) = $1`, [
    normalizeEmail(email),
  ]);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<User | null> {
  const row = await findRowByEmail(db, email);
  return row ? toUser(row) : null;
}

/** The user and whether the account has a password yet (an invited user has none until they set one). */
export async function findAccountByEmail(
  db: Queryable,
  email: string,
): Promise<{ user: User; hasPassword: boolean } | null> {
  const row = await findRowByEmail(db, email);
  return row ? { user: toUser(row), hasPassword: row.password_hash !== null } : null;
}

/** True when the user exists, is enabled and this is their password. */
export async function checkPassword(db: Queryable, id: string, password: string): Promise<boolean> {
  const { rows } = await db.query<UserRow>(`select ${columns} from users where id = $1`, [id]);
  const row = rows[0];
  if (!row?.password_hash || row.disabled) return false;
  return verify(row.password_hash, password);
}

export async function getUser(db: Queryable, id: string): Promise<User | null> {
  const { rows } = await db.query<UserRow>(`select ${columns} from users where id = $1`, [id]);
  return rows[0] ? toUser(rows[0]) : null;
}

/** Applies only the keys present in the patch; null when no such user. */
export async function updateUser(db: Queryable, id: string, patch: UserPatch): Promise<User | null> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (patch.full_name !== undefined) set("full_name", patch.full_name);
  if (patch.role !== undefined) set("role", patch.role);
  if (patch.is_member !== undefined) set("is_member", patch.is_member);
  if (patch.is_verified !== undefined) set("is_verified", patch.is_verified);
  if (patch.disabled !== undefined) set("disabled", patch.disabled);
  if (patch.password !== undefined) set("password_hash", await hashPassword(patch.password));
  if (patch.passwordHash !== undefined) set("password_hash", patch.passwordHash);
  if (patch.clearPassword) set("password_hash", null);
  if (patch.tokensValidAfter !== undefined) {
    set("tokens_valid_after", patch.tokensValidAfter.toISOString());
  }
  if (patch.data !== undefined) {
    params.push(JSON.stringify(patch.data));
    sets.push(`data = data || $${params.length}::jsonb`);
  }
  sets.push("updated_date = now()");
  const { rows } = await db.query<UserRow>(
    `update users set ${sets.join(", ")} where id = $1 returning ${columns}`,
    params,
  );
  return rows[0] ? toUser(rows[0]) : null;
}

/** What an access decision needs of an account, read on every request (never the password or dates). */
export interface SessionAccount {
  readonly id: string;
  readonly email: string;
  readonly full_name: string | null;
  readonly role: Role;
  readonly is_member: boolean;
  readonly disabled: boolean;
  readonly data: Record<string, unknown>;
  readonly tokens_valid_after: Date | null;
  /** True when this token's session was ended by logout. */
  readonly ended: boolean;
}

export async function sessionAccount(
  db: Queryable,
  id: string,
  jti: string | null,
): Promise<SessionAccount | null> {
  const { rows } = await db.query<
    Omit<SessionAccount, "tokens_valid_after"> & { tokens_valid_after: Date | string | null }
  >(
    `select id, email, full_name, role, is_member, disabled, data, tokens_valid_after,
            exists (select 1 from auth_ended_sessions where jti = $2) as ended
       from users where id = $1`,
    [id, jti],
  );
  const row = rows[0];
  if (!row) return null;
  const cut = row.tokens_valid_after;
  return { ...row, tokens_valid_after: cut === null ? null : cut instanceof Date ? cut : new Date(cut) };
}

/**
 * The bounds of a user's custom fields: they are read on every request (access rules may use them), so
 * one account must not make each of its requests costly.
 */
export const userDataLimits = { maxBytes: 16 * 1024, maxKeys: 100 } as const;

/**
 * Merges custom fields key by key, in one statement that refuses the merge when the result would pass
 * the bounds (so two merges at once cannot together pass them). "too_large" when refused, null when no user.
 */
export async function mergeUserData(
  db: Queryable,
  id: string,
  data: Record<string, unknown>,
): Promise<User | "too_large" | null> {
  const { rows } = await db.query<UserRow>(
    `with merged as (select u.id, u.data || $2::jsonb as data from users u where u.id = $1),
          sized as (
            select id, data, octet_length(data::text) <= $3
                     and (select count(*) from jsonb_object_keys(data)) <= $4 as fits
              from merged)
     update users u set data = sized.data, updated_date = now()
       from sized where u.id = sized.id and sized.fits
     returning ${columns.replace(/(^|, )/g, "$1u.")}`,
    [id, JSON.stringify(data), userDataLimits.maxBytes, userDataLimits.maxKeys],
  );
  if (rows[0]) return toUser(rows[0]);
  return (await getUser(db, id)) ? "too_large" : null;
}

let dummyHash: Promise<string> | undefined;

/**
 * The user when the password matches, else null. An unknown e-mail still costs one argon2 verification,
 * so response time does not reveal which e-mails have accounts.
 */
export async function verifyCredentials(
  db: Queryable,
  email: string,
  password: string,
): Promise<User | null> {
  const row = await findRowByEmail(db, email);
  if (!row?.password_hash) {
    dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    await verify(await dummyHash, password);
    return null;
  }
  const ok = await verify(row.password_hash, password);
  return ok && !row.disabled ? toUser(row) : null;
}

/**
 * Creates the configured admin, or makes an existing account admin with this password. Safe to run on every
 * start and from several instances at once: an insert race ends in the unique index and falls back to update.
 */
export async function ensureAdmin(db: Queryable, admin: { email: string; password: string }): Promise<User> {
  const existing = await findRowByEmail(db, admin.email);
  if (existing) {
    const current = existing.password_hash !== null && (await verify(existing.password_hash, admin.password));
    if (current && existing.role === "admin" && existing.is_member && !existing.disabled)
      return toUser(existing);
    const patch: UserPatch = { role: "admin", is_member: true, disabled: false };
    return (await updateUser(
      db,
      existing.id,
      current ? patch : { ...patch, password: admin.password },
    )) as User;
  }
  try {
    return await createUser(db, {
      email: admin.email,
      password: admin.password,
      role: "admin",
      is_member: true,
      is_verified: true,
    });
  } catch (error) {
    if ((error as { code?: string }).code !== "23505") throw error;
    return ensureAdmin(db, admin);
  }
}
