import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = "v1";

/** SECRETS_KEY's 32 bytes, from base64 (standard or URL-safe) or 64 hexadecimal digits; undefined if neither. */
export function secretsKeyBytes(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === KEY_BYTES ? bytes : undefined;
}

/** A short name of a key, kept beside each value: a value sealed with another key is told apart from a tampered one. */
export const keyId = (key: Buffer): string => createHash("sha256").update(key).digest("hex").slice(0, 16);

/**
 * AES-256-GCM with a fresh random nonce per value. `context` (the app and the secret's name) is
 * authenticated but not stored in the ciphertext: a value copied to another name or another app's row
 * does not open there.
 */
export function seal(key: Buffer, context: string, plaintext: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [
    VERSION,
    nonce.toString("base64"),
    body.toString("base64"),
    cipher.getAuthTag().toString("base64"),
  ].join(".");
}

/** The value sealed by `seal` with the same key and context; throws when either differs or a byte changed. */
export function open(key: Buffer, context: string, sealed: string): string {
  const [version, nonce, body, tag] = sealed.split(".");
  if (version !== VERSION || nonce === undefined || body === undefined || tag === undefined) {
    throw new Error("not a sealed secret");
  }
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64"), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]).toString("utf8");
}

export const newSecretsKey = (): Buffer => randomBytes(KEY_BYTES);
