import type { FastifyInstance } from "fastify";
import { forbidden, notFound, unauthorized } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { issueAccessToken } from "./tokens.ts";
import { getUser } from "./users.ts";

/**
 * `asServiceRole.sso.getAccessToken(userId)` (BASE44-API.md 2.4): trusted server code obtains a token to
 * act as a user. Service role only; a user's own token can never mint another's. 0.5.0's
 * `auth.getSsoAccessToken()` (no user id) gives a signed-in user a fresh token of their own.
 */
export async function ssoRoutes(app: FastifyInstance) {
  app.get<{ Params: { appId: string; userId: string } }>(
    "/api/apps/:appId/auth/sso/accesstoken/:userId",
    async (request) => {
      assertAppId(app.config, request.params.appId);
      if (request.caller.kind === "anonymous") throw unauthorized();
      if (request.caller.kind !== "service") throw forbidden("Only the service role can get a user's token");
      const user = await getUser(app.db, request.params.userId);
      if (!user || user.disabled) throw notFound(`User ${request.params.userId} not found`);
      return { access_token: await issueAccessToken(app, user) };
    },
  );

  app.get<{ Params: { appId: string } }>("/api/apps/:appId/auth/sso/accesstoken", async (request) => {
    assertAppId(app.config, request.params.appId);
    const { caller } = request;
    if (caller.kind !== "user") throw unauthorized();
    return { access_token: await issueAccessToken(app, caller.user) };
  });
}
