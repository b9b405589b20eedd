import { createHmac, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { jwtVerify, SignJWT } from "jose";
import type { Configuration, IDToken } from "openid-client";
import { ApiError, badGateway, badRequest, forbidden } from "../../errors.ts";
import { onFirstUse } from "../on-first-use.ts";
import { jwtSecret } from "./jwt-secret.ts";
import { sameOriginPath } from "./safe-redirect.ts";
import { issueAccessToken } from "./tokens.ts";
import { createUser, findUserByEmail, normalizeEmail, type User, updateUser } from "./users.ts";

// Imported with the first sign-in through the provider, not at start.
const openidClient = onFirstUse(() => import("openid-client"));

export const CALLBACK_PATH = "/api/apps/auth/oidc/callback";
const COOKIE = "ember_oidc";
/** How long a browser has to come back from the provider. */
const FLOW_SECONDS = 600;

type NavigationQuery = { from_url?: unknown; popup_origin?: unknown };

/** This site's origins: the one the browser used, and PUBLIC_URL's. */
const ownOrigins = (app: FastifyInstance, request: FastifyRequest) => [
  `${request.protocol}://${request.host}`,
  new URL(app.config.publicUrl).origin,
];

/** The key that signs a sign-in's state cookie: the server secret under a label of its own. */
const flowKey = async (app: FastifyInstance) =>
  createHmac("sha256", await jwtSecret(app))
    .update("ember/oidc-flow/v1")
    .digest();

interface Flow {
  readonly state: string;
  readonly nonce: string;
  readonly verifier: string;
  /** Where the browser goes back to, a path of this site. */
  readonly back: string;
  readonly redirectUri: string;
  /**
   * Set when the SDK signs in from inside a frame: it opened the sign-in in a popup and waits for the
   * token as a message from this origin, so the callback posts it there instead of redirecting.
   */
  readonly popupOrigin?: string;
}

/**
 * Sign-in with the OpenID Connect provider of OIDC_ISSUER (decision 0077): the authorization-code flow
 * with PKCE, state and nonce (openid-client). The flow's secrets travel in a signed, HttpOnly cookie
 * scoped to the callback, so the browser that started a sign-in is the only one that can finish it (no
 * login CSRF) and any instance can finish it. The callback accepts only an e-mail address the provider
 * says it verified, finds or creates that account, and sends the browser back to `from_url` (this site
 * only) with `access_token` and `is_new_user`, as the SDK's loginWithProvider expects.
 */
export function oidcSignIn(app: FastifyInstance) {
  const settings = app.config.oidc;
  if (!settings) return null;
  const { name } = settings;
  let discovered: Promise<Configuration> | undefined;
  const configuration = () => {
    discovered ??= openidClient()
      .then((oidc) =>
        oidc.discovery(
          new URL(settings.issuer),
          settings.clientId,
          settings.clientSecret,
          undefined,
          // OIDC_ISSUER is https, or http on this machine only (config.ts).
          new URL(settings.issuer).protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : {},
        ),
      )
      .catch((error: unknown) => {
        discovered = undefined;
        app.log.warn(
          { error: (error as Error).message },
          "the OpenID Connect provider could not be discovered",
        );
        throw badGateway(`${settings.name} cannot be reached to sign you in; try again later`);
      });
    return discovered;
  };

  async function start(request: FastifyRequest<{ Querystring: NavigationQuery }>, reply: FastifyReply) {
    const origins = ownOrigins(app, request);
    const fromUrl = request.query.from_url;
    if (fromUrl !== undefined && !isOwnUrl(fromUrl, origins)) {
      throw badRequest("from_url must be a page of this site");
    }
    const popupOrigin = request.query.popup_origin;
    if (popupOrigin !== undefined && !(typeof popupOrigin === "string" && origins.includes(popupOrigin))) {
      throw badRequest("popup_origin must be this site's origin");
    }
    const config = await configuration();
    const oidc = await openidClient();
    const flow: Flow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
      back: sameOriginPath(fromUrl, origins),
      redirectUri: `${origins[0]}${CALLBACK_PATH}`,
      ...(typeof popupOrigin === "string" ? { popupOrigin } : {}),
    };
    const sealed = await new SignJWT({ ...flow })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt()
      .setExpirationTime(`${FLOW_SECONDS}s`)
      .sign(await flowKey(app));
    const target = oidc.buildAuthorizationUrl(config, {
      redirect_uri: flow.redirectUri,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: "S256",
      state: flow.state,
      nonce: flow.nonce,
    });
    return reply
      .header("set-cookie", cookie(request, sealed, FLOW_SECONDS))
      .header("cache-control", "no-store")
      .redirect(target.href, 302);
  }

  async function callback(
    request: FastifyRequest<{ Querystring: Record<string, unknown> }>,
    reply: FastifyReply,
  ) {
    // One use: whatever happens next, this browser's flow is over.
    reply.header("set-cookie", cookie(request, "", 0)).header("cache-control", "no-store");
    const flow = await readFlow(request);
    if (!flow) throw badRequest("This sign-in has expired or was started in another browser; start again");
    const { state, error } = request.query;
    if (typeof error === "string") throw new ApiError(401, `${name} did not sign you in`, "Unauthorized");
    if (state !== flow.state) throw badRequest("This sign-in's state does not match; start again");
    const config = await configuration();
    const oidc = await openidClient();
    const search = request.url.slice(request.url.indexOf("?"));
    let claims: IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, new URL(`${flow.redirectUri}${search}`), {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (failure) {
      request.log.warn({ error: (failure as Error).message }, "OpenID Connect code exchange refused");
      throw new ApiError(401, `${name} did not accept this sign-in; start again`, "Unauthorized");
    }
    const email = typeof claims?.email === "string" ? claims.email : "";
    if (!email || claims?.email_verified !== true) {
      throw forbidden(`${name} has not verified this e-mail address`);
    }
    const { user, isNew } = await accountFor(email, typeof claims?.name === "string" ? claims.name : null);
    if (user.disabled) throw forbidden("This account is disabled");
    const token = await issueAccessToken(app, user);
    if (flow.popupOrigin)
      return handToOpener(reply, flow.popupOrigin, { access_token: token, is_new_user: isNew });
    const back = new URL(flow.back, "http://site.invalid");
    back.searchParams.set("access_token", token);
    back.searchParams.set("is_new_user", String(isNew));
    return reply
      .header("referrer-policy", "no-referrer")
      .redirect(`${back.pathname}${back.search}${back.hash}`, 302);
  }

  async function readFlow(request: FastifyRequest): Promise<Flow | null> {
    const raw = cookieValue(request.headers.cookie, COOKIE);
    if (!raw) return null;
    try {
      const { payload } = await jwtVerify(raw, await flowKey(app), { algorithms: ["HS256"] });
      return payload as unknown as Flow;
    } catch {
      return null;
    }
  }

  /** The account of a verified address: found, confirmed if it was not yet, or created. */
  async function accountFor(email: string, name: string | null): Promise<{ user: User; isNew: boolean }> {
    const existing = await findUserByEmail(app.db, normalizeEmail(email));
    if (existing) {
      if (existing.is_verified) return { user: existing, isNew: false };
      return {
        user: (await updateUser(app.db, existing.id, { is_verified: true })) ?? existing,
        isNew: false,
      };
    }
    const user = await createUser(app.db, {
      email: normalizeEmail(email),
      full_name: name,
      role: "user",
      is_member: app.config.appVisibility !== "private_with_login",
      is_verified: true,
    });
    return { user, isNew: true };
  }

  return { start, callback };
}

/**
 * The popup's answer: a page whose one script (allowed by its nonce, nothing else is) posts the token to
 * the window that opened it, only if that window is on `origin` (this site's, checked at the start), and
 * closes. The SDK checks the message comes from the popup and from its own origin.
 */
function handToOpener(reply: FastifyReply, origin: string, message: Record<string, unknown>) {
  const nonce = randomBytes(16).toString("base64");
  // JSON inside a script: "<" escaped so no value can close the element.
  const data = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  const script = `if (window.opener) window.opener.postMessage(${data(message)}, ${data(origin)}); window.close();`;
  return reply
    .type("text/html; charset=utf-8")
    .header("content-security-policy", `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'`)
    .header("referrer-policy", "no-referrer")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Signed in</title><p>You are signed in. You can close this window.</p><script nonce="${nonce}">${script}</script></html>`,
    );
}

/** True when `value` is a URL (absolute or relative) on one of this site's origins. */
function isOwnUrl(value: unknown, origins: readonly string[]): boolean {
  if (typeof value !== "string" || value.length > 4096 || value.includes("\\")) return false;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  try {
    return origins.includes(new URL(value, origins[0]).origin);
  } catch {
    return false;
  }
}

function cookie(request: FastifyRequest, value: string, maxAge: number): string {
  const secure = request.protocol === "https" ? "; Secure" : "";
  return `${COOKIE}=${value}; Path=${CALLBACK_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || null;
  }
  return null;
}
