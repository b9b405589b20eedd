import { createHmac, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { jwtVerify, SignJWT } from "jose";
import { jwtSecret } from "../auth/jwt-secret.ts";
import { sessionAccount } from "../auth/users.ts";
import { platformNow } from "../cli-auth/platform-caller.ts";

/** The audience of a dashboard session: the dashboard's pages only, never an SDK or management route. */
export const DASHBOARD_AUDIENCE = "ember-dashboard";
export const DASHBOARD_COOKIE = "ember_dashboard";
/** A few hours: the dashboard reads every app's records and makes keys, so a forgotten tab must end. */
export const DASHBOARD_SESSION_SECONDS = 4 * 60 * 60;
const ALGORITHM = "HS256";

// A key of its own, derived from the server's signing secret: an app's token or a CLI token can never
// pass for a dashboard session, nor a session for either, even where an audience check were forgotten.
const keys = new WeakMap<Uint8Array, Uint8Array>();
async function sessionKey(app: FastifyInstance): Promise<Uint8Array> {
  const secret = await jwtSecret(app);
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(createHmac("sha256", secret).update("ember dashboard sessions").digest());
    keys.set(secret, key);
  }
  return key;
}

/** The platform admin a dashboard page is shown to. */
export interface DashboardAdmin {
  readonly userId: string;
  readonly email: string;
  readonly jti: string;
  readonly expiresAt: Date;
}

export type SessionCheck =
  | { readonly kind: "admin"; readonly admin: DashboardAdmin }
  /** No cookie, or one that is forged, expired, ended, of another server, or of a deleted account. */
  | { readonly kind: "none" }
  /** A genuine session of someone who is no longer a platform admin. */
  | { readonly kind: "not-admin"; readonly email: string };

export async function issueDashboardSession(
  app: FastifyInstance,
  user: { readonly id: string; readonly email: string },
): Promise<{ readonly token: string; readonly maxAge: number }> {
  const now = platformNow(app);
  const iat = Math.floor(now / 1000);
  const token = await new SignJWT({ uid: user.id, iat_ms: now })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(user.email)
    .setAudience(DASHBOARD_AUDIENCE)
    .setJti(randomBytes(16).toString("base64url"))
    .setIssuedAt(iat)
    .setExpirationTime(iat + DASHBOARD_SESSION_SECONDS)
    .sign(await sessionKey(app));
  return { token, maxAge: DASHBOARD_SESSION_SECONDS };
}

/** The value of one cookie of the request, if sent once; a name sent twice counts as not sent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header || header.length > 16 * 1024) return undefined;
  const values = header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
  return values.length === 1 ? values[0] : undefined;
}

/**
 * Who holds the request's dashboard cookie. The account is read on every request, so a demotion, a ban,
 * a password change or a sign-out ends the session at once, on every instance.
 */
export async function checkDashboardSession(request: FastifyRequest): Promise<SessionCheck> {
  const app = request.server;
  const token = cookieValue(request.headers.cookie, DASHBOARD_COOKIE);
  if (!token || token.length > 4096) return { kind: "none" };
  let claims: { uid: unknown; iat_ms: unknown; jti: unknown; exp: unknown };
  try {
    const { payload } = await jwtVerify(token, await sessionKey(app), {
      algorithms: [ALGORITHM],
      audience: DASHBOARD_AUDIENCE,
      currentDate: new Date(platformNow(app)),
    });
    const own = (key: string) => (Object.hasOwn(payload, key) ? payload[key] : undefined);
    claims = { uid: own("uid"), iat_ms: own("iat_ms"), jti: own("jti"), exp: own("exp") };
  } catch {
    return { kind: "none" };
  }
  const { uid, iat_ms: issuedAt, jti, exp } = claims;
  if (typeof uid !== "string" || typeof issuedAt !== "number" || typeof jti !== "string") {
    return { kind: "none" };
  }
  if (typeof exp !== "number") return { kind: "none" };
  const account = await sessionAccount(app.db, uid, jti);
  if (!account || account.disabled || account.ended) return { kind: "none" };
  if (account.tokens_valid_after && issuedAt < account.tokens_valid_after.getTime()) return { kind: "none" };
  // For now a platform admin is an admin of the server's first app (decision 0079).
  if (account.role !== "admin") return { kind: "not-admin", email: account.email };
  return {
    kind: "admin",
    admin: { userId: account.id, email: account.email, jti, expiresAt: new Date(exp * 1000) },
  };
}

/** Ends the session on the server, so a copy of the cookie stops working too. */
export async function endDashboardSession(app: FastifyInstance, admin: DashboardAdmin): Promise<void> {
  await app.db.query("delete from auth_ended_sessions where expires_at < now()");
  await app.db.query(
    `insert into auth_ended_sessions (jti, expires_at) values ($1, $2::timestamptz)
     on conflict (jti) do nothing`,
    [admin.jti, admin.expiresAt.toISOString()],
  );
}

const secureSite = (app: FastifyInstance) => app.config.publicUrl.startsWith("https:");

export function setSessionCookie(reply: FastifyReply, token: string, maxAge: number): void {
  const secure = secureSite(reply.server) ? "; Secure" : "";
  reply.header(
    "set-cookie",
    `${DASHBOARD_COOKIE}=${token}; Path=/apps; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`,
  );
}

export function clearSessionCookie(reply: FastifyReply): void {
  const secure = secureSite(reply.server) ? "; Secure" : "";
  reply.header(
    "set-cookie",
    `${DASHBOARD_COOKIE}=; Path=/apps; Max-Age=0; HttpOnly; SameSite=Strict${secure}`,
  );
}
