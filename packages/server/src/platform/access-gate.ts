import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { accessDenial, denialError } from "./public-settings.ts";

/**
 * A private app (APP_VISIBILITY=private_with_login) answers its API only to members, admins and the
 * service role; everyone else gets the same 403 as public settings (reason auth_required or
 * user_not_registered). Open, because a visitor needs them to become a member or to be told why not:
 * public settings, the auth endpoints (login, register, verify, resend, reset, logout, provider and SSO
 * navigations), the caller's own User/me, the platform's management routes (which admit platform admins
 * only, by their own check), and everything outside /api (the web pages, health checks).
 */
const OPEN_ROUTES: readonly RegExp[] = [
  /^\/api\/apps\/public\//,
  /^\/api\/apps\/auth\//,
  /^\/api\/apps\/:[A-Za-z_]+\/auth\//,
  /^\/api\/apps\/:[A-Za-z_]+\/entities\/User\/me$/,
  // The platform's management routes answer only platform admins, by key or token (cli-auth/).
  /^\/api\/platform\//,
  // The registry of hosted apps (apps/apps-routes.ts): platform admins only, by the same credentials.
  /^\/api\/apps$/,
  /^\/api\/apps\/:appId$/,
  /^\/api\/apps\/platform\//,
];

/**
 * Decided on the route that will run (its pattern), not on the raw URL, so no spelling of a path can reach
 * a gated handler through an open prefix. A request no route matches is gated when it is under /api.
 */
export function isOpenRequest(request: FastifyRequest): boolean {
  // A CORS preflight carries no credentials by design; it runs no handler either.
  if (request.method === "OPTIONS") return true;
  const route = request.routeOptions.url ?? (request.url.split("?")[0] as string);
  if (!route.startsWith("/api/")) return true;
  return OPEN_ROUTES.some((open) => open.test(route));
}

export default fp(
  async (app) => {
    const visibility = app.config.appVisibility;
    if (visibility !== "private_with_login") return;
    app.addHook("onRequest", async (request) => {
      if (isOpenRequest(request)) return;
      const reason = accessDenial(visibility, request.caller);
      if (reason) throw denialError(reason);
    });
  },
  { name: "access-gate", dependencies: ["auth"] },
);
