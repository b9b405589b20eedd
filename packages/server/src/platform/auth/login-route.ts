import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ApiError } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { parseInput } from "../validate.ts";
import { authThrottle, guessRules } from "./throttle-rules.ts";
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

/**
 * Only someone who knows the password learns that the address is unconfirmed, so this reveals nothing
 * to a stranger; the sign-in page answers it by offering the code step.
 */
const notVerified = () =>
  new ApiError(
    403,
    "Please confirm your e-mail address first: enter the code we sent you, or ask for a new one.",
    "EmailNotVerified",
    { reason: "email_not_verified" },
  );

export async function loginRoute(app: FastifyInstance) {
  app.post<{ Params: { appId: string } }>("/api/apps/:appId/auth/login", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    const { email, password } = parseInput(loginBody, request.body);
    // Every attempt is counted before the password is checked, so parallel guesses cannot slip past the
    // cap; the owner's success takes its own attempt back.
    const attempt = await authThrottle(app).attempt(guessRules(app, request, "login", email), reply);
    const user = await verifyCredentials(app.db, email, password);
    if (!user) throw invalidCredentials();
    await attempt.succeeded();
    if (!user.is_verified) throw notVerified();
    return { access_token: await issueAccessToken(app, user), user: toUserResponse(user, app.config.appId) };
  });
}
