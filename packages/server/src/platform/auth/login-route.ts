import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ApiError } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { parseInput } from "../validate.ts";
import { accountAndAddress, authThrottle } from "./throttle-rules.ts";
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
    // Failed attempts count per account and per address; at the cap, 429 until the window ends, checked
    // before the password so a locked account cannot be probed further.
    const throttle = authThrottle(app);
    const rules = accountAndAddress(app, request, "login", email);
    await throttle.assertAllowed(rules, reply);
    const user = await verifyCredentials(app.db, email, password);
    if (!user) {
      await throttle.count(rules, reply);
      throw invalidCredentials();
    }
    await throttle.reset(rules[0]);
    if (!user.is_verified) throw notVerified();
    return { access_token: await issueAccessToken(app, user), user: toUserResponse(user, app.config.appId) };
  });
}
