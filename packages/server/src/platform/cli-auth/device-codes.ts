import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Queryable } from "../../db/database.ts";

/** How long a login waits for its approval, and the pause the terminal keeps between polls. */
export const DEVICE_CODE_SECONDS = 15 * 60;

// No vowels (no words), none of 0/O, 1/I/L-like pairs: read off one screen and typed on another.
const ALPHABET = "BCDFGHJKLMNPQRSTVWXZ";
const HALF = 4;

/** A user code such as BCDF-GHJK: 20^8 (about 2.6e10) values, drawn uniformly. */
export function newUserCode(): string {
  const chars = Array.from({ length: HALF * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, HALF).join("")}-${chars.slice(HALF).join("")}`;
}

/** A typed user code in its stored form (upper case, one dash), or null when it cannot be one. */
export function normalizeUserCode(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 40) return null;
  const letters = value.toUpperCase().replace(/[\s-]/g, "");
  if (letters.length !== HALF * 2 || [...letters].some((c) => !ALPHABET.includes(c))) return null;
  return `${letters.slice(0, HALF)}-${letters.slice(HALF)}`;
}

const hashDeviceCode = (code: string): string => createHash("sha256").update(code).digest("base64url");
const at = (ms: number): string => new Date(ms).toISOString();

/** Starts a login: the terminal's secret device code and the user code it shows. */
export async function createDeviceCode(
  db: Queryable,
  input: { readonly clientId: string; readonly scope: string; readonly now: number },
): Promise<{ readonly deviceCode: string; readonly userCode: string }> {
  await expireDeviceCodes(db, input.now);
  const deviceCode = randomBytes(32).toString("base64url");
  // A clash with a live code is rare (tens of billions of values); draw again rather than fail.
  for (let tries = 0; ; tries++) {
    const userCode = newUserCode();
    const { rowCount } = await db.query(
      `insert into platform_device_codes
         (device_code_hash, user_code, client_id, scope, created_date, expires_at)
       values ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz)
       on conflict (user_code) do nothing`,
      [
        hashDeviceCode(deviceCode),
        userCode,
        input.clientId,
        input.scope,
        at(input.now),
        at(input.now + DEVICE_CODE_SECONDS * 1000),
      ],
    );
    if (rowCount === 1) return { deviceCode, userCode };
    if (tries >= 5) throw new Error("could not draw a free user code");
  }
}

export type PollOutcome =
  | { readonly kind: "unknown" }
  | { readonly kind: "expired" }
  | { readonly kind: "too-fast" }
  | { readonly kind: "pending" }
  | { readonly kind: "denied" }
  | { readonly kind: "approved"; readonly userId: string; readonly scope: string };

/**
 * One poll of the terminal. An approved or refused code answers once and is gone, so a device code
 * cannot be exchanged twice; a poll sooner than half the interval after the last one is told to slow down.
 */
export async function pollDeviceCode(
  tx: Queryable,
  input: {
    readonly deviceCode: string;
    readonly clientId: string;
    readonly now: number;
    readonly intervalSeconds: number;
  },
): Promise<PollOutcome> {
  const { rows } = await tx.query<{
    client_id: string;
    status: "pending" | "approved" | "denied";
    user_id: string | null;
    scope: string;
    expires_at: Date | string;
    last_polled_at: Date | string | null;
  }>(
    `select client_id, status, user_id, scope, expires_at, last_polled_at from platform_device_codes
      where device_code_hash = $1 for update`,
    [hashDeviceCode(input.deviceCode)],
  );
  const row = rows[0];
  if (!row || row.client_id !== input.clientId) return { kind: "unknown" };
  const hash = hashDeviceCode(input.deviceCode);
  if (new Date(row.expires_at).getTime() <= input.now) {
    await tx.query("delete from platform_device_codes where device_code_hash = $1", [hash]);
    return { kind: "expired" };
  }
  if (row.status !== "pending" || row.user_id !== null) {
    await tx.query("delete from platform_device_codes where device_code_hash = $1", [hash]);
    return row.status === "approved" && row.user_id
      ? { kind: "approved", userId: row.user_id, scope: row.scope }
      : { kind: "denied" };
  }
  const last = row.last_polled_at === null ? null : new Date(row.last_polled_at).getTime();
  const tooFast = last !== null && input.now - last < (input.intervalSeconds * 1000) / 2;
  await tx.query(
    "update platform_device_codes set last_polled_at = $2::timestamptz where device_code_hash = $1",
    [hash, at(input.now)],
  );
  return tooFast ? { kind: "too-fast" } : { kind: "pending" };
}

/**
 * The admin's answer to a user code: once per code, while it lives. False for an unknown, expired or
 * already answered code, which changes nothing.
 */
export async function answerUserCode(
  db: Queryable,
  input: {
    readonly userCode: string;
    readonly userId: string;
    readonly approve: boolean;
    readonly now: number;
  },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update platform_device_codes set status = $2, user_id = $3
      where user_code = $1 and status = 'pending' and user_id is null and expires_at > $4::timestamptz`,
    [input.userCode, input.approve ? "approved" : "denied", input.userId, at(input.now)],
  );
  return rowCount === 1;
}

/** Forgets logins that were never finished. */
export async function expireDeviceCodes(db: Queryable, now: number): Promise<void> {
  await db.query("delete from platform_device_codes where expires_at <= $1::timestamptz", [at(now)]);
}
