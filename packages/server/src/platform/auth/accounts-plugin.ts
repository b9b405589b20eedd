import fp from "fastify-plugin";
import { drainAfterAnswer } from "./after-answer.ts";
import { inviteRoutes } from "./invite-routes.ts";
import { logoutRoutes } from "./logout-routes.ts";
import { passwordRoutes } from "./password-routes.ts";
import { registerRoutes } from "./register-routes.ts";
import { type SetupOptions, setupRoutes } from "./setup-routes.ts";
import { ssoRoutes } from "./sso-routes.ts";

/**
 * Accounts beyond sign-in: sign-up with an e-mailed code, password reset and change, invitations,
 * the service role's SSO tokens, logout, and the first admin's setup link. They send e-mail, so they load
 * after the mail service.
 */
export default fp<SetupOptions>(
  async (app, options) => {
    // E-mail work that sign-up and reset requests do after answering finishes before the app closes.
    app.addHook("onClose", () => drainAfterAnswer(app));
    if (app.config.devShowCodes) {
      app.log.warn("DEV_SHOW_CODES is on: sign-up codes and reset links are answered to whoever asks");
    }
    await app.register(registerRoutes);
    await app.register(passwordRoutes);
    await app.register(inviteRoutes);
    await app.register(ssoRoutes);
    await app.register(logoutRoutes);
    await app.register(setupRoutes, options);
  },
  { name: "accounts", dependencies: ["auth", "users", "mail"] },
);
