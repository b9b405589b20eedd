import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Queryable } from "../../db/database.ts";
import { badRequest, conflict } from "../../errors.ts";

export const IDEMPOTENCY_HEADER = "idempotency-key";

// Visible ASCII, as long as Stripe's keys may be: enough for a UUID or any client's own scheme.
const validKey = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key, if it sent one; a malformed key is the client's error (400). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !validKey.test(value)) {
    throw badRequest("Idempotency-Key must be 1 to 255 visible ASCII characters, sent once", {
      errors: [{ field: "Idempotency-Key", message: "must be 1 to 255 visible ASCII characters" }],
    });
  }
  return value;
}

/** What a repeat must match: the parsed input, so a key reused for a different request is refused. */
export function requestHashOf(input: unknown): string {
  return createHash("sha256").update(JSON.stringify(input)).digest("hex");
}

/** A repeated key's first answer; 409 if that key came with a different request (or is still running). */
export async function firstAnswer<T>(
  db: Queryable,
  claim: { readonly functionName: string; readonly key: string; readonly requestHash: string },
): Promise<T> {
  const { rows } = await db.query<{ request_hash: string; response: T | null }>(
    "select request_hash, response from function_idempotency where function_name = $1 and key = $2",
    [claim.functionName, claim.key],
  );
  const first = rows[0];
  if (!first || first.response === null) throw conflict("A request with this Idempotency-Key is in progress");
  if (first.request_hash !== claim.requestHash) {
    throw conflict("This Idempotency-Key was already used with a different request");
  }
  return first.response;
}
