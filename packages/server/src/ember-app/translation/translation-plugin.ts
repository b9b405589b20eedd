import fp from "fastify-plugin";
import { siteTranslationsReader } from "./site-translations.ts";
import { TranslationService } from "./translation-service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** On-demand translation through the shared cache (ADR 0021). */
    translation: TranslationService;
  }
}

export interface TranslationPluginOptions {
  /** How long one batched model request may take (tests shorten it to prove the timeout). */
  readonly timeoutMs?: number;
  /** The built site whose reviewed translations are served (tests point it at fixture pages). */
  readonly webDir?: string;
}

/**
 * The translation service over the database and the configured model. The offline assistant cannot
 * translate, so without a model every text that needs translating is answered null (provider 'none').
 */
export default fp<TranslationPluginOptions>(
  async (app, options) => {
    const { provider } = app.llm;
    const webDir = options.webDir ?? app.config.webDir;
    app.decorate(
      "translation",
      new TranslationService({
        db: app.db,
        provider: provider.name === "offline" ? undefined : provider,
        timeoutMs: options.timeoutMs,
        siteTranslations: siteTranslationsReader(webDir),
      }),
    );
  },
  { name: "translation", dependencies: ["database", "llm"] },
);
