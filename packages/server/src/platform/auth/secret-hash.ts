import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/**
 * What is stored of an e-mailed secret: an HMAC keyed with the token signing secret. A 6-digit code has
 * only a million values, so a plain hash in a leaked table would fall to a loop; keyed, it does not.
 */
export const hashSecret = (key: Uint8Array, secret: string): string =>
  createHmac("sha256", key).update(secret).digest("base64url");

/** A 6-digit one-time code, uniformly drawn, leading zeros kept. */
export const newOtpCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** A link token: 256 random bits, URL-safe. */
export const newLinkToken = (): string => randomBytes(32).toString("base64url");

/** Equality of two strings in time independent of where they differ (the static service token). */
export function constantTimeEqual(a: string, b: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** A short stable digest for keys that must not hold the e-mail or address itself (throttle rows). */
export const digestKey = (value: string): string =>
  createHash("sha256").update(value).digest("base64url").slice(0, 32);
