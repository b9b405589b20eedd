import fp from "fastify-plugin";
import { inviteRoutes } from "./invite-routes.ts";
import { logoutRoutes } from "./logout-routes.ts";
import { passwordRoutes } from "./password-routes.ts";
import { registerRoutes } from "./register-routes.ts";
import { ssoRoutes } from "./sso-routes.ts";

/**
 * Accounts beyond sign-in (issue 8): sign-up with an e-mailed code, password reset and change, invitations,
 * the service role's SSO tokens, and logout. They send e-mail, so they load after the mail service.
 */
export default fp(
  async (app) => {
    await app.register(registerRoutes);
    await app.register(passwordRoutes);
    await app.register(inviteRoutes);
    await app.register(ssoRoutes);
    await app.register(logoutRoutes);
  },
  { name: "accounts", dependencies: ["auth", "mail"] },
);
