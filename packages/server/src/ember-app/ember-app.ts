import { languages, pageRoutes, siteConfig } from "@ember/domain";
import type { FastifyInstance } from "fastify";
import type { PageNames } from "../platform/app-logs/analytics-page-views.ts";
import { type EntityRegistry, loadEntities } from "../platform/entities/entity-schemas.ts";
import type { HostedApp } from "../platform/hosted-app.ts";
import adminPlugin from "./admin/admin-plugin.ts";
import knowledgePlugin, { type KnowledgePluginOptions } from "./assistant/knowledge-plugin.ts";
import { createOfflineAssistant } from "./assistant/offline-assistant.ts";
import badgesPlugin from "./badges/badges-plugin.ts";
import crisisPlugin, { type CrisisPluginOptions } from "./crisis/crisis-plugin.ts";
import { productAgents } from "./functions/product-agents.ts";
import { productFunctions } from "./functions/product-functions.ts";
import submissionsPlugin from "./submissions/submissions-plugin.ts";
import translationPlugin, { type TranslationPluginOptions } from "./translation/translation-plugin.ts";
import visitsPlugin from "./visits/visits-plugin.ts";
import webPlugin, { type WebPluginOptions } from "./web/web-plugin.ts";

export interface EmberAppOptions {
  /** The entities served instead of entities/*.json (tests add entities with other access rules). */
  readonly entities?: EntityRegistry;
  /** The crisis alerts' grouping window (tests shorten it). */
  readonly crisisAlerts?: CrisisPluginOptions;
  /** The translation request's timeout (tests shorten it). */
  readonly translation?: TranslationPluginOptions;
  /** Where the assistant's knowledge in other languages is read from (tests use a copy). */
  readonly knowledge?: KnowledgePluginOptions;
  /** The site's options beyond the config (tests shorten the corrections' poll). */
  readonly web?: Pick<WebPluginOptions, "correctionsPollMs">;
  /** The clock of the console's download links and of the visit counts' days (tests move it). */
  readonly clock?: () => Date;
}

/** Lower-case path to the page name the site logs for it, so analytics and app logs share one key. */
function emberPageNames(): PageNames {
  const names: Record<string, string> = { "/home": "Home" };
  for (const route of pageRoutes(siteConfig)) {
    names[route.path.toLowerCase()] = route.pageName;
    if (route.alias) names[route.alias] = route.pageName;
  }
  return names;
}

/**
 * The Ember site as an app on the platform: its entities (entities/*.json), its functions and assistant,
 * its e-mails, crisis alerts, badges, translations, staff console and web build.
 */
export async function emberApp(options: EmberAppOptions = {}): Promise<HostedApp> {
  return {
    name: siteConfig.brand,
    entities: options.entities ?? (await loadEntities()),
    functions: productFunctions,
    agents: productAgents,
    mailSite: siteConfig,
    offlineAssistant: createOfflineAssistant(siteConfig),
    languageNames: Object.fromEntries(languages.map((language) => [language.code, language.englishName])),
    pageNames: emberPageNames(),
    async register(app: FastifyInstance) {
      await app.register(badgesPlugin);
      // After the platform's mail: the local mailbox delivers inside a submission's statement (ADR 0039).
      await app.register(submissionsPlugin);
      await app.register(knowledgePlugin, options.knowledge ?? {});
      await app.register(crisisPlugin, options.crisisAlerts ?? {});
      await app.register(translationPlugin, options.translation ?? {});
      await app.register(adminPlugin, options.clock ? { now: options.clock } : {});
      // Before the site: its hook counts the pages the site serves.
      await app.register(visitsPlugin, options.clock ? { now: options.clock } : {});
      if (app.config.webDir) {
        await app.register(webPlugin, { root: app.config.webDir, ...options.web });
      }
    },
  };
}
