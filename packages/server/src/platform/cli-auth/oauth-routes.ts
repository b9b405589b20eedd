import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Queryable } from "../../db/database.ts";
import { unauthorized } from "../../errors.ts";
import { issueCliTokens, spendRefreshToken } from "./cli-tokens.ts";
import { createDeviceCode, DEVICE_CODE_SECONDS, pollDeviceCode } from "./device-codes.ts";
import { platformNow, requirePlatformAdmin } from "./platform-caller.ts";

/** The only client: the official CLI names itself so. */
export const CLI_CLIENT_ID = "base44_cli";
const DEFAULT_SCOPE = "apps:read apps:write";
const MAX_SCOPE = 500;
/** Logins waiting at once, at most: the start of a login needs no credential, so its table is capped. */
export const MAX_PENDING_LOGINS = 1000;
const DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code";

export interface OAuthRouteOptions {
  /** Seconds the terminal waits between polls (at least 1). */
  readonly pollIntervalSeconds: number;
}

/**
 * An OAuth error: the CLI reads `error` and `error_description` and needs a JSON body even then; the
 * Base44 `message` rides along for every other client.
 */
function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .send({ error, error_description: description, message: description });
}

/** The address the terminal shows: this server as the CLI reached it, or its PUBLIC_URL behind a proxy. */
function verificationUri(app: FastifyInstance, request: FastifyRequest): string {
  const configured = new URL(app.config.publicUrl);
  const origin =
    configured.host === request.host ? configured.origin : `${request.protocol}://${request.host}`;
  return `${origin}/device`;
}

const field = (body: unknown, name: string): unknown => {
  if (body instanceof URLSearchParams) return body.get(name) ?? undefined;
  if (typeof body === "object" && body !== null && Object.hasOwn(body, name)) {
    return (body as Record<string, unknown>)[name];
  }
  return undefined;
};

async function platformAdmin(tx: Queryable, userId: string) {
  const { rows } = await tx.query<{ id: string; email: string; role: string; disabled: boolean }>(
    "select id, email, role, disabled from users where id = $1",
    [userId],
  );
  const user = rows[0];
  return user && !user.disabled && user.role === "admin" ? user : null;
}

/**
 * The OAuth 2.0 device flow of `base44 login` (RFC 8628), at the server's root: the terminal asks for a
 * code, shows it, and polls for its tokens while a platform admin approves the code on /device; then
 * refreshes them, each refresh token once.
 */
export async function oauthRoutes(app: FastifyInstance, options: OAuthRouteOptions) {
  const interval = Math.max(1, Math.round(options.pollIntervalSeconds));

  app.post("/oauth/device/code", async (request, reply) => {
    const clientId = field(request.body, "client_id");
    const scope = field(request.body, "scope") ?? DEFAULT_SCOPE;
    if (clientId !== CLI_CLIENT_ID) {
      return oauthError(reply, 401, "invalid_client", `Unknown client: only ${CLI_CLIENT_ID} signs in here`);
    }
    if (typeof scope !== "string" || scope.length > MAX_SCOPE) {
      return oauthError(reply, 400, "invalid_scope", "The scope must be a short string");
    }
    const now = platformNow(app);
    const { rows } = await app.db.query<{ n: number }>(
      "select count(*)::int as n from platform_device_codes where expires_at > $1::timestamptz",
      [new Date(now).toISOString()],
    );
    if ((rows[0]?.n ?? 0) >= MAX_PENDING_LOGINS) {
      reply.header("retry-after", 60);
      return oauthError(reply, 429, "slow_down", "Too many logins are waiting; try again in a minute");
    }
    const { deviceCode, userCode } = await createDeviceCode(app.db, { clientId, scope, now });
    const uri = verificationUri(app, request);
    return reply.header("cache-control", "no-store").send({
      device_code: deviceCode,
      user_code: userCode,
      verification_uri: uri,
      verification_uri_complete: `${uri}?user_code=${userCode}`,
      expires_in: DEVICE_CODE_SECONDS,
      interval,
    });
  });

  app.post("/oauth/token", async (request, reply) => {
    if (!(request.body instanceof URLSearchParams)) {
      return oauthError(
        reply,
        400,
        "invalid_request",
        "The token request is posted as application/x-www-form-urlencoded",
      );
    }
    const body = request.body;
    if (body.get("client_id") !== CLI_CLIENT_ID) {
      return oauthError(reply, 401, "invalid_client", `Unknown client: only ${CLI_CLIENT_ID} signs in here`);
    }
    const now = platformNow(app);
    const grant = body.get("grant_type");
    if (grant === DEVICE_GRANT) {
      const deviceCode = body.get("device_code") ?? "";
      if (deviceCode.length === 0 || deviceCode.length > 200) {
        return oauthError(reply, 400, "invalid_request", "device_code is missing");
      }
      const answer = await app.db.transaction(async (tx) => {
        const outcome = await pollDeviceCode(tx, {
          deviceCode,
          clientId: CLI_CLIENT_ID,
          now,
          intervalSeconds: interval,
        });
        if (outcome.kind !== "approved") return outcome;
        const user = await platformAdmin(tx, outcome.userId);
        if (!user) return { kind: "denied" } as const;
        return {
          kind: "tokens",
          tokens: await issueCliTokens(app, tx, { user, scope: outcome.scope, now }),
        } as const;
      });
      switch (answer.kind) {
        case "tokens":
          return reply.header("cache-control", "no-store").send(answer.tokens);
        case "pending":
          return oauthError(reply, 400, "authorization_pending", "Waiting for the code to be approved");
        case "too-fast":
          return oauthError(reply, 400, "slow_down", `Poll at most once every ${interval} seconds`);
        case "denied":
          return oauthError(reply, 400, "access_denied", "The login was refused");
        case "expired":
          return oauthError(reply, 400, "expired_token", "The code has expired: run `base44 login` again");
        default:
          return oauthError(reply, 400, "invalid_grant", "The device code is unknown or was already used");
      }
    }
    if (grant === "refresh_token") {
      const token = body.get("refresh_token") ?? "";
      if (token.length === 0 || token.length > 200) {
        return oauthError(reply, 400, "invalid_request", "refresh_token is missing");
      }
      const tokens = await app.db.transaction(async (tx) => {
        const spent = await spendRefreshToken(tx, token, now);
        if (!spent) return null;
        const user = await platformAdmin(tx, spent.userId);
        if (!user) return null;
        return issueCliTokens(app, tx, { user, scope: spent.scope, now, family: spent.family });
      });
      if (!tokens) {
        return oauthError(
          reply,
          400,
          "invalid_grant",
          "The refresh token is not valid (used, expired or revoked): run `base44 login` again",
        );
      }
      return reply.header("cache-control", "no-store").send(tokens);
    }
    return oauthError(reply, 400, "unsupported_grant_type", "Only the device code and refresh token grants");
  });

  app.get("/oauth/userinfo", async (request) => {
    const caller = await requirePlatformAdmin(request);
    // The OAuth client's question about its own token: a key or a browser session is not one.
    if (caller.via !== "cli-token") throw unauthorized("Send the access token of `base44 login`");
    const { rows } = await app.db.query<{ full_name: string | null }>(
      "select full_name from users where id = $1",
      [caller.userId],
    );
    return { email: caller.email, name: rows[0]?.full_name || caller.email };
  });
}
