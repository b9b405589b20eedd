import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, forbidden, unauthorized } from "../../errors.ts";
import { type Caller, isAdmin, isService } from "../caller.ts";
import { registerRateLimit } from "../rate-limit-store.ts";

/** Signed-in users and the service role; an anonymous caller gets 401 (InvokeLLM, uploads, signing). */
export function requireSignedIn(caller: Caller, what: string): void {
  if (caller.kind === "anonymous") throw unauthorized(`Sign in to use ${what}`);
}

/** Admins and the service role only (SendEmail: anything else would be an open mail relay). */
export function requireAdminOrService(caller: Caller, what: string): void {
  if (caller.kind === "anonymous") throw unauthorized(`Sign in to use ${what}`);
  if (!isAdmin(caller) && !isService(caller))
    throw forbidden(`Only an admin or the service role may use ${what}`);
}

// Each signature is a database read and an HMAC: a page showing a user's private files needs a few.
const SIGNED_URLS_PER_MINUTE = 60;

export type IntegrationLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A fixed one-minute window per signed-in user (by address for anyone else), per integration. The service
 * role is trusted server code holding the server's own token and is not counted. Over the limit: 429 in
 * the Base44 error shape with Retry-After.
 */
export async function createIntegrationLimits(app: FastifyInstance) {
  await registerRateLimit(app);
  const { llmPerMinute, uploadsPerMinute, emailPerMinute } = app.config.integrations;
  const create = (name: string, perMinute: number): IntegrationLimit => {
    const limiter = app.createRateLimit({
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: (request) =>
        `${name}|${request.caller.kind === "user" ? `user:${request.caller.user.id}` : `ip:${request.ip}`}`,
    });
    return async (request, reply) => {
      if (isService(request.caller)) return;
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header("retry-after", result.ttlInSeconds);
      throw new ApiError(
        429,
        `Too many ${name} calls: at most ${perMinute} a minute. Try again in ${result.ttlInSeconds} seconds.`,
        "TooManyRequests",
        { retry_after_seconds: result.ttlInSeconds },
      );
    };
  };
  return {
    llm: create("InvokeLLM", llmPerMinute),
    uploads: create("upload", uploadsPerMinute),
    email: create("SendEmail", emailPerMinute),
    signing: create("CreateFileSignedUrl", SIGNED_URLS_PER_MINUTE),
    // Reading a spreadsheet or a PDF costs about what storing one does.
    extract: create("ExtractDataFromUploadedFile", uploadsPerMinute),
  };
}
