import { type TranslateAnswer, translateInputSchema } from "@ember/domain";
import { isAdmin, isService } from "../../platform/caller.ts";
import { defineFunction } from "../../platform/functions/function-registry.ts";

/**
 * A page's content texts in one batch (ADR 0021; product.md#languages, #translation-and-badge-search-rules
 * and #ai-text): each answered from a staff correction, the reviewed translations or the shared cache. Only
 * staff and the service role have the misses asked of the model, in one request (decision 0098): a
 * visitor's request never costs a model call or writes the cache. `null` for a text means no translation
 * now: the browser shows the original (product.md#errors). Rate-limited ('translate').
 */
export const translate = defineFunction({
  name: "translate",
  input: translateInputSchema,
  rateLimit: "translate",
  async handler({ app, request, caller }, { language, texts, cached_only }): Promise<TranslateAnswer> {
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
