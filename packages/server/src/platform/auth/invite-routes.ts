import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { forbidden, unauthorized } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { type Caller, isAdmin } from "../caller.ts";
import { invitationEmail } from "../mail/account-emails.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import { parseInput } from "../validate.ts";
import { emailInput } from "./account-input.ts";
import { accountLinks } from "./account-links.ts";
import { jwtSecret } from "./jwt-secret.ts";
import { issueCode } from "./one-time-codes.ts";
import { createUser, findAccountByEmail, updateUser } from "./users.ts";

const inviteBody = z.object({ user_email: emailInput, role: z.enum(["user", "admin"]).default("user") });

function assertMayInvite(caller: Caller) {
  if (caller.kind === "anonymous") throw unauthorized();
  if (!isAdmin(caller) && caller.kind !== "service") throw forbidden("Only an admin can invite users");
}

/**
 * The SDK's `auth.inviteUser` and `users.inviteUser`, admin or service role only. The
 * invited address becomes a member with the role, and gets a link (valid seven days, once) to set a
 * password; an existing account takes the role and membership (enabled again if it was removed) and gets the
 * same link.
 */
export async function inviteRoutes(app: FastifyInstance) {
  const invite = async (request: {
    params: { appId: string };
    body: unknown;
    caller: Caller;
  }): Promise<{ user_email: string; role: "user" | "admin" }> => {
    assertAppId(app.config, request.params.appId);
    assertMayInvite(request.caller);
    const { user_email, role } = parseInput(inviteBody, request.body);
    const key = await jwtSecret(app);
    const email = await app.db.transaction(async (tx) => {
      const account = await findAccountByEmail(tx, user_email);
      const user = account
        ? // An invitation also gives back access the staff console removed (user-directory.ts).
          await updateUser(tx, account.user.id, { role, is_member: true, disabled: false })
        : await createUser(tx, { email: user_email, role, is_member: true });
      if (!user) throw new Error("invited user vanished");
      const token = await issueCode(tx, key, user.id, "invite");
      const link = accountLinks(app.config).invitation(token);
      await enqueueEmail(tx, invitationEmail(user.email, link, role, app.mail.context));
      return user.email;
    });
    app.mail.kick();
    return { user_email: email, role };
  };

  for (const path of ["/api/apps/:appId/users/invite-user", "/api/apps/:appId/runtime/users/invite-user"]) {
    app.post<{ Params: { appId: string } }>(path, (request) => invite(request));
  }
}
