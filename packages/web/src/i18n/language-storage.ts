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
    // Storage can be switched off; the site then simply starts in English.
    return defaultLanguage;
  }
}

export function storeLanguage(language: LanguageCode): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}
