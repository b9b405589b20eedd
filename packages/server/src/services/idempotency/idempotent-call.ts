import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Database, Queryable } from "../../db/database.ts";
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

export interface IdempotentCall {
  readonly functionName: string;
  readonly key: string | undefined;
  /** The parsed input: a repeat of the key with a different input is refused. */
  readonly input: unknown;
}

/**
 * Runs `work` in one transaction, at most once per (function, key). The key is claimed first with
 * `insert … on conflict do nothing`: a concurrent duplicate blocks on the unique key until the first
 * transaction ends, then finds the key taken and answers the stored response without writing anything.
 * If the first transaction rolls back (an error), the key is free again and a retry runs the work.
 */
export async function runIdempotent<T>(
  db: Database,
  call: IdempotentCall,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { key, functionName } = call;
  if (key === undefined) return db.transaction(work);
  const requestHash = createHash("sha256").update(JSON.stringify(call.input)).digest("hex");
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `insert into function_idempotency (function_name, key, request_hash) values ($1, $2, $3)
       on conflict do nothing`,
      [functionName, key, requestHash],
    );
    if (claimed.rowCount === 1) {
      const result = await work(tx);
      await tx.query(
        "update function_idempotency set response = $3::json where function_name = $1 and key = $2",
        [functionName, key, JSON.stringify(result)],
      );
      return result;
    }
    const { rows } = await tx.query<{ request_hash: string; response: T | null }>(
      "select request_hash, response from function_idempotency where function_name = $1 and key = $2",
      [functionName, key],
    );
    const first = rows[0];
    if (!first || first.response === null)
      throw conflict("A request with this Idempotency-Key is in progress");
    if (first.request_hash !== requestHash) {
      throw conflict("This Idempotency-Key was already used with a different request");
    }
    return first.response;
  });
}
