import { type TranslateAnswer, translateInputSchema } from "@ember/domain";
import { defineFunction } from "../platform/functions/function-registry.ts";

/**
 * On-demand translation of a page's content texts in one batch (issue 7, SPEC 4.6, 5.5, 7.4): answered
 * from the shared cache, the misses asked of the model in one request. `null` for a text means no
 * translation now (no model, or the model failed): the browser shows the original (SPEC 8). Rate-limited
 * ('translate'), since a batch of new texts is a paid model call an anonymous visitor can cause.
 */
export const translate = defineFunction({
  name: "translate",
  input: translateInputSchema,
  rateLimit: "translate",
  async handler({ app, request }, { language, texts, cached_only }): Promise<TranslateAnswer> {
    const outcome = await app.translation.translate(language, texts, { cachedOnly: cached_only === true });
    if (outcome.failure) {
      // One line per failed batch, never any text of the page.
      request.log.warn(
        { language, texts: outcome.stats.texts, failed: outcome.stats.failed, error: outcome.failure },
        "translation failed; originals shown",
      );
    }
    return { language, translations: outcome.translations, provider: outcome.provider };
  },
});
