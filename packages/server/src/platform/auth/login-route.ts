import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ApiError } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { parseInput } from "../validate.ts";
import { issueAccessToken } from "./tokens.ts";
import { toUserResponse } from "./user-response.ts";
import { verifyCredentials } from "./users.ts";

const loginBody = z.object({
  email: z.string().trim().min(1, "is required").max(320),
  // argon2 accepts any length; the cap only keeps a hostile body from costing more than a normal one.
  password: z.string().min(1, "is required").max(1024),
  turnstile_token: z.string().optional(),
});

/**
 * 400 like the Base44 CLI's mimic of production, not 401: the SDK would answer a 401 here by logging out,
 * and a mistyped password must not end an existing session. One message for unknown e-mail and wrong password.
 */
const invalidCredentials = () => new ApiError(400, "Invalid email or password", "HTTPException");

export async function loginRoute(app: FastifyInstance) {
  app.post<{ Params: { appId: string } }>("/api/apps/:appId/auth/login", async (request) => {
    assertAppId(app.config, request.params.appId);
    const { email, password } = parseInput(loginBody, request.body);
    const user = await verifyCredentials(app.db, email, password);
    if (!user) throw invalidCredentials();
    return { access_token: await issueAccessToken(app, user), user: toUserResponse(user, app.config.appId) };
  });
}
