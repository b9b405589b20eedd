import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError, badRequest, payloadTooLarge } from "../../errors.ts";
import type { Caller } from "../caller.ts";
import { registerRateLimit } from "../rate-limit-store.ts";

/**
 * What a caller without a token may send to the generic records API in one write. The site's own pages
 * write through server functions and never send the records API more than a form's worth; a real
 * anonymous client of an entity that allows anonymous writes sends one record, or a few.
 */
export const ANONYMOUS_MAX_ROWS = 50;
export const ANONYMOUS_MAX_BODY_BYTES = 64 * 1024;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Reads that are POSTs because their query is a body; they are not writes and not counted. */
const isRead = (request: FastifyRequest) => request.routeOptions.url?.endsWith("/aggregate") === true;

/** ANONYMOUS_MAX_ROWS for a caller without a token; the records API's own limits for everyone else. */
export function assertAnonymousRows(caller: Caller, rows: number): void {
  if (caller.kind === "anonymous" && rows > ANONYMOUS_MAX_ROWS) {
    throw badRequest(`Without signing in, at most ${ANONYMOUS_MAX_ROWS} records at once`);
  }
}

/**
 * A `preParsing` hook for the records API's routes: an anonymous write (create, bulk, import, upsert,
 * update, update-many, delete) is counted per client address before its body is read, and refused with
 * 429 past RATE_LIMIT_ANONYMOUS_WRITES_PER_MINUTE, or with 413 when it declares a body larger than a real
 * client sends. Signed-in callers are bounded by the entity's rules and the general body limit.
 */
export async function anonymousWriteLimit(app: FastifyInstance) {
  await registerRateLimit(app);
  const perMinute = app.config.anonymousWritesPerMinute;
  const limiter = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `records-write|${request.ip}`,
  });
  return async (request: FastifyRequest, reply: { header(name: string, value: unknown): unknown }) => {
    if (!WRITE_METHODS.has(request.method) || isRead(request)) return;
    if (request.caller?.kind !== undefined && request.caller.kind !== "anonymous") return;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("retry-after", result.ttlInSeconds);
      throw new ApiError(
        429,
        `Too many changes from this address without signing in: at most ${perMinute} a minute. Try again in ${result.ttlInSeconds} seconds.`,
        "TooManyRequests",
        { retry_after_seconds: result.ttlInSeconds },
      );
    }
    if (Number(request.headers["content-length"] ?? 0) > ANONYMOUS_MAX_BODY_BYTES) {
      throw payloadTooLarge(
        `Without signing in, a request body may be at most ${ANONYMOUS_MAX_BODY_BYTES} bytes`,
      );
    }
  };
}
