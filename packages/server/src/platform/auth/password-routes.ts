import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ApiError, forbidden, unauthorized } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { passwordResetEmail } from "../mail/account-emails.ts";
import { accountMailLanguage } from "../mail/account-mail-language.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import { parseInput } from "../validate.ts";
import { emailInput, linkTokenInput, newPasswordInput } from "./account-input.ts";
import { accountLinks } from "./account-links.ts";
import { emailWork } from "./after-answer.ts";
import { jwtSecret } from "./jwt-secret.ts";
import { consumeLinkToken, issueCode } from "./one-time-codes.ts";
import { authThrottle, guessRules } from "./throttle-rules.ts";
import { issueAccessToken } from "./tokens.ts";
import { checkPassword, findAccountByEmail, getUser, updateUser } from "./users.ts";

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

/**
 * Forgotten and changed passwords (the SDK's auth routes). A reset e-mails a single-use link valid for an
 * hour; using it sets the password, confirms the address (the link came from its inbox) and ends every
 * session. A change ends every session too, and answers the caller with a new token so that one carries on.
 */
export async function passwordRoutes(app: FastifyInstance) {
  app.post<AppRequest>("/api/apps/:appId/auth/reset-password-request", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    const { email } = parseInput(resetRequestBody, request.body);
    const language = accountMailLanguage(request);
    // The answer is the same, and given before the address is looked up, whether an account exists, and
    // whether the e-mail is sent or held back by the per-target cap (DEV_SHOW_CODES aside: after-answer.ts).
    const sent = await emailWork(app, request, reply, email, async () => {
      const key = await jwtSecret(app);
      const link = await app.db.transaction(async (tx) => {
        const account = await findAccountByEmail(tx, email);
        if (!account || account.user.disabled) return undefined;
        const token = await issueCode(tx, key, account.user.id, "reset_password");
        const link = accountLinks(app.config, language).resetPassword(token);
        await enqueueEmail(tx, passwordResetEmail(account.user.email, link, app.mail.context, language));
        return link;
      });
      app.mail.kick();
      return link;
    });
    return {
      message: `If an account exists for ${email}, we've sent it a link to choose a new password.`,
      ...(sent === undefined ? {} : { dev_link: sent }),
    };
  });

  app.post<AppRequest>("/api/apps/:appId/auth/reset-password", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    const { reset_token, new_password } = parseInput(resetBody, request.body);
    const { perAddress } = app.config.loginLimits;
    const attempt = await authThrottle(app).attempt(
      [{ kind: "otp", scope: "address", value: request.ip, max: perAddress, onLimit: "refuse" }],
      reply,
    );
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
    if (!user || user.disabled) throw invalidLink();
    await attempt.succeeded();
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
    // Counted before the check, like a sign-in: a stolen token must not brute-force the password.
    const attempt = await authThrottle(app).attempt(
      guessRules(app, request, "login", caller.user.email),
      reply,
    );
    if (!(await checkPassword(app.db, caller.user.id, input.current_password))) {
      throw new ApiError(400, "Your current password is not right", "HTTPException");
    }
    await attempt.succeeded();
    // Every session ends, the caller's included, and the caller carries on with the token answered here.
    const now = Date.now();
    await updateUser(app.db, caller.user.id, {
      password: input.new_password,
      tokensValidAfter: new Date(now),
    });
    const user = await getUser(app.db, caller.user.id);
    if (!user) throw unauthorized();
    return {
      message: "Your password has been changed.",
      access_token: await issueAccessToken(app, user, { issuedAtMs: now }),
    };
  });
}
