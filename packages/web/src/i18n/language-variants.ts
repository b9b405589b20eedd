import { type LanguageCode, languages, pageRoutes, siteConfig } from "@ember/domain";

/**
 * Build-only copies of every public page under `/__lang/{language}`, prerendered in that language's
 * catalog. The build turns each into a page-text file (scripts/language-variants.ts) from which a
 * returning visitor's page is translated before its first paint, and then deletes the HTML: nobody is
 * meant to visit these paths (docs/decisions/0042).
 */
export const languageVariantBase = "/__lang";

export const variantLanguages: readonly LanguageCode[] = languages
  .map((language) => language.code)
  .filter((code) => code !== "en");

/** The prerender path of a page in a language: ('es', '/FAQ') -> '/__lang/es/FAQ', ('es', '/') -> '/__lang/es'. */
export function variantPath(language: LanguageCode, pagePath: string): string {
  return `${languageVariantBase}/${language}${pagePath === "/" ? "" : pagePath}`;
}

/** The page-text key of a canonical page path: '/' -> 'index', '/FAQ' -> 'FAQ'. */
export function pageTextKey(pagePath: string): string {
  return pagePath === "/" ? "index" : pagePath.slice(1);
}

/** Every language variant the build prerenders. */
export function variantPaths(): string[] {
  const pages = pageRoutes(siteConfig);
  return variantLanguages.flatMap((language) => pages.map((page) => variantPath(language, page.path)));
}

/** The language a variant path is rendered in, or undefined for every ordinary path. */
export function variantLanguage(pathname: string): LanguageCode | undefined {
  const match = /^\/__lang\/([a-z]{2})(?:\/|$)/.exec(pathname);
  return variantLanguages.find((code) => code === match?.[1]);
}
