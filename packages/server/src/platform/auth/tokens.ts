import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { jwtVerify, SignJWT } from "jose";
import { anonymous, type Caller, type CallerUser } from "../caller.ts";
import { isLiveCall } from "./call-tokens.ts";
import { jwtSecret } from "./jwt-secret.ts";
import { sessionAccount, type User } from "./users.ts";

const ALGORITHM = "HS256";
const SERVICE_SUBJECT = "service";

/**
 * How long a sign-in lasts. An admin's token reads every application and crisis alert, so it is short
 * and is also refused once that old when the account was made admin after signing in.
 */
export const sessionLifetimes = { userSeconds: 30 * 24 * 60 * 60, adminSeconds: 12 * 60 * 60 } as const;

interface Claims {
  readonly sub: string;
  readonly app_id: string;
  readonly email?: string;
  readonly kind?: "service";
  readonly iat?: number;
  readonly exp?: number;
  /** When it was issued, in milliseconds: iat counts whole seconds, too coarse to end sessions exactly. */
  readonly iat_ms?: number;
  /** The session's id, which logout records so the token stops working before it expires. */
  readonly jti?: string;
  /** A backend-function call's service token (call-tokens.ts): valid only while that call runs. */
  readonly call?: string;
}

// The payload is a plain object from JSON.parse: a key polluted onto Object.prototype must never read as a claim.
const own = <K extends keyof Claims>(claims: Claims, key: K): Claims[K] | undefined =>
  Object.hasOwn(claims, key) ? claims[key] : undefined;

/** A user's bearer token: the SDK treats it as opaque, we keep only what identifies the user and the app. */
export async function issueAccessToken(
  app: FastifyInstance,
  user: Pick<User, "id" | "email" | "role">,
  options: { readonly issuedAtMs?: number } = {},
): Promise<string> {
  const now = options.issuedAtMs ?? Date.now();
  const lifetime = user.role === "admin" ? sessionLifetimes.adminSeconds : sessionLifetimes.userSeconds;
  const iat = Math.floor(now / 1000);
  return new SignJWT({ email: user.email, app_id: app.config.appId, iat_ms: now })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(user.id)
    .setJti(randomBytes(16).toString("base64url"))
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetime)
    .sign(await jwtSecret(app));
}

/**
 * The caller's own token signed again with the same claims, expiry included: asking for a token can
 * never stretch a session past the moment it was due to end.
 */
export async function reissueAccessToken(app: FastifyInstance, token: string): Promise<string | null> {
  const claims = await readClaims(app, token);
  if (!claims || own(claims, "kind") !== undefined) return null;
  const { sub, app_id, email, iat, exp, iat_ms, jti } = claims;
  const jwt = new SignJWT({
    app_id,
    ...(email === undefined ? {} : { email }),
    ...(iat_ms === undefined ? {} : { iat_ms }),
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(sub);
  if (jti !== undefined) jwt.setJti(jti);
  if (iat !== undefined) jwt.setIssuedAt(iat);
  if (exp !== undefined) jwt.setExpirationTime(exp);
  return jwt.sign(await jwtSecret(app));
}

/** The session of a verified user token, for logout: its id (older tokens have none) and its expiry. */
export async function sessionOf(
  app: FastifyInstance,
  token: string,
): Promise<{ readonly userId: string; readonly jti: string | null; readonly expiresAt: Date } | null> {
  const claims = await readClaims(app, token);
  if (!claims || own(claims, "kind") !== undefined) return null;
  const exp = own(claims, "exp");
  const jti = own(claims, "jti");
  return {
    userId: claims.sub,
    jti: typeof jti === "string" ? jti : null,
    expiresAt: new Date((typeof exp === "number" ? exp : Date.now() / 1000) * 1000),
  };
}

/** A token for `asServiceRole` (trusted server-side code); short-lived unless asked otherwise. */
export async function issueServiceToken(
  app: FastifyInstance,
  options: { expiresIn?: string } = {},
): Promise<string> {
  return new SignJWT({ app_id: app.config.appId, kind: "service" })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(SERVICE_SUBJECT)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "1h")
    .sign(await jwtSecret(app));
}

/** The claims of a genuine, unexpired token of this app; null for anything else. */
async function readClaims(app: FastifyInstance, token: string): Promise<Claims | null> {
  try {
    const { payload } = await jwtVerify(token, await jwtSecret(app), { algorithms: [ALGORITHM] });
    const claims = payload as unknown as Claims;
    if (own(claims, "app_id") !== app.config.appId || typeof own(claims, "sub") !== "string") return null;
    return claims;
  } catch {
    return null;
  }
}

/** When a token was issued, in milliseconds (older tokens carry only iat, in seconds). */
export const issuedAtMs = (claims: { iat?: number; iat_ms?: unknown }): number => {
  const ms = Object.hasOwn(claims, "iat_ms") ? claims.iat_ms : undefined;
  const seconds = Object.hasOwn(claims, "iat") ? claims.iat : undefined;
  return typeof ms === "number" ? ms : (typeof seconds === "number" ? seconds : 0) * 1000;
};

export function toCallerUser(user: CallerUser): CallerUser {
  const { id, email, full_name, role, is_member, data } = user;
  return { id, email, full_name, role, is_member, data };
}

/**
 * Who a bearer token speaks for. Invalid, expired or foreign tokens, ended sessions, and tokens of deleted
 * or disabled users, are anonymous: the account is read on every request so a role change or a ban applies
 * at once (only the columns these decisions need).
 */
export async function verifyToken(app: FastifyInstance, token: string): Promise<Caller> {
  const claims = await readClaims(app, token);
  if (!claims) return anonymous;
  if (own(claims, "kind") === "service") {
    const call = own(claims, "call");
    if (call !== undefined && !isLiveCall(app, call)) return anonymous;
    return { kind: "service", onBehalfOf: null };
  }
  if (own(claims, "kind") !== undefined) return anonymous;
  const jti = own(claims, "jti");
  const account = await sessionAccount(app.db, claims.sub, typeof jti === "string" ? jti : null);
  if (!account || account.disabled || account.ended) return anonymous;
  const issued = issuedAtMs(claims);
  // A password reset or change, or a logout of a token without an id, ended the sessions begun before it.
  if (account.tokens_valid_after && issued < account.tokens_valid_after.getTime()) return anonymous;
  if (account.role === "admin" && Date.now() - issued > sessionLifetimes.adminSeconds * 1000)
    return anonymous;
  return { kind: "user", user: toCallerUser(account) };
}
