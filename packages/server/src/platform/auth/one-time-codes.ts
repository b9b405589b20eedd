import { randomUUID } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { hashSecret, newLinkToken, newOtpCode } from "./secret-hash.ts";

export type CodePurpose = "verify_email" | "reset_password" | "invite";

/** How long each kind of secret lives, and how many wrong guesses a code survives. */
export const codeLifetimes: Record<CodePurpose, number> = {
  verify_email: 10 * 60,
  reset_password: 60 * 60,
  invite: 7 * 24 * 60 * 60,
};
export const OTP_EXPIRES_IN_MINUTES = codeLifetimes.verify_email / 60;
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Issues a new secret for the user and purpose, retiring the earlier ones of that purpose: only the
 * latest e-mail works. Returns the secret in clear, for the e-mail; the table keeps its HMAC.
 */
export async function issueCode(
  tx: Queryable,
  key: Uint8Array,
  userId: string,
  purpose: CodePurpose,
  /** For a sign-up code: the password this code, and only this code, will set when it is entered. */
  options: { readonly passwordHash?: string | null } = {},
): Promise<string> {
  const secret = purpose === "verify_email" ? newOtpCode() : newLinkToken();
  await tx.query("delete from auth_codes where user_id = $1 and (purpose = $2 or expires_at < now())", [
    userId,
    purpose,
  ]);
  // A 6-digit code can collide with another user's live code; the unique index then refuses it, so the
  // user id is part of what is hashed for codes (link tokens are unique by their 256 bits alone).
  const hashed = hashSecret(key, purpose === "verify_email" ? `${userId}:${secret}` : secret);
  await tx.query(
    `insert into auth_codes (id, user_id, purpose, secret_hash, expires_at, password_hash)
     values ($1, $2, $3, $4, now() + $5::integer * interval '1 second', $6)`,
    [randomUUID(), userId, purpose, hashed, codeLifetimes[purpose], options.passwordHash ?? null],
  );
  return secret;
}

/**
 * Spends the user's verification code: once for the right code within its life and attempt limit, with
 * the password hash the code carries (null: the code confirms the address and sets no password); null for
 * a wrong code. A wrong guess counts against the live code; after MAX_CODE_ATTEMPTS it no longer works
 * even when right.
 */
export async function consumeOtpCode(
  tx: Queryable,
  key: Uint8Array,
  userId: string,
  code: string,
): Promise<{ readonly passwordHash: string | null } | null> {
  const hashed = hashSecret(key, `${userId}:${code}`);
  const { rows } = await tx.query<{ password_hash: string | null }>(
    `update auth_codes set used_at = now()
     where user_id = $1 and purpose = 'verify_email' and secret_hash = $2
       and used_at is null and expires_at > now() and attempts < $3
     returning password_hash`,
    [userId, hashed, MAX_CODE_ATTEMPTS],
  );
  if (rows[0]) return { passwordHash: rows[0].password_hash };
  await tx.query(
    `update auth_codes set attempts = attempts + 1
     where user_id = $1 and purpose = 'verify_email' and used_at is null`,
    [userId],
  );
  return null;
}

/** The password hash of the user's live sign-up code, if a sign-up is pending (undefined when none is). */
export async function pendingSignUp(
  tx: Queryable,
  userId: string,
): Promise<{ readonly passwordHash: string | null } | undefined> {
  const { rows } = await tx.query<{ password_hash: string | null }>(
    `select password_hash from auth_codes
      where user_id = $1 and purpose = 'verify_email' and used_at is null and expires_at > now() and attempts < $2
      order by created_date desc limit 1`,
    [userId, MAX_CODE_ATTEMPTS],
  );
  return rows[0] ? { passwordHash: rows[0].password_hash } : undefined;
}

/**
 * Spends a reset or invitation link token: the user id once, within its life; null for an unknown, used
 * or expired token. The update is the check, so two requests racing with one token cannot both win.
 */
export async function consumeLinkToken(
  tx: Queryable,
  key: Uint8Array,
  token: string,
): Promise<string | null> {
  const { rows } = await tx.query<{ user_id: string }>(
    `update auth_codes set used_at = now()
     where secret_hash = $1 and purpose in ('reset_password', 'invite') and used_at is null and expires_at > now()
     returning user_id`,
    [hashSecret(key, token)],
  );
  const userId = rows[0]?.user_id ?? null;
  // Any other live link of that user (an older invitation, a second reset) dies with this one.
  if (userId) {
    await tx.query(
      `delete from auth_codes where user_id = $1 and purpose in ('reset_password', 'invite') and used_at is null`,
      [userId],
    );
  }
  return userId;
}
