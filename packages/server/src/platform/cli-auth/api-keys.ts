import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { newId } from "../auth/users.ts";

/** What a workspace key starts with: the CLI sends only such values in its `api_key` header. */
export const API_KEY_PREFIX = "b44k_";
/** How often, at most, a key's "last used" is written: a busy script must not write on every request. */
export const LAST_USED_EVERY_MS = 60_000;
export const MAX_KEY_NAME = 100;

/** A key as lists show it: never the key itself, which is shown once, when it is made. */
export interface ApiKeyListing {
  readonly id: string;
  readonly name: string;
  /** The key's first characters, enough to tell two keys apart. */
  readonly prefix: string;
  readonly created_date: string;
  readonly last_used_date: string | null;
  readonly created_by: { readonly id: string; readonly email: string | null };
}

/** The user a key speaks for, read fresh on every use so a demotion or a ban applies at once. */
export interface KeyHolder {
  readonly keyId: string;
  readonly user: {
    readonly id: string;
    readonly email: string;
    readonly role: string;
    readonly disabled: boolean;
  };
}

const sha256 = (text: string): Buffer => createHash("sha256").update(text).digest();
const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** A key's label: trimmed, 1 to 100 characters, no control characters; null when it is not one. */
export function keyName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.trim();
  if (name.length === 0 || name.length > MAX_KEY_NAME) return null;
  if ([...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  return name;
}

/** A new key for the user: returned in clear this once; the table keeps its SHA-256. */
export async function createApiKey(
  db: Queryable,
  input: { readonly userId: string; readonly name: string; readonly now: number },
): Promise<ApiKeyListing & { readonly key: string }> {
  // 256 random bits: a fast hash is enough at rest, nothing about such a key can be guessed.
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const id = newId();
  const prefix = key.slice(0, API_KEY_PREFIX.length + 4);
  const created = new Date(input.now).toISOString();
  await db.query(
    `insert into platform_api_keys (id, name, key_hash, key_prefix, user_id, created_date)
     values ($1, $2, $3, $4, $5, $6::timestamptz)`,
    [id, input.name, sha256(key).toString("base64url"), prefix, input.userId, created],
  );
  const { rows } = await db.query<{ email: string }>("select email from users where id = $1", [input.userId]);
  return {
    id,
    name: input.name,
    prefix,
    created_date: created,
    last_used_date: null,
    created_by: { id: input.userId, email: rows[0]?.email ?? null },
    key,
  };
}

/** The live (not revoked) keys, newest first: every key, or the ones one user made. */
export async function listApiKeys(
  db: Queryable,
  filter: { readonly userId?: string } = {},
): Promise<ApiKeyListing[]> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    key_prefix: string;
    created_date: Date | string;
    last_used_at: Date | string | null;
    user_id: string;
    email: string | null;
  }>(
    `select k.id, k.name, k.key_prefix, k.created_date, k.last_used_at, k.user_id, u.email
       from platform_api_keys k left join users u on u.id = k.user_id
      where k.revoked_at is null and ($1::text is null or k.user_id = $1)
      order by k.created_date desc, k.id`,
    [filter.userId ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.key_prefix,
    created_date: iso(row.created_date) as string,
    last_used_date: iso(row.last_used_at),
    created_by: { id: row.user_id, email: row.email },
  }));
}

/**
 * Revokes a live key (only one of `userId`'s when given); false when there is no such live key. Revoking
 * twice answers false the second time and changes nothing.
 */
export async function revokeApiKey(
  db: Queryable,
  id: string,
  options: { readonly userId?: string; readonly now: number },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update platform_api_keys set revoked_at = $3::timestamptz
      where id = $1 and revoked_at is null and ($2::text is null or user_id = $2)`,
    [id, options.userId ?? null, new Date(options.now).toISOString()],
  );
  return rowCount > 0;
}

// When each key's use was last written, per database: the write happens at most once a minute per key.
const lastWritten = new WeakMap<object, Map<string, number>>();

/**
 * The holder of a live key, or null for anything else (malformed, unknown, revoked, its user deleted).
 * Records the use, at most once a minute per key and instance; the update's own condition keeps
 * instances sharing one database from writing more often than that together.
 */
export async function authenticateApiKey(db: Queryable, key: string, now: number): Promise<KeyHolder | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const digest = sha256(key);
  const { rows } = await db.query<{
    id: string;
    key_hash: string;
    user_id: string;
    email: string;
    role: string;
    disabled: boolean;
  }>(
    `select k.id, k.key_hash, u.id as user_id, u.email, u.role, u.disabled
       from platform_api_keys k join users u on u.id = k.user_id
      where k.key_hash = $1 and k.revoked_at is null`,
    [digest.toString("base64url")],
  );
  const row = rows[0];
  // The index found the row by its hash; the comparison that decides is made in constant time.
  if (!row || !timingSafeEqual(Buffer.from(row.key_hash, "base64url"), digest)) return null;
  let written = lastWritten.get(db);
  if (!written) {
    written = new Map();
    lastWritten.set(db, written);
  }
  const last = written.get(row.id);
  if (last === undefined || now - last >= LAST_USED_EVERY_MS) {
    written.set(row.id, now);
    await db.query(
      `update platform_api_keys set last_used_at = $2::timestamptz
        where id = $1 and (last_used_at is null or last_used_at <= $2::timestamptz - interval '1 minute')`,
      [row.id, new Date(now).toISOString()],
    );
  }
  return {
    keyId: row.id,
    user: { id: row.user_id, email: row.email, role: row.role, disabled: row.disabled },
  };
}
