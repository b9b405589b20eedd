import type { FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { type EmberAppOptions, emberApp } from "./ember-app/ember-app.ts";
import appsPlugin from "./platform/apps/apps-plugin.ts";
import { buildPlatform, type PlatformOptions } from "./platform/build-platform.ts";
import { projectApp } from "./platform/project-app.ts";

/** The platform's options and the Ember app's (tests shorten timings and add entities, functions, agents). */
export interface BuildOptions extends PlatformOptions, EmberAppOptions {}

/**
 * The server: the platform (platform/) hosting the Ember site (ember-app/), or the Base44 project in
 * APP_DIR instead. The two are separate layers:
 * the platform never imports the app (a lint rule holds it), and the app reaches the platform only
 * through what a hosted app gives it (platform/hosted-app.ts). main.ts only runs it.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const appDir = config.denoFunctions.appDir;
  const hosted = appDir ? await projectApp(appDir, config) : await emberApp(options);
  // A site built for the hosted service calls /api/apps/<its id>: that id is this server's unless APP_ID says.
  const served = hosted.appId && !config.appIdGiven ? { ...config, appId: hosted.appId } : config;
  const app = await buildPlatform(served, hosted, options);
  // Other Base44 apps, each in its own schema and instance, beside this one (decision 0081).
  await app.register(appsPlugin, { platform: hostedAppOptions(options) });
  return app;
}

/** What a hosted app's instance shares with the first app: the logger, the mail transport, the model. */
function hostedAppOptions(options: BuildOptions): PlatformOptions {
  return {
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.llm ? { llm: options.llm } : {}),
    ...(options.realtime ? { realtime: options.realtime } : {}),
    ...(options.setup ? { setup: options.setup } : {}),
  };
}
