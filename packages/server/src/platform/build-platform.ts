import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import databasePlugin from "../db/database-plugin.ts";
import accessGatePlugin from "./access-gate.ts";
import type { AgentDefinition } from "./agents/agent-definition.ts";
import agentsPlugin from "./agents/agents-plugin.ts";
import appLogsPlugin from "./app-logs/app-logs-plugin.ts";
import accountsPlugin from "./auth/accounts-plugin.ts";
import authPlugin from "./auth/auth-plugin.ts";
import type { SetupOptions } from "./auth/setup-routes.ts";
import backupPlugin, { type BackupPluginOptions } from "./backup/backup-plugin.ts";
import cacheControlPlugin from "./cache-control.ts";
import cliAuthPlugin, { type CliAuthOptions } from "./cli-auth/cli-auth-plugin.ts";
import connectionLimitsPlugin from "./connection-limits.ts";
import corsPlugin from "./cors.ts";
import entitiesPlugin from "./entities/entities-plugin.ts";
import errorHandlerPlugin from "./error-handler.ts";
import forwardedWarningPlugin from "./forwarded-warning.ts";
import denoFunctionsPlugin from "./functions/deno/deno-functions-plugin.ts";
import type { FunctionOutput } from "./functions/deno/deno-worker.ts";
import type { ServerFunction } from "./functions/function-registry.ts";
import functionsPlugin from "./functions/functions-plugin.ts";
import gracefulClosePlugin from "./graceful-close.ts";
import healthPlugin from "./health.ts";
import type { HostedApp } from "./hosted-app.ts";
import idempotencyExpiryPlugin from "./idempotency/expire-keys.ts";
import inputKeysPlugin from "./input-keys.ts";
import integrationsPlugin from "./integrations/integrations-plugin.ts";
import llmPlugin, { type LlmPluginOptions } from "./llm/llm-plugin.ts";
import { withRedactedRequests } from "./log-redaction.ts";
import mailPlugin, { type MailPluginOptions } from "./mail/mail-plugin.ts";
import publicSettingsPlugin from "./public-settings.ts";
import type { RealtimeHub } from "./realtime/realtime-hub.ts";
import realtimePlugin from "./realtime/realtime-plugin.ts";
import usersPlugin from "./users/users-plugin.ts";

export interface PlatformOptions {
  /** pino options, or false for silence (tests). */
  readonly logger?: FastifyServerOptions["logger"];
  /** Extra server functions, registered after the app's own (tests add theirs). */
  readonly functions?: readonly ServerFunction[];
  /** The e-mail transport and outbox timings (tests use a short poll and backoff). */
  readonly mail?: Omit<MailPluginOptions, "site">;
  /** The language model and the chat's reply timeout (tests inject a short one). */
  readonly llm?: Omit<LlmPluginOptions, "offline" | "languageNames">;
  /** Extra agents, registered after the app's own (tests add theirs). */
  readonly agents?: readonly AgentDefinition[];
  /** Also receives everything published to the realtime rooms (tests record it). */
  readonly realtime?: RealtimeHub;
  /**
   * The first-admin setup link's clock and where it is shown (tests take the link); with `logger: false`
   * it is not printed either.
   */
  readonly setup?: SetupOptions;
  /** A User schema (User.jsonc) instead of the app's: custom user fields and app-defined roles. */
  readonly userSchema?: unknown;
  /** A hosted app's schema of the server's database (apps/app-instance.ts), instead of opening one. */
  readonly database?: Database;
  /** The server that listens for a hosted app's instance, which never listens itself (apps/apps-host.ts). */
  readonly listeningServer?: Server;
  /** Receives the Deno functions' output (a hosted app's function logs, apps/function-logs.ts). */
  readonly functionOutput?: (line: FunctionOutput) => void;
  /** The CLI sign-in's clock and poll interval (tests move the clock and poll every second). */
  readonly cliAuth?: CliAuthOptions;
  /** The backup schedule's clock and check interval (tests move the clock). */
  readonly backups?: Omit<BackupPluginOptions, "service">;
}

