import { type LanguageCode, languages } from "./languages.ts";

/** The languages that live under a prefix of their own: every one but English, which keeps the bare paths. */
export const prefixedLanguages: readonly LanguageCode[] = languages
  .map((language) => language.code)
  .filter((code) => code !== "en");

const prefixed = new Set<string>(prefixedLanguages);

/**
 * A page's address in a language (product.md#languages): English keeps '/Team', every other language
 * puts its code first, '/es/Team'; Home is '/' in English and '/es' in Spanish.
 */
export function localizedPath(language: LanguageCode, path: string): string {
  if (language === "en") return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

/**
 * The language of an address and the page path inside it: '/es/Team' -> es, '/Team'; '/es' -> es, '/';
 * '/Team' -> en, '/Team'. Only a lower-case code of a prefixed language counts ('/en/Team' is not a page).
 */
export function splitLanguagePath(pathname: string): { language: LanguageCode; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const code = match?.[1];
  if (code && prefixed.has(code)) return { language: code as LanguageCode, path: match?.[2] || "/" };
  return { language: "en", path: pathname };
}

/** The language an address is in. */
export function languageOfPath(pathname: string): LanguageCode {
  return splitLanguagePath(pathname).language;
}

/** The cookie that remembers a visitor's chosen language (a preference, not a credential). */
export const languageCookie = "lang";
