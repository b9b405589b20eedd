import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";
import databasePlugin from "./db/database-plugin.ts";
import { productAgents } from "./functions/product-agents.ts";
import { productFunctions } from "./functions/product-functions.ts";
import accessGatePlugin from "./platform/access-gate.ts";
import type { AgentDefinition } from "./platform/agents/agent-definition.ts";
import agentsPlugin from "./platform/agents/agents-plugin.ts";
import appLogsPlugin from "./platform/app-logs/app-logs-plugin.ts";
import accountsPlugin from "./platform/auth/accounts-plugin.ts";
import authPlugin from "./platform/auth/auth-plugin.ts";
import type { SetupOptions } from "./platform/auth/setup-routes.ts";
import backupPlugin from "./platform/backup/backup-plugin.ts";
import cacheControlPlugin from "./platform/cache-control.ts";
import connectionLimitsPlugin from "./platform/connection-limits.ts";
import corsPlugin from "./platform/cors.ts";
import entitiesPlugin from "./platform/entities/entities-plugin.ts";
import type { EntityRegistry } from "./platform/entities/entity-schemas.ts";
import errorHandlerPlugin from "./platform/error-handler.ts";
import forwardedWarningPlugin from "./platform/forwarded-warning.ts";
import denoFunctionsPlugin from "./platform/functions/deno/deno-functions-plugin.ts";
import type { ServerFunction } from "./platform/functions/function-registry.ts";
import functionsPlugin from "./platform/functions/functions-plugin.ts";
import gracefulClosePlugin from "./platform/graceful-close.ts";
import healthPlugin from "./platform/health.ts";
import inputKeysPlugin from "./platform/input-keys.ts";
import integrationsPlugin from "./platform/integrations/integrations-plugin.ts";
import { withRedactedRequests } from "./platform/log-redaction.ts";
import publicSettingsPlugin from "./platform/public-settings.ts";
import type { RealtimeHub } from "./platform/realtime/realtime-hub.ts";
import realtimePlugin from "./platform/realtime/realtime-plugin.ts";
import adminPlugin from "./services/admin/admin-plugin.ts";
import badgesPlugin from "./services/badges/badges-plugin.ts";
import crisisPlugin, { type CrisisPluginOptions } from "./services/crisis/crisis-plugin.ts";
import idempotencyExpiryPlugin from "./services/idempotency/expire-keys.ts";
import llmPlugin, { type LlmPluginOptions } from "./services/llm/llm-plugin.ts";
import mailPlugin, { type MailPluginOptions } from "./services/mail/mail-plugin.ts";
import submissionsPlugin from "./services/submissions/submissions-plugin.ts";
import translationPlugin, {
  type TranslationPluginOptions,
} from "./services/translation/translation-plugin.ts";
import webPlugin, { type WebPluginOptions } from "./web/web-plugin.ts";

export interface BuildOptions {
  /** pino options, or false for silence (tests). */
  readonly logger?: FastifyServerOptions["logger"];
  /** Extra server functions, registered after the product's own (tests add theirs). */
  readonly functions?: readonly ServerFunction[];
  /** The e-mail transport and outbox timings (tests use a short poll and backoff). */
  readonly mail?: MailPluginOptions;
  /** The language model and the chat's reply timeout (tests inject a short one). */
  readonly llm?: LlmPluginOptions;
  /** The crisis alerts' grouping window (tests shorten it). */
  readonly crisisAlerts?: CrisisPluginOptions;
  /** The translation request's timeout (tests shorten it). */
  readonly translation?: TranslationPluginOptions;
  /** The site's options beyond the config (tests shorten the corrections' poll). */
  readonly web?: Pick<WebPluginOptions, "correctionsPollMs">;
  /** Extra agents, registered after the product's own (tests add theirs). */
  readonly agents?: readonly AgentDefinition[];
  /** Also receives everything published to the realtime rooms (tests record it). */
  readonly realtime?: RealtimeHub;
  /** The entities served instead of entities/*.json (tests add entities with other access rules). */
  readonly entities?: EntityRegistry;
  /**
   * The first-admin setup link's clock and where it is shown (tests take the link); with `logger: false`
   * it is not printed either.
   */
  readonly setup?: SetupOptions;
}

/**
 * The whole application as one Fastify instance, in layers: config -> database -> platform (errors,
 * auth, settings, entities, realtime, functions, integrations, health) -> product functions -> web. main.ts only runs it.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
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

  await app.register(errorHandlerPlugin);
  // First of the hooks: once a close has begun, a new request runs nothing.
  await app.register(gracefulClosePlugin);
  // Before every route: keys that reach Object.prototype are refused from all input.
  await app.register(inputKeysPlugin);
  await app.register(forwardedWarningPlugin);
  await app.register(connectionLimitsPlugin);
  await app.register(cacheControlPlugin);
  await app.register(databasePlugin);
  // Before auth and the access gate, so a refusal still carries the allow headers the browser needs to read it.
  await app.register(corsPlugin);
  await app.register(authPlugin);
  // Right after the caller is known: a private app refuses outsiders before any other hook or handler.
  await app.register(accessGatePlugin);
  await app.register(healthPlugin);
  await app.register(backupPlugin);
  await app.register(publicSettingsPlugin);
  await app.register(entitiesPlugin, options.entities ? { entities: options.entities } : {});
  // Before the functions and services, which publish to `app.realtime`.
  await app.register(realtimePlugin, options.realtime ? { observer: options.realtime } : {});
  await app.register(appLogsPlugin);
  await app.register(badgesPlugin);
  // Mail before submissions: the local mailbox delivers inside a submission's statement (ADR 0039).
  await app.register(mailPlugin, options.mail ?? {});
  await app.register(submissionsPlugin);
  await app.register(functionsPlugin, { functions: [...productFunctions, ...(options.functions ?? [])] });
  await app.register(denoFunctionsPlugin);
  await app.register(accountsPlugin, {
    ...(options.logger === false ? { announce: () => {} } : {}),
    ...options.setup,
  });
  await app.register(idempotencyExpiryPlugin);
  await app.register(llmPlugin, options.llm ?? {});
  await app.register(crisisPlugin, options.crisisAlerts ?? {});
  await app.register(translationPlugin, options.translation ?? {});
  await app.register(agentsPlugin, { agents: [...productAgents, ...(options.agents ?? [])] });
  await app.register(integrationsPlugin);
  await app.register(adminPlugin);
  if (config.webDir) {
    await app.register(webPlugin, { root: config.webDir, ...options.web });
  }

  return app;
}
