import type { FastifyInstance, FastifyRequest } from "fastify";
import { sameOriginPath } from "./safe-redirect.ts";

type NavigationRequest = { Querystring: { from_url?: unknown } };

/**
 * The browser navigations of BASE44-API.md 2.3 that land on the server. Logout: the SDK has already removed
 * its tokens from storage; the server keeps no session, so it tells the browser to drop any cookie of this
 * origin and sends it back to `from_url` (this site only). The provider sign-in paths have no provider
 * here: they go to the site's own /login with the same `from_url`.
 */
export async function logoutRoutes(app: FastifyInstance) {
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
  app.get<NavigationRequest>("/api/apps/auth/login", (request, reply) =>
    reply.redirect(toLogin(request), 302),
  );
  app.get<NavigationRequest & { Params: { provider: string } }>(
    "/api/apps/auth/:provider/login",
    (request, reply) => reply.redirect(toLogin(request), 302),
  );
}
