import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { forbidden, unauthorized } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import type { Caller } from "../caller.ts";
import { invitationEmail } from "../mail/account-emails.ts";
import { accountMailLanguage } from "../mail/account-mail-language.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import { callerRank, isAdminRole, roleRank, type UserRoles } from "../users/user-roles.ts";
import { assertAdminRemains } from "../users/user-updates.ts";
import { parseInput } from "../validate.ts";
import { emailInput } from "./account-input.ts";
import { accountLinks } from "./account-links.ts";
import { jwtSecret } from "./jwt-secret.ts";
import { issueCode } from "./one-time-codes.ts";
import { createUser, findAccountByEmail, updateUser } from "./users.ts";

const inviteBody = (roles: readonly string[]) =>
  z.object({ user_email: emailInput, role: z.enum(roles as [string, ...string[]]).default("user") });

/**
 * An admin role (admin, or one the User schema ranks above it) or the service role may invite, with a role
 * no higher than their own (platform/users/user-roles.ts); anyone else is refused.
 */
function assertMayInvite(roles: UserRoles, caller: Caller, role: string) {
  if (caller.kind === "anonymous") throw unauthorized();
  const rank = callerRank(roles, caller);
  if (rank === 0) throw forbidden("Only an admin can invite users");
  if (roleRank(roles, role) > rank) {
    throw forbidden(`You cannot invite someone as ${role}, a role above your own`, { reason: "outranked" });
  }
}

/**
 * The SDK's `auth.inviteUser` and `users.inviteUser`, admin roles or service role only. The
 * invited address becomes a member with the role, and gets a link (valid seven days, once) to set a
 * password; an existing account takes the role and membership (enabled again if it was removed) and gets the
 * same link. Re-inviting someone of a role above the caller's is refused like inviting with one.
 */
export async function inviteRoutes(app: FastifyInstance) {
  const { roles } = app.userSchema;
  const body = inviteBody(roles.all);
  const invite = async (request: {
    params: { appId: string };
    headers: FastifyRequest["headers"];
    body: unknown;
    caller: Caller;
  }): Promise<{ user_email: string; role: string }> => {
    assertAppId(app.config, request.params.appId);
    if (request.caller.kind === "anonymous") throw unauthorized();
    if (callerRank(roles, request.caller) === 0) throw forbidden("Only an admin can invite users");
    const { user_email, role } = parseInput(body, request.body);
    assertMayInvite(roles, request.caller, role);
    const key = await jwtSecret(app);
    // The language of the page the invitation was sent from: the staff console's is English.
    const language = accountMailLanguage(request);
    const email = await app.db.transaction(async (tx) => {
      const account = await findAccountByEmail(tx, user_email);
      if (account) assertMayInvite(roles, request.caller, account.user.role);
      if (account) await assertAdminRemains(tx, app.userSchema, account.user, role);
      const user = account
        ? // An invitation also gives back access the staff console removed (user-directory.ts).
          await updateUser(tx, account.user.id, { role, is_member: true, disabled: false })
        : await createUser(tx, { email: user_email, role, is_member: true });
      if (!user) throw new Error("invited user vanished");
      const token = await issueCode(tx, key, user.id, "invite");
      const link = accountLinks(app.config, language).invitation(token);
      const asAdmin = isAdminRole(roles, role) ? "admin" : "user";
      await enqueueEmail(tx, invitationEmail(user.email, link, asAdmin, app.mail.context, language));
      return user.email;
    });
    app.mail.kick();
    return { user_email: email, role };
  };

  for (const path of ["/api/apps/:appId/users/invite-user", "/api/apps/:appId/runtime/users/invite-user"]) {
    app.post<{ Params: { appId: string } }>(path, (request) => invite(request));
  }
}
