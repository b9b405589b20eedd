import { type TranslateAnswer, translateInputSchema } from "@ember/domain";
import { isAdmin, isService } from "../../platform/caller.ts";
import { defineFunction } from "../../platform/functions/function-registry.ts";

/**
 * On-demand translation of a page's content texts in one batch (ADR 0021; product.md#languages,
 * #translation-and-badge-search-rules and #ai-text): answered from the shared cache, the misses asked of the
 * model in one request. `null` for a text means no translation now (no model, or the model failed): the
 * browser shows the original (product.md#errors). Rate-limited ('translate'), and only the site's own texts
 * may cost a model call unless staff ask.
 */
export const translate = defineFunction({
  name: "translate",
  input: translateInputSchema,
  rateLimit: "translate",
  async handler({ app, request, caller }, { language, texts, cached_only }): Promise<TranslateAnswer> {
    // Until pages are prerendered per language, anyone else may only have the site's own texts
    // translated: any other text is answered from the cache, never asked of the model (ADR 0054).
    const trusted = isAdmin(caller) || isService(caller);
    const outcome = await app.translation.translate(language, texts, {
      cachedOnly: cached_only === true,
      trusted,
    });
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
