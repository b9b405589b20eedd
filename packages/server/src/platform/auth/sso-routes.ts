import type { FastifyInstance } from "fastify";
import { forbidden, notFound, unauthorized } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { bearer } from "./bearer.ts";
import { issueAccessToken, reissueAccessToken } from "./tokens.ts";
import { getUser } from "./users.ts";

/**
 * The SDK's `asServiceRole.sso.getAccessToken(userId)`: trusted server code obtains a token to
 * act as a user. Service role only; a user's own token can never mint another's. 0.5.0's
 * `auth.getSsoAccessToken()` (no user id) gives a signed-in user a token of their own session, ending when
 * the one it was asked with ends: a stolen token must not be renewable forever.
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
    const token = bearer(request.headers.authorization);
    if (caller.kind !== "user" || !token) throw unauthorized();
    const access_token = await reissueAccessToken(app, token);
    if (!access_token) throw unauthorized();
    return { access_token };
  });
}
