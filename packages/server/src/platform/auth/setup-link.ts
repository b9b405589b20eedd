import { createHash } from "node:crypto";
import type { Database, Queryable } from "../../db/database.ts";
import { adminExists } from "./admin-accounts.ts";
import { newLinkToken } from "./secret-hash.ts";

/**
 * The one-time link that creates the first admin (decision 0061). A start that finds no admin stores a
 * new token's hash in `settings`, keyed by that hash with its expiry as the value, and prints the link.
 * Every start's link works until it expires, so several instances starting together on one PostgreSQL
 * each print one that works; the first one used removes them all.
 */
const KEY_PREFIX = "first_admin_setup:";
export const SETUP_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

// 256 random bits need no key to resist guessing from a leaked table, unlike a 6-digit code: a plain
// hash, so the token stays valid whatever happens to JWT_SECRET.
const keyOf = (token: string) => `${KEY_PREFIX}${createHash("sha256").update(token).digest("base64url")}`;

/** The path of the setup page with the token in the fragment, which no server or proxy log receives. */
export const setupLink = (publicUrl: string, token: string) =>
  `${publicUrl}/setup#token=${encodeURIComponent(token)}`;

/**
 * A new setup token when no admin exists, else null, with every leftover setup token removed. Expired
 * tokens of earlier starts are removed as well.
 */
export async function issueSetupToken(
  db: Database,
  now: Date,
): Promise<{ readonly token: string; readonly expiresAt: Date } | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ key: string; value: string }>(
      "select key, value from settings where starts_with(key, $1)",
      [KEY_PREFIX],
    );
    const admin = await adminExists(tx);
    const stale = rows.filter((row) => admin || !(new Date(row.value).getTime() > now.getTime()));
    if (stale.length > 0) {
      await tx.query("delete from settings where key = any($1::text[])", [stale.map((row) => row.key)]);
    }
    if (admin) return null;
    const token = newLinkToken();
    const expiresAt = new Date(now.getTime() + SETUP_LINK_LIFETIME_MS);
    await tx.query("insert into settings (key, value) values ($1, $2)", [
      keyOf(token),
      expiresAt.toISOString(),
    ]);
    return { token, expiresAt };
  });
}

/**
 * Inside the transaction that creates the first admin: true when `token` is a live setup token. Every
 * setup token is deleted by the same statement, so of two setups racing (on two instances) the second
 * waits for the first's row locks and then finds none. The caller throws, rolling the deletion back, when
 * the answer is false or an admin exists already.
 */
export async function spendSetupToken(tx: Queryable, token: string, now: Date): Promise<boolean> {
  const { rows } = await tx.query<{ key: string; value: string }>(
    "delete from settings where starts_with(key, $1) returning key, value",
    [KEY_PREFIX],
  );
  const mine = rows.find((row) => row.key === keyOf(token));
  return mine !== undefined && new Date(mine.value).getTime() > now.getTime();
}
