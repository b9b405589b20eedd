import { verify } from "@node-rs/argon2";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Queryable } from "../../db/database.ts";
import { ApiError } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { alreadyRegisteredEmail, verificationCodeEmail } from "../mail/account-emails.ts";
import { accountMailLanguage } from "../mail/account-mail-language.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import { parseInput } from "../validate.ts";
import { emailInput, newPasswordInput, otpInput } from "./account-input.ts";
import { accountLinks } from "./account-links.ts";
import { emailWork } from "./after-answer.ts";
import { jwtSecret } from "./jwt-secret.ts";
import { consumeOtpCode, issueCode, OTP_EXPIRES_IN_MINUTES, pendingSignUp } from "./one-time-codes.ts";
import { authThrottle, guessRules } from "./throttle-rules.ts";
import { issueAccessToken } from "./tokens.ts";
import { toUserResponse } from "./user-response.ts";
import { createUser, findAccountByEmail, hashPassword, normalizeEmail, updateUser } from "./users.ts";

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
 * Sign-up with a 6-digit code (the SDK's auth routes): register, verify-otp, resend-otp. Every answer is the
 * same whether or not the address has an account, and is given before the address is looked up; only the
 * e-mail sent afterwards differs (docs/decisions/0023, 0051).
 */
export async function registerRoutes(app: FastifyInstance) {
  const registered = (email: string) => ({
    message: `We've sent a 6-digit code to ${email}. Enter it to finish creating your account.`,
    otp_expires_in_minutes: OTP_EXPIRES_IN_MINUTES,
  });

  /**
   * A sign-up's password works only through the code e-mailed for it. A second sign-up of an address still
   * waiting for its code, with another password, cannot know which of the two is the inbox's owner: both
   * pending passwords are dropped, and the new code confirms the address without setting one (its owner,
   * signed in by the code, sets a password with a reset). So neither order of victim and attacker lets the
   * attacker's password open the confirmed account. Answers the code it e-mailed (none when it sent
   * another e-mail or nothing).
   */
  async function signUp(input: z.infer<typeof registerBody>, language: string): Promise<string | undefined> {
    const key = await jwtSecret(app);
    const ctx = app.mail.context;
    // One argon2 hash on every path, existing address or not.
    const newHash = await hashPassword(input.password);
    const issued = await retryOnConflict(() =>
      app.db.transaction(async (tx) => {
        const account = await findAccountByEmail(tx, input.email);
        if (account?.user.disabled) return undefined;
        // Confirmed, or invited and not yet set up (the invitation's link or a reset sets that password).
        if (account && (account.user.is_verified || !account.hasPassword)) {
          const links = accountLinks(app.config, language);
          await enqueueEmail(
            tx,
            alreadyRegisteredEmail(
              account.user.email,
              { signIn: links.signIn, reset: links.forgotPassword },
              ctx,
              language,
            ),
          );
          return undefined;
        }
        let userId: string;
        let pendingHash: string | null = newHash;
        if (account) {
          userId = account.user.id;
          const pending = await pendingSignUp(tx, userId);
          if (pending) {
            const same =
              pending.passwordHash !== null && (await verify(pending.passwordHash, input.password));
            pendingHash = same ? pending.passwordHash : null;
          }
          await updateUser(tx, userId, {
            ...(pendingHash === null ? { clearPassword: true } : { passwordHash: pendingHash }),
          });
        } else {
          const user = await createUser(tx, {
            email: input.email,
            passwordHash: newHash,
            full_name: input.full_name ?? null,
            role: "user",
            // In a private app, signing up is not being let in: an admin invites members.
            is_member: app.config.appVisibility !== "private_with_login",
          });
          userId = user.id;
        }
        const code = await issueCode(tx, key, userId, "verify_email", { passwordHash: pendingHash });
        await enqueueEmail(
          tx,
          verificationCodeEmail(normalizeEmail(input.email), code, OTP_EXPIRES_IN_MINUTES, ctx, language),
        );
        return code;
      }),
    );
    app.mail.kick();
    return issued;
  }

  /** The answer's extra field under DEV_SHOW_CODES: the code the page shows instead of an inbox. */
  const devCode = (code: string | undefined) => (code === undefined ? {} : { dev_code: code });

  app.post<AppRequest>("/api/apps/:appId/auth/register", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    const input = parseInput(registerBody, request.body);
    // Each sign-up sends an e-mail: refused per requesting address, quietly not sent per target.
    const code = await emailWork(app, request, reply, input.email, () =>
      signUp(input, accountMailLanguage(request)),
    );
    return { ...registered(input.email), ...devCode(code) };
  });

  app.post<AppRequest>("/api/apps/:appId/auth/verify-otp", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    const { email, otp_code } = parseInput(verifyBody, request.body);
    const attempt = await authThrottle(app).attempt(guessRules(app, request, "otp", email), reply);
    const key = await jwtSecret(app);
    const verified = await app.db.transaction(async (tx) => {
      const account = await findAccountByEmail(tx, email);
      if (!account || account.user.disabled || account.user.is_verified) return null;
      const spent = await consumeOtpCode(tx, key, account.user.id, otp_code);
      if (!spent) return null;
      await tx.query("delete from auth_codes where user_id = $1 and purpose = 'verify_email'", [
        account.user.id,
      ]);
      // The password of this code's own sign-up, never whatever a later sign-up asked for.
      return updateUser(tx, account.user.id, {
        is_verified: true,
        ...(spent.passwordHash === null ? { clearPassword: true } : { passwordHash: spent.passwordHash }),
      });
    });
    if (!verified) throw invalidCode();
    await attempt.succeeded();
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
    const language = accountMailLanguage(request);
    const sent = await emailWork(app, request, reply, email, async () => {
      const key = await jwtSecret(app);
      const code = await app.db.transaction(async (tx) => {
        const account = await findAccountByEmail(tx, email);
        if (!account || account.user.disabled || account.user.is_verified) return undefined;
        const pending = await pendingSignUp(tx, account.user.id);
        // An invited account waits for its link; a sign-up whose code lapsed keeps its password.
        if (!pending && !account.hasPassword) return undefined;
        const passwordHash = pending ? pending.passwordHash : await storedPasswordHash(tx, account.user.id);
        const code = await issueCode(tx, key, account.user.id, "verify_email", { passwordHash });
        await enqueueEmail(
          tx,
          verificationCodeEmail(account.user.email, code, OTP_EXPIRES_IN_MINUTES, app.mail.context, language),
        );
        return code;
      });
      app.mail.kick();
      return code;
    });
    return {
      message: `If ${email} is waiting for confirmation, a new code is on its way.`,
      otp_expires_in_minutes: OTP_EXPIRES_IN_MINUTES,
      ...devCode(sent),
    };
  });
}

async function storedPasswordHash(tx: Queryable, userId: string): Promise<string | null> {
  const { rows } = await tx.query<{ password_hash: string | null }>(
    "select password_hash from users where id = $1",
    [userId],
  );
  return rows[0]?.password_hash ?? null;
}
