import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { authThrottle, mailRules } from "./throttle-rules.ts";

const pending = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/**
 * Runs work once the answer has gone out. Sign-up and reset requests answer before they look the address
 * up, so how long the answer takes cannot tell whether an account exists. The work is logged if it fails
 * and awaited when the app closes (the accounts plugin's onClose hook calls `drainAfterAnswer`).
 */
export function afterAnswer(app: FastifyInstance, reply: FastifyReply, work: () => Promise<void>): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    let jobs = pending.get(app);
    if (!jobs) {
      jobs = new Set();
      pending.set(app, jobs);
    }
    const job = work().catch((error: unknown) => app.log.error({ err: error }, "account e-mail work failed"));
    jobs.add(job);
    void job.finally(() => jobs.delete(job));
  };
  // "close" also covers a client that hung up before the answer was written.
  reply.raw.once("finish", start);
  reply.raw.once("close", start);
}

export async function drainAfterAnswer(app: FastifyInstance): Promise<void> {
  await Promise.allSettled([...(pending.get(app) ?? [])]);
}

/**
 * A request that sends e-mail to `email` (a sign-up code, a reset link): counted against the mail rules
 * (refused per requesting address), then done after the answer, unless the target's cap quietly holds it.
 */
export async function emailAfterAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  work: () => Promise<void>,
): Promise<void> {
  const attempt = await authThrottle(app).attempt(mailRules(app, request, email), reply);
  if (!attempt.quietLimited) afterAnswer(app, reply, work);
}

/**
 * Like emailAfterAnswer, but with DEV_SHOW_CODES (development without SMTP, never in production: config.ts)
 * the work runs before the answer and its result, the code or link it e-mailed, is returned for the answer
 * to carry. Answering later only hides from a stranger whether an address has an account; a developer's
 * own machine has none to hide. Undefined otherwise, and when the target's cap held the e-mail back.
 */
export async function emailWork<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  work: () => Promise<T | undefined>,
): Promise<T | undefined> {
  if (!app.config.devShowCodes) {
    await emailAfterAnswer(app, request, reply, email, async () => {
      await work();
    });
    return undefined;
  }
  const attempt = await authThrottle(app).attempt(mailRules(app, request, email), reply);
  return attempt.quietLimited ? undefined : work();
}
