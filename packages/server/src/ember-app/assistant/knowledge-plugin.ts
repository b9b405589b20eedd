import { siteConfig } from "@ember/domain";
import fp from "fastify-plugin";
import { siteTranslationsReader } from "../translation/site-translations.ts";
import { KnowledgeByLanguage } from "./knowledge-by-language.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The site's own pages as passages, in every language, for the chat's retrieval. */
    siteKnowledge: KnowledgeByLanguage;
  }
}

export interface KnowledgePluginOptions {
  /**
   * The built site whose reviewed page translations the knowledge in other languages is made from
   * (WEB_DIR by default; tests point it at a copy of the translations).
   */
  readonly webDir?: string;
}

/** The Ember assistant's knowledge: what it grounds its answers in, and what its offline answers quote. */
export default fp<KnowledgePluginOptions>(
  async (app, options) => {
    app.decorate(
      "siteKnowledge",
      new KnowledgeByLanguage(siteConfig, siteTranslationsReader(options.webDir ?? app.config.webDir)),
    );
  },
  { name: "site-knowledge" },
);
