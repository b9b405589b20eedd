import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../../errors.ts";
import { registerRateLimit } from "../rate-limit-store.ts";
import type { RateLimitClass } from "./function-registry.ts";

export type RateLimitCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const WINDOW_MS = 60_000;

/** What a refused client is told it sent too many of. */
const nouns: Record<RateLimitClass, string> = {
  submissions: "submissions",
  chat: "chat messages",
  search: "searches",
  translate: "translation requests",
};

/**
 * Per client address and function, a fixed one-minute window (@fastify/rate-limit; counted in PostgreSQL
 * when the app runs on it, so the limit holds across instances: rate-limit-store.ts). Over the limit: 429
 * in the Base44 error shape with Retry-After. The function name is part of the key, so an application does not use up the planning form's allowance.
 */
export async function createRateLimits(
  app: FastifyInstance,
): Promise<Record<RateLimitClass, RateLimitCheck>> {
  await registerRateLimit(app);
  const { submissionsPerMinute, chatPerMinute, searchPerMinute, translatePerMinute } = app.config.rateLimits;
  return {
    submissions: createCheck(app, "submissions", submissionsPerMinute),
    chat: createCheck(app, "chat", chatPerMinute),
    search: createCheck(app, "search", searchPerMinute),
    translate: createCheck(app, "translate", translatePerMinute),
  };
}

const byFunctionAndAddress = (request: FastifyRequest) =>
  `${(request.params as { "*"?: string })["*"] ?? ""}|${request.ip}`;

/**
 * One limit of `perMinute` calls per key; by default the key is the function and the client address.
 * Needs registerRateLimit in the calling context.
 */
export function createCheck(
  app: FastifyInstance,
  kind: RateLimitClass,
  perMinute: number,
  keyOf: (request: FastifyRequest) => string = byFunctionAndAddress,
): RateLimitCheck {
  const limiter = app.createRateLimit({ max: perMinute, timeWindow: WINDOW_MS, keyGenerator: keyOf });
  return async (request, reply) => {
    const result = await limiter(request);
    if (result.isAllowed) return;
    reply.header("x-ratelimit-limit", result.max);
    reply.header("x-ratelimit-remaining", result.remaining);
    reply.header("x-ratelimit-reset", result.ttlInSeconds);
    if (!result.isExceeded) return;
    reply.header("retry-after", result.ttlInSeconds);
    throw new ApiError(
      429,
      `Too many ${nouns[kind]} from this address: at most ${perMinute} a minute. Try again in ${result.ttlInSeconds} seconds.`,
      "TooManyRequests",
      { retry_after_seconds: result.ttlInSeconds },
    );
  };
}