/**
 * The platform as one Fastify instance, in layers: errors and connection guards -> database -> auth ->
 * the SDK's modules (entities, realtime, app logs, mail, functions, accounts, llm, agents, integrations)
 * -> the hosted app's own plugins. It serves one app, which brings its entities, functions and agents.
 */
export async function buildPlatform(
  config: Config,
  hosted: HostedApp,
  options: PlatformOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Tokens, reset links and file signatures travel in query strings; the log gets the URL without them.
    logger: withRedactedRequests(options.logger ?? { level: config.logLevel }),
    genReqId: () => randomUUID(),
    // Requests carrying bodies larger than this are refused with 413 before any handler runs.
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Refused in the site's error shape by graceful-close.ts instead.
    return503OnClosing: false,
    // Node's own backstop for a request still arriving (checked every 30 s); connection-limits.ts holds
    // each request to its own, shorter deadline. An idle connection is closed after its own timeout.
    requestTimeout: config.connections.uploadRequestTimeoutMs,
    connectionTimeout: config.connections.idleTimeoutMs,
    // Creating a new embedded database takes seconds, more on a busy machine; Fastify's 10 s default
    // for a plugin to load turned a slow first start into a failed one.
    pluginTimeout: 120_000,
    routerOptions: { maxParamLength: 500 },
  });
  app.decorate("config", config);
  app.decorate("listeningServer", options.listeningServer ?? app.server);

  await app.register(errorHandlerPlugin);
  // First of the hooks: once a close has begun, a new request runs nothing.
  await app.register(gracefulClosePlugin);
  // Before every route: keys that reach Object.prototype are refused from all input.
  await app.register(inputKeysPlugin);
  await app.register(forwardedWarningPlugin);
  await app.register(connectionLimitsPlugin);
  await app.register(cacheControlPlugin);
  await app.register(databasePlugin, options.database ? { database: options.database } : {});
  // Before auth and the access gate, so a refusal still carries the allow headers the browser needs to read it.
  await app.register(corsPlugin);
  await app.register(authPlugin);
  // Right after the caller is known: a private app refuses outsiders before any other hook or handler.
  await app.register(accessGatePlugin);
  await app.register(usersPlugin, { userSchema: options.userSchema ?? hosted.userSchema });
  await app.register(healthPlugin);
  await app.register(backupPlugin, { ...options.backups, service: !options.database });
  await app.register(publicSettingsPlugin);
  await app.register(entitiesPlugin, { entities: hosted.entities });
  // Before the functions and services, which publish to `app.realtime`.
  await app.register(realtimePlugin, options.realtime ? { observer: options.realtime } : {});
  await app.register(appLogsPlugin, hosted.pageNames ? { pageNames: hosted.pageNames } : {});
  await app.register(mailPlugin, { ...options.mail, site: hosted.mailSite });
  await app.register(functionsPlugin, { functions: [...hosted.functions, ...(options.functions ?? [])] });
  // The app folder's Deno functions (APP_DIR), beside the in-process ones in the same registry.
  await app.register(denoFunctionsPlugin, options.functionOutput ? { onOutput: options.functionOutput } : {});
  await app.register(accountsPlugin, {
    ...(options.logger === false ? { announce: () => {} } : {}),
    ...options.setup,
  });
  // The CLI's sign-in is the server's, kept with its first app's database; a hosted app has none of it.
  if (!options.database) await app.register(cliAuthPlugin, options.cliAuth ?? {});
  await app.register(idempotencyExpiryPlugin);
  await app.register(llmPlugin, {
    ...options.llm,
    ...(hosted.offlineAssistant ? { offline: hosted.offlineAssistant } : {}),
    ...(hosted.languageNames ? { languageNames: hosted.languageNames } : {}),
  });
  await app.register(agentsPlugin, { agents: [...hosted.agents, ...(options.agents ?? [])] });
  await app.register(integrationsPlugin);
  await hosted.register?.(app);

  return app;
}
