import type { FastifyInstance } from "fastify";
import { apiKeyRoutes } from "./api-key-routes.ts";
import { expireRefreshTokens } from "./cli-tokens.ts";
import { expireDeviceCodes } from "./device-codes.ts";
import { devicePage } from "./device-page.ts";
import { oauthRoutes } from "./oauth-routes.ts";
import { platformNow, setPlatformClock } from "./platform-caller.ts";

export interface CliAuthOptions {
  /** The clock of keys, codes and tokens (tests move it instead of waiting an hour). */
  readonly now?: () => number;
  /** Seconds the CLI waits between polls during a login (default 5; tests use 1). */
  readonly pollIntervalSeconds?: number;
}

const SWEEP_INTERVAL_MS = 60 * 60_000;

/**
 * How the official Base44 CLI signs in to this server: workspace API keys, and `base44 login` (the OAuth
 * device flow with its verification page). Not wrapped in fastify-plugin: the form parser it adds stays
 * with its own routes. The platform's management routes ask `requirePlatformAdmin` (platform-caller.ts)
 * who is calling.
 */
export default async function cliAuthPlugin(app: FastifyInstance, options: CliAuthOptions) {
  setPlatformClock(app, options.now ?? Date.now);
  if (!app.hasContentTypeParser("application/x-www-form-urlencoded")) {
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
  }
  await oauthRoutes(app, { pollIntervalSeconds: options.pollIntervalSeconds ?? 5 });
  await devicePage(app);
  await apiKeyRoutes(app);

  // Unfinished logins and dead refresh tokens go at start and hourly; the timer never keeps the process alive.
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const now = platformNow(app);
      await expireDeviceCodes(app.db, now);
      await expireRefreshTokens(app.db, now);
    } catch (error) {
      app.log.error({ err: error }, "expiring CLI logins failed");
    }
  };
  app.addHook("onReady", async () => {
    await sweep();
    timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
