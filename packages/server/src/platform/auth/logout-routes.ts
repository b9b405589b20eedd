import type { FastifyInstance, FastifyRequest } from "fastify";
import { unauthorized } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { bearer } from "./bearer.ts";
import { CALLBACK_PATH, oidcSignIn } from "./oidc-sign-in.ts";
import { sameOriginPath } from "./safe-redirect.ts";
import { sessionOf } from "./tokens.ts";
import { updateUser } from "./users.ts";

type NavigationRequest = { Querystring: { from_url?: unknown } };

/**
 * The SDK's browser navigations (login and logout redirects) that land on the server. Logout: the SDK has
 * already removed its tokens from storage; the server keeps no session, so it tells the browser to drop any
 * cookie of this origin and sends it back to `from_url` (this site only). The provider sign-in paths start
 * the OpenID Connect provider's sign-in when one is configured; the others, and all of them without one,
 * go to the site's own /login with the same `from_url`.
 */
export async function logoutRoutes(app: FastifyInstance) {
  /**
   * Ends the caller's session on the server: its token id is recorded until the token would have expired,
   * so the token stops working on every instance, after restarts too. A token from before token ids
   * existed cannot be told apart from the user's other sessions, so all of them end. The site calls this
   * before the SDK's logout, which only forgets the token in the browser.
   */
  app.post<{ Params: { appId: string } }>("/api/apps/:appId/auth/logout", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    const token = bearer(request.headers.authorization);
    const session = token && request.caller.kind === "user" ? await sessionOf(app, token) : null;
    if (!session) throw unauthorized();
    if (session.jti) {
      await app.db.query("delete from auth_ended_sessions where expires_at < now()");
      await app.db.query(
        `insert into auth_ended_sessions (jti, expires_at) values ($1, $2::timestamptz)
         on conflict (jti) do nothing`,
        [session.jti, session.expiresAt.toISOString()],
      );
    } else {
      await updateUser(app.db, session.userId, { tokensValidAfter: new Date() });
    }
    reply.header("cache-control", "no-store");
    return { message: "You are signed out." };
  });

  const origins = (request: FastifyRequest) => [
    `${request.protocol}://${request.host}`,
    new URL(app.config.publicUrl).origin,
  ];

  app.get<NavigationRequest>("/api/apps/auth/logout", (request, reply) => {
    const target = sameOriginPath(request.query.from_url, origins(request));
    return reply
      .header("clear-site-data", '"cookies"')
      .header("cache-control", "no-store")
      .redirect(target, 302);
  });

  const toLogin = (request: FastifyRequest<NavigationRequest>) => {
    const back = sameOriginPath(request.query.from_url, origins(request));
    return `/login?from_url=${encodeURIComponent(back)}`;
  };
  // Google's path in the SDK, and its `sso` path: the configured OpenID Connect provider when there is
  // one (OIDC_ISSUER), else the site's own sign-in page.
  const provider = oidcSignIn(app);
  app.get<NavigationRequest>("/api/apps/auth/login", (request, reply) =>
    provider ? provider.start(request, reply) : reply.redirect(toLogin(request), 302),
  );
  app.get<NavigationRequest & { Params: { appId: string } }>(
    "/api/apps/:appId/auth/sso/login",
    (request, reply) => {
      assertAppId(app.config, request.params.appId);
      return provider ? provider.start(request, reply) : reply.redirect(toLogin(request), 302);
    },
  );
  if (provider) {
    app.get<{ Querystring: Record<string, unknown> }>(CALLBACK_PATH, (request, reply) =>
      provider.callback(request, reply),
    );
  }
  app.get<NavigationRequest & { Params: { provider: string } }>(
    "/api/apps/auth/:provider/login",
    (request, reply) => reply.redirect(toLogin(request), 302),
  );
}
