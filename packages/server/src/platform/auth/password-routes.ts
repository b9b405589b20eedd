import type { FastifyInstance } from "fastify";
import { decodeJwt } from "jose";
import { z } from "zod";
import { ApiError, forbidden, unauthorized } from "../../errors.ts";
import { passwordResetEmail } from "../../services/mail/account-emails.ts";
import { enqueueEmail } from "../../services/mail/outbox.ts";
import { assertAppId } from "../app-id.ts";
import { parseInput } from "../validate.ts";
import { emailInput, linkTokenInput, newPasswordInput } from "./account-input.ts";
import { accountLinks } from "./account-links.ts";
import { bearer } from "./bearer.ts";
import { jwtSecret } from "./jwt-secret.ts";
import { consumeLinkToken, issueCode } from "./one-time-codes.ts";
import { accountAndAddress, authThrottle } from "./throttle-rules.ts";
import { issuedAtMs } from "./tokens.ts";
import { checkPassword, findAccountByEmail, updateUser } from "./users.ts";

type AppRequest = { Params: { appId: string } };

const resetRequestBody = z.object({ email: emailInput });
const resetBody = z.object({ reset_token: linkTokenInput, new_password: newPasswordInput });
const changeBody = z.object({
  user_id: z.string().max(100).optional(),
  current_password: z.string().min(1, "is required").max(1024),
  new_password: newPasswordInput,
});

const invalidLink = () =>
  new ApiError(
    400,
    "This link is no longer valid: it was already used or has expired. Please ask for a new one.",
    "HTTPException",
  );

/** The moment the request's bearer token was issued (the auth hook has verified it). */
function issuedAt(authorization: string | string[] | undefined): Date {
  const token = bearer(authorization);
  return token ? new Date(issuedAtMs(decodeJwt(token))) : new Date();
}

/**
 * Forgotten and changed passwords (BASE44-API.md 2.2). A reset e-mails a single-use link valid for an hour;
 * using it sets the password, confirms the address (the link came from its inbox) and ends every session.
 * A change ends the sessions begun before the one asking, which carries on.
 */
export async function passwordRoutes(app: FastifyInstance) {
  app.post<AppRequest>("/api/apps/:appId/auth/reset-password-request", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    const { email } = parseInput(resetRequestBody, request.body);
    await authThrottle(app).count(accountAndAddress(app, request, "mail", email), reply, true);
    const key = await jwtSecret(app);
    await app.db.transaction(async (tx) => {
      const account = await findAccountByEmail(tx, email);
      if (!account || account.user.disabled) return;
      const token = await issueCode(tx, key, account.user.id, "reset_password");
      const link = accountLinks(app.config).resetPassword(token);
      await enqueueEmail(tx, passwordResetEmail(account.user.email, link, app.mail.context));
    });
    app.mail.kick();
    return {
      message: `If an account exists for ${email}, we've sent it a link to choose a new password.`,
    };
  });

  app.post<AppRequest>("/api/apps/:appId/auth/reset-password", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    const { reset_token, new_password } = parseInput(resetBody, request.body);
    const throttle = authThrottle(app);
    const { perAddress } = app.config.loginLimits;
    const rules = [{ kind: "otp", scope: "address", value: request.ip, max: perAddress }] as const;
    await throttle.assertAllowed(rules, reply);
    const key = await jwtSecret(app);
    const user = await app.db.transaction(async (tx) => {
      const userId = await consumeLinkToken(tx, key, reset_token);
      if (!userId) return null;
      return updateUser(tx, userId, {
        password: new_password,
        is_verified: true,
        tokensValidAfter: new Date(),
      });
    });
    if (!user || user.disabled) {
      await throttle.count(rules, reply);
      throw invalidLink();
    }
    return { message: "Your new password is set. You can sign in with it now.", email: user.email };
  });

  app.post<AppRequest>("/api/apps/:appId/auth/change-password", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    const { caller } = request;
    if (caller.kind !== "user") throw unauthorized();
    const input = parseInput(changeBody, request.body);
    if (input.user_id !== undefined && input.user_id !== caller.user.id) {
      throw forbidden("You can only change your own password");
    }
    const throttle = authThrottle(app);
    const rules = accountAndAddress(app, request, "login", caller.user.email);
    await throttle.assertAllowed(rules, reply);
    if (!(await checkPassword(app.db, caller.user.id, input.current_password))) {
      await throttle.count(rules, reply);
      throw new ApiError(400, "Your current password is not right", "HTTPException");
    }
    await updateUser(app.db, caller.user.id, {
      password: input.new_password,
      tokensValidAfter: issuedAt(request.headers.authorization),
    });
    return { message: "Your password has been changed." };
  });
}
