import type { LanguageCode } from "@ember/domain";
import { loadCatalog } from "../load-catalog.ts";
import { pageTranslations } from "../page-translations.ts";

let adopted: LanguageCode | undefined;

/**
 * Before hydration (entry.client.tsx): waits for the head script (it gives up by itself within its
 * deadline) and, if it translated the page, loads that language's catalog and hands its content
 * translations to the page's store, so React's first render reads exactly what the page already shows.
 * Otherwise the page hydrates in English as prerendered and the stored language is applied after.
 */
export async function adoptPretranslation(): Promise<void> {
  const done = await window.__emberPretranslation?.catch(() => null);
  if (!done) return;
  try {
    await loadCatalog(done.language);
  } catch (error) {
    console.error(`The ${done.language} catalog did not load; showing English`, error);
    return;
  }
  pageTranslations.seed(done.language, done.translations);
  adopted = done.language;
}

/** The language the page was translated into before hydration, if any: the first render's language. */
export function pretranslatedLanguage(): LanguageCode | undefined {
  return adopted;
}
