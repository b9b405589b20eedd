import type { FastifyInstance } from "fastify";
import { jwtVerify, SignJWT } from "jose";
import { anonymous, type Caller, type CallerUser } from "../caller.ts";
import { jwtSecret } from "./jwt-secret.ts";
import { getUser, type User } from "./users.ts";

const ALGORITHM = "HS256";
const ACCESS_TOKEN_LIFETIME = "30d";
const SERVICE_SUBJECT = "service";

interface Claims {
  readonly sub: string;
  readonly app_id: string;
  readonly email?: string;
  readonly kind?: "service";
  readonly iat?: number;
  /** When it was issued, in milliseconds: iat counts whole seconds, too coarse to end sessions exactly. */
  readonly iat_ms?: number;
}

/** A user's bearer token: the SDK treats it as opaque, we keep only what identifies the user and the app. */
export async function issueAccessToken(
  app: FastifyInstance,
  user: Pick<User, "id" | "email">,
): Promise<string> {
  return new SignJWT({ email: user.email, app_id: app.config.appId, iat_ms: Date.now() })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(ACCESS_TOKEN_LIFETIME)
    .sign(await jwtSecret(app));
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
    if (payload.app_id !== app.config.appId || typeof payload.sub !== "string") return null;
    return payload as unknown as Claims;
  } catch {
    return null;
  }
}

/** When a token was issued, in milliseconds (older tokens carry only iat, in seconds). */
export const issuedAtMs = (claims: { iat?: number; iat_ms?: unknown }): number =>
  typeof claims.iat_ms === "number" ? claims.iat_ms : (claims.iat ?? 0) * 1000;

export function toCallerUser(user: User): CallerUser {
  const { id, email, full_name, role, is_member, data } = user;
  return { id, email, full_name, role, is_member, data };
}

/**
 * Who a bearer token speaks for. Invalid, expired or foreign tokens, and tokens of deleted or disabled
 * users, are anonymous: the user row is read on every request so a role change or a ban applies at once.
 */
export async function verifyToken(app: FastifyInstance, token: string): Promise<Caller> {
  const claims = await readClaims(app, token);
  if (!claims) return anonymous;
  if (claims.kind === "service") return { kind: "service", onBehalfOf: null };
  const user = await getUser(app.db, claims.sub);
  if (!user || user.disabled) return anonymous;
  // A password reset or change ended the sessions begun before it.
  if (user.tokens_valid_after && issuedAtMs(claims) < Date.parse(user.tokens_valid_after)) {
    return anonymous;
  }
  return { kind: "user", user: toCallerUser(user) };
}
