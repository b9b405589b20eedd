import type { FastifyInstance, FastifyRequest } from "fastify";
import { AuthThrottle, type ThrottleRule } from "./auth-throttle.ts";
import { normalizeEmail } from "./users.ts";

const throttles = new WeakMap<object, AuthThrottle>();

/** The app's throttle, one per database (like the signing key), so every route counts in the same rows. */
export function authThrottle(app: FastifyInstance): AuthThrottle {
  let throttle = throttles.get(app.db);
  if (!throttle) {
    throttle = new AuthThrottle(app.db, app.config.loginLimits.windowSeconds);
    throttles.set(app.db, throttle);
  }
  return throttle;
}

/**
 * The two counters of one kind of attempt: per account (the e-mail, whether or not it has an account, so
 * the answer never differs) and per client address.
 */
export function accountAndAddress(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: "login" | "otp" | "mail",
  email: string,
): [ThrottleRule, ThrottleRule] {
  const { perAccount, perAddress } = app.config.loginLimits;
  return [
    { kind, scope: "account", value: normalizeEmail(email), max: perAccount },
    { kind, scope: "address", value: request.ip, max: perAddress },
  ];
}
