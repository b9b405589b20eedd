import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ApiError } from "../../errors.ts";
import { alreadyRegisteredEmail, verificationCodeEmail } from "../../services/mail/account-emails.ts";
import { enqueueEmail } from "../../services/mail/outbox.ts";
import { assertAppId } from "../app-id.ts";
import { parseInput } from "../validate.ts";
import { emailInput, newPasswordInput, otpInput } from "./account-input.ts";
import { accountLinks } from "./account-links.ts";
import { jwtSecret } from "./jwt-secret.ts";
import { consumeOtpCode, issueCode, OTP_EXPIRES_IN_MINUTES } from "./one-time-codes.ts";
import { accountAndAddress, authThrottle } from "./throttle-rules.ts";
import { issueAccessToken } from "./tokens.ts";
import { toUserResponse } from "./user-response.ts";
import { createUser, findAccountByEmail, updateUser } from "./users.ts";

type AppRequest = { Params: { appId: string } };

const registerBody = z.object({
  email: emailInput,
  password: newPasswordInput,
  full_name: z.string().trim().max(200).optional(),
  turnstile_token: z.string().optional(),
  referral_code: z.string().optional(),
});
const verifyBody = z.object({ email: emailInput, otp_code: otpInput });
const resendBody = z.object({ email: emailInput });

const invalidCode = () =>
  new ApiError(
    400,
    "That code is not right or has expired. Please check the latest e-mail, or ask for a new code.",
    "HTTPException",
  );

/** Unique-index races (two sign-ups of one address at once) end in 23505; the second try finds the row. */
async function retryOnConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if ((error as { code?: string }).code !== "23505") throw error;
    return run();
  }
}

/**
 * Sign-up with a 6-digit code (BASE44-API.md 2.2): register, verify-otp, resend-otp. Every answer is the
 * same whether or not the address has an account; only the e-mail sent differs (docs/decisions/0023).
 */
export async function registerRoutes(app: FastifyInstance) {
  const registered = (email: string) => ({
    message: `We've sent a 6-digit code to ${email}. Enter it to finish creating your account.`,
    otp_expires_in_minutes: OTP_EXPIRES_IN_MINUTES,
  });

  app.post<AppRequest>("/api/apps/:appId/auth/register", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    const input = parseInput(registerBody, request.body);
    // Each sign-up sends an e-mail: counted per address and per target, so nobody floods an inbox.
    await authThrottle(app).count(accountAndAddress(app, request, "mail", input.email), reply, true);
    const key = await jwtSecret(app);
    const ctx = app.mail.context;
    await retryOnConflict(() =>
      app.db.transaction(async (tx) => {
        const account = await findAccountByEmail(tx, input.email);
        if (account?.user.disabled) return;
        if (account?.user.is_verified && account.hasPassword) {
          const links = accountLinks(app.config);
          await enqueueEmail(
            tx,
            alreadyRegisteredEmail(
              account.user.email,
              { signIn: links.signIn, reset: links.forgotPassword },
              ctx,
            ),
          );
          return;
        }
        // New, or never confirmed (or invited and not yet set up): the latest sign-up's password counts,
        // and it works only after the code from this address's inbox.
        const user = account
          ? await updateUser(tx, account.user.id, {
              password: input.password,
              ...(input.full_name ? { full_name: input.full_name } : {}),
            })
          : await createUser(tx, {
              email: input.email,
              password: input.password,
              full_name: input.full_name ?? null,
              role: "user",
              // In a private app, signing up is not being let in: an admin invites members.
              is_member: app.config.appVisibility !== "private_with_login",
            });
        if (!user) return;
        const code = await issueCode(tx, key, user.id, "verify_email");
        await enqueueEmail(tx, verificationCodeEmail(user.email, code, OTP_EXPIRES_IN_MINUTES, ctx));
      }),
    );
    app.mail.kick();
    return registered(input.email);
  });

  app.post<AppRequest>("/api/apps/:appId/auth/verify-otp", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    const { email, otp_code } = parseInput(verifyBody, request.body);
    const throttle = authThrottle(app);
    const rules = accountAndAddress(app, request, "otp", email);
    await throttle.assertAllowed(rules, reply);
    const key = await jwtSecret(app);
    const verified = await app.db.transaction(async (tx) => {
      const account = await findAccountByEmail(tx, email);
      if (!account || account.user.disabled || account.user.is_verified) return null;
      if (!(await consumeOtpCode(tx, key, account.user.id, otp_code))) return null;
      await tx.query("delete from auth_codes where user_id = $1 and purpose = 'verify_email'", [
        account.user.id,
      ]);
      return updateUser(tx, account.user.id, { is_verified: true });
    });
    if (!verified) {
      await throttle.count(rules, reply);
      throw invalidCode();
    }
    await throttle.reset(rules[0]);
    return {
      id: verified.id,
      access_token: await issueAccessToken(app, verified),
      user: toUserResponse(verified, app.config.appId),
      message: "Your e-mail address is confirmed. Welcome!",
      success: true,
    };
  });

  app.post<AppRequest>("/api/apps/:appId/auth/resend-otp", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    const { email } = parseInput(resendBody, request.body);
    await authThrottle(app).count(accountAndAddress(app, request, "mail", email), reply, true);
    const key = await jwtSecret(app);
    await app.db.transaction(async (tx) => {
      const account = await findAccountByEmail(tx, email);
      if (!account || account.user.disabled || account.user.is_verified || !account.hasPassword) return;
      const code = await issueCode(tx, key, account.user.id, "verify_email");
      await enqueueEmail(
        tx,
        verificationCodeEmail(account.user.email, code, OTP_EXPIRES_IN_MINUTES, app.mail.context),
      );
    });
    app.mail.kick();
    return {
      message: `If ${email} is waiting for confirmation, a new code is on its way.`,
      otp_expires_in_minutes: OTP_EXPIRES_IN_MINUTES,
    };
  });
}
