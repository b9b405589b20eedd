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
 * Guesses at a secret (a password, a code): per account from one address, and per address. Never per
 * account alone, so someone failing passwords for an account from elsewhere cannot lock its owner out;
 * the e-mail counts whether or not it has an account, so the answer never differs.
 */
export function guessRules(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: "login" | "otp",
  email: string,
): ThrottleRule[] {
  const { perAccount, perAddress } = app.config.loginLimits;
  return [
    {
      kind,
      scope: "account-address",
      value: `${normalizeEmail(email)} ${request.ip}`,
      max: perAccount,
      onLimit: "refuse",
    },
    { kind, scope: "address", value: request.ip, max: perAddress, onLimit: "refuse" },
  ];
}

/** How many times the per-target cap an address's own cap is: the backstop against many addresses at once. */
export const TARGET_BACKSTOP_FACTOR = 10;

/**
 * E-mails asked for (sign-up codes, resets): refused per requesting address; per target address they are
 * quietly not sent past the cap, with the same answer, so nobody can block another person's sign-up or
 * reset. The target's own request from a clean address still gets its e-mail, up to a backstop shared by
 * every address that protects the inbox from a flood from many addresses.
 */
export function mailRules(app: FastifyInstance, request: FastifyRequest, email: string): ThrottleRule[] {
  const { perAccount, perAddress } = app.config.loginLimits;
  const target = normalizeEmail(email);
  return [
    { kind: "mail", scope: "address", value: request.ip, max: perAddress, onLimit: "refuse" },
    {
      kind: "mail",
      scope: "target-address",
      value: `${target} ${request.ip}`,
      max: perAccount,
      onLimit: "quiet",
    },
    {
      kind: "mail",
      scope: "target",
      value: target,
      max: perAccount * TARGET_BACKSTOP_FACTOR,
      onLimit: "quiet",
    },
  ];
}
