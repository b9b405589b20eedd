import { createHmac, timingSafeEqual } from "node:crypto";

/** CreateFileSignedUrl's default and longest lifetimes, in seconds (the SDK documents 300 as default). */
export const DEFAULT_EXPIRES_IN = 300;
export const MAX_EXPIRES_IN = 7 * 24 * 60 * 60;

/**
 * The key that signs file URLs, derived from the server secret (the JWT key) under a label of its own, so
 * a file signature can never be replayed as, or made from, anything a token signs.
 */
export const fileSigningKey = (serverSecret: Uint8Array): Buffer =>
  createHmac("sha256", serverSecret).update("ember/file-url/v1").digest();

const signatureOf = (key: Buffer, name: string, expires: number) =>
  createHmac("sha256", key).update(`private/${name}\n${expires}`).digest("base64url");

/** `expires` (Unix seconds) and the signature of one private file until then. */
export function signFile(key: Buffer, name: string, expires: number): { expires: number; signature: string } {
  return { expires, signature: signatureOf(key, name, expires) };
}

/**
 * Whether a signed URL's query is genuine and still valid at `nowSeconds`. The expiry is part of what is
 * signed, so moving it forward breaks the signature; the comparison takes constant time.
 */
export function verifyFileSignature(
  key: Buffer,
  name: string,
  query: { readonly expires?: unknown; readonly signature?: unknown },
  nowSeconds: number,
): "valid" | "expired" | "invalid" {
  const { expires, signature } = query;
  if (typeof expires !== "string" || !/^\d{1,12}$/.test(expires) || typeof signature !== "string") {
    return "invalid";
  }
  const expected = Buffer.from(signatureOf(key, name, Number(expires)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  return Number(expires) < nowSeconds ? "expired" : "valid";
}
