import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ApiError } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { parseInput } from "../validate.ts";
import { emailInput, linkTokenInput, newPasswordInput } from "./account-input.ts";
import { adminExists, makeAdmin } from "./admin-accounts.ts";
import { issueSetupToken, setupLink, spendSetupToken } from "./setup-link.ts";
import { authThrottle } from "./throttle-rules.ts";
import { issueAccessToken } from "./tokens.ts";
import { toUserResponse } from "./user-response.ts";
import { hashPassword } from "./users.ts";

export interface SetupOptions {
  /** The clock the link's expiry is measured by (tests move it). */
  readonly now?: () => Date;
  /** Shows the operator the link; by default a few plain lines on standard output. */
  readonly announce?: (link: string, expiresAt: Date) => void;
}

/** The link in a frame of its own, so it stands out among the JSON log lines around it. */
export function printSetupLink(link: string, expiresAt: Date): void {
  const rule = "=".repeat(78);
  process.stdout.write(
    [
      rule,
      "No admin account yet. Open this link to create the first one (it works once, until",
      `${expiresAt.toISOString()}):`,
      "",
      `    ${link}`,
      "",
      "Or, from the server's directory: npm run admin -- create --email you@example.org",
      rule,
      "",
    ].join("\n"),
  );
}

const setupBody = z.object({
  token: linkTokenInput,
  email: emailInput,
  password: newPasswordInput,
  full_name: z.string().trim().max(200).optional(),
});

const setupDone = () =>
  new ApiError(409, "An admin account exists already, so setup is closed. Please sign in.", "Conflict", {
    reason: "setup_done",
  });

const invalidLink = () =>
  new ApiError(
    400,
    "This setup link is not valid: it was already used or has expired. Restart the server for a new one, " +
      "or create an admin with `npm run admin -- create`.",
    "HTTPException",
    { reason: "invalid_setup_link" },
  );

/**
 * The first admin, for a server started without ADMIN_EMAIL: at start, with no admin in the database, a
 * one-time link is printed; POST auth/setup with its token creates the admin (or makes the existing
 * account of that address the admin) and signs them in. Refused with 409 once any admin exists.
 */
export async function setupRoutes(app: FastifyInstance, options: SetupOptions) {
  const now = options.now ?? (() => new Date());
  const announce = options.announce ?? printSetupLink;

  // Issued while the app loads, so a database that cannot store it stops the start; shown once the
  // server listens, when the link works.
  const issued = app.config.admin ? null : await issueSetupToken(app.db, now());
  if (issued) {
    app.addHook("onListen", async () => {
      app.log.warn("no admin account yet: a one-time setup link is printed on standard output");
      announce(setupLink(app.config.publicUrl, issued.token), issued.expiresAt);
    });
  }

  app.post<{ Params: { appId: string } }>("/api/apps/:appId/auth/setup", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    const input = parseInput(setupBody, request.body);
    // Guesses at the token are counted per client address like guesses at a reset link, before the check.
    const attempt = await authThrottle(app).attempt(
      [
        {
          kind: "otp",
          scope: "address",
          value: request.ip,
          max: app.config.loginLimits.perAddress,
          onLimit: "refuse",
        },
      ],
      reply,
    );
    // Hashed before the transaction: no row lock waits on argon2.
    const hash = await hashPassword(input.password);
    const user = await app.db.transaction(async (tx) => {
      const live = await spendSetupToken(tx, input.token, now());
      // Throwing rolls the tokens' deletion back: a refused request changes nothing.
      if (await adminExists(tx)) throw setupDone();
      if (!live) throw invalidLink();
      const made = await makeAdmin(tx, { email: input.email, password: { hash }, fullName: input.full_name });
      return made.user;
    });
    await attempt.succeeded();
    request.log.info({ email: user.email }, "first admin account created from the setup link");
    return { access_token: await issueAccessToken(app, user), user: toUserResponse(user, app.config.appId) };
  });
}
