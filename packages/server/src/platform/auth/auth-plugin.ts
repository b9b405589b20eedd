import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { anonymous, type Caller } from "../caller.ts";
import { bearer } from "./bearer.ts";
import { jwtSecret } from "./jwt-secret.ts";
import { loginRoute } from "./login-route.ts";
import { constantTimeEqual } from "./secret-hash.ts";
import { verifyToken } from "./tokens.ts";
import { ensureAdmin } from "./users.ts";

/**
 * Who sent the request. No or bad Authorization means anonymous: public endpoints must keep working for a
 * browser holding a stale token, and endpoints that need a user answer 401 themselves. A service token may
 * name the user it acts for in `on-behalf-of` (the SDK sends it from asServiceRole when it holds one).
 */
export async function resolveCaller(
  app: FastifyInstance,
  headers: Record<string, string | string[] | undefined>,
) {
  const token = bearer(headers.authorization);
  if (!token) return anonymous;
  const { serviceToken } = app.config;
  const caller: Caller =
    serviceToken && constantTimeEqual(token, serviceToken)
      ? { kind: "service", onBehalfOf: null }
      : await verifyToken(app, token);
  if (caller.kind !== "service") return caller;
  const userToken = bearer(headers["on-behalf-of"]);
  const user = userToken ? await verifyToken(app, userToken) : anonymous;
  return { kind: "service", onBehalfOf: user.kind === "user" ? user.user : null } satisfies Caller;
}

export default fp(
  async (app) => {
    // Generate or read the signing key now, so a database problem stops the start rather than a login.
    await jwtSecret(app);
    if (app.config.admin) {
      const admin = await ensureAdmin(app.db, app.config.admin);
      app.log.info({ email: admin.email }, "admin account ready");
    }

    // Fastify decorations must not share an object between requests; the hook below sets each one.
    app.decorateRequest<Caller>("caller", null as unknown as Caller);
    app.addHook("onRequest", async (request) => {
      request.caller = await resolveCaller(app, request.headers);
    });

    await app.register(loginRoute);
  },
  { name: "auth", dependencies: ["database"] },
);
