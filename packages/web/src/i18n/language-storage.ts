import { defaultLanguage, type LanguageCode, languages, siteConfig } from "@ember/domain";

/** product.md#languages: the choice is kept in local storage under '{product}_language'. */
export const languageStorageKey = `${siteConfig.productName.toLowerCase()}_language`;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languages.some((l) => l.code === value);
}

export function storedLanguage(): LanguageCode {
  try {
    const value = window.localStorage.getItem(languageStorageKey);
    return isLanguageCode(value) ? value : defaultLanguage;
  } catch {
    // Storage can be switched off; the console then simply starts in English.
    return defaultLanguage;
  }
}

/** Calls `listener` when the stored language changes, in this tab or another. */
export function subscribeToStoredLanguage(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === languageStorageKey) listener();
  };
  window.addEventListener("languageChange", listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener("languageChange", listener);
    window.removeEventListener("storage", onStorage);
  };
}
