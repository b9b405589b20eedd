import { createHash, createHmac, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { jwtVerify, SignJWT } from "jose";
import type { Queryable } from "../../db/database.ts";
import { jwtSecret } from "../auth/jwt-secret.ts";

/** The audience of a CLI token: the platform's management routes, never an app's SDK routes. */
export const CLI_AUDIENCE = "ember-platform";
export const cliTokenLifetimes = { accessSeconds: 60 * 60, refreshSeconds: 30 * 24 * 60 * 60 } as const;

const ALGORITHM = "HS256";

// A key of their own, derived from the server's signing secret: even a bug that forgot to check the
// audience could not make an app's SDK routes accept a CLI token, nor the other way round.
const keys = new WeakMap<Uint8Array, Uint8Array>();
async function cliKey(app: FastifyInstance): Promise<Uint8Array> {
  const secret = await jwtSecret(app);
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(createHmac("sha256", secret).update("ember cli access tokens").digest());
    keys.set(secret, key);
  }
  return key;
}

export interface CliTokens {
  readonly access_token: string;
  readonly token_type: "Bearer";
  readonly expires_in: number;
  readonly refresh_token: string;
  readonly scope: string;
}

interface Holder {
  readonly id: string;
  readonly email: string;
}

/**
 * The CLI reads the access token's claims without checking them: `sub` must be the user's e-mail
 * address and `exp` a number, or it refuses the login. The user's id travels in `uid`, since an
 * address can change.
 */
async function accessToken(app: FastifyInstance, user: Holder, scope: string, now: number): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ uid: user.id, scope, iat_ms: now })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(user.email)
    .setAudience(CLI_AUDIENCE)
    .setJti(randomBytes(16).toString("base64url"))
    .setIssuedAt(iat)
    .setExpirationTime(iat + cliTokenLifetimes.accessSeconds)
    .sign(await cliKey(app));
}

/** The verified claims of a CLI access token, or null (bad signature, another audience, expired). */
export async function readCliToken(
  app: FastifyInstance,
  token: string,
  now: number,
): Promise<{ readonly userId: string; readonly issuedAtMs: number } | null> {
  try {
    const { payload } = await jwtVerify(token, await cliKey(app), {
      algorithms: [ALGORITHM],
      audience: CLI_AUDIENCE,
      currentDate: new Date(now),
    });
    const uid = Object.hasOwn(payload, "uid") ? payload.uid : undefined;
    const issued = Object.hasOwn(payload, "iat_ms") ? payload.iat_ms : undefined;
    if (typeof uid !== "string" || typeof issued !== "number") return null;
    return { userId: uid, issuedAtMs: issued };
  } catch {
    return null;
  }
}

const hashToken = (token: string): string => createHash("sha256").update(token).digest("base64url");

/** A new pair: the access token, and a refresh token of `family` (a new family at each login). */
export async function issueCliTokens(
  app: FastifyInstance,
  tx: Queryable,
  input: { readonly user: Holder; readonly scope: string; readonly now: number; readonly family?: string },
): Promise<CliTokens> {
  const refresh = randomBytes(32).toString("base64url");
  await tx.query(
    `insert into platform_refresh_tokens (token_hash, family, user_id, scope, created_date, expires_at)
     values ($1, $2, $3, $4, $5::timestamptz, $6::timestamptz)`,
    [
      hashToken(refresh),
      input.family ?? randomBytes(16).toString("base64url"),
      input.user.id,
      input.scope,
      new Date(input.now).toISOString(),
      new Date(input.now + cliTokenLifetimes.refreshSeconds * 1000).toISOString(),
    ],
  );
  return {
    access_token: await accessToken(app, input.user, input.scope, input.now),
    token_type: "Bearer",
    expires_in: cliTokenLifetimes.accessSeconds,
    refresh_token: refresh,
    scope: input.scope,
  };
}

/**
 * Spends a refresh token: its family, user and scope once, while it lives; null otherwise. A token that
 * was already spent is a copy in someone else's hands (the CLI merges its own refreshes into one), so the
 * whole family ends with it and the genuine holder has to log in again.
 */
export async function spendRefreshToken(
  db: Queryable,
  token: string,
  now: number,
): Promise<{ readonly family: string; readonly userId: string; readonly scope: string } | null> {
  const hash = hashToken(token);
  const at = new Date(now).toISOString();
  const { rows } = await db.query<{ family: string; user_id: string; scope: string }>(
    `update platform_refresh_tokens set used_at = $2::timestamptz
      where token_hash = $1 and used_at is null and expires_at > $2::timestamptz
      returning family, user_id, scope`,
    [hash, at],
  );
  const row = rows[0];
  if (row) return { family: row.family, userId: row.user_id, scope: row.scope };
  await db.query(
    `delete from platform_refresh_tokens
      where family in (select family from platform_refresh_tokens where token_hash = $1 and used_at is not null)`,
    [hash],
  );
  return null;
}

/** Forgets refresh tokens past their life; spent ones are kept until then, to recognise a replay. */
export async function expireRefreshTokens(db: Queryable, now: number): Promise<void> {
  await db.query("delete from platform_refresh_tokens where expires_at <= $1::timestamptz", [
    new Date(now).toISOString(),
  ]);
}
