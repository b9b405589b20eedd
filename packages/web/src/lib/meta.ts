import { languageOfPath, languages, localizedPath, type PageId, pathOf, siteConfig } from "@ember/domain";
import type { PageMetaCopy } from "../content/types.ts";
import { contentTranslations } from "../i18n/content-translations.ts";
import { pageTitle } from "./page-title.ts";

/** Open Graph's locale of each language (language_TERRITORY). */
const ogLocales: Record<(typeof languages)[number]["code"], string> = {
  en: "en_US",
  es: "es_LA",
  fr: "fr_FR",
  de: "de_DE",
  pt: "pt_BR",
  zh: "zh_CN",
  hi: "hi_IN",
  ar: "ar_AR",
  bn: "bn_BD",
  it: "it_IT",
};

/**
 * The meta descriptors a page exports, in the language of its address: title, description, Open Graph
 * tags, and for a public page its canonical link and one `hreflang` alternate per language plus
 * `x-default` (product.md#languages). The canonical path is the page's '/{PageName}' spelling in its
 * language, so the kebab alias points search engines at it. The prerender does not know the public origin
 * (the server does, and its sitemap lists every version with absolute addresses), so the links are
 * root-relative; see docs/decisions/0012-relative-canonical-links.md.
 */
export function metaOf(meta: PageMetaCopy, location: { pathname: string }, page?: PageId) {
  const language = languageOfPath(location.pathname);
  const inLanguage = (text: string) =>
    language === "en" ? text : (contentTranslations.lookupSeeded(language, text) ?? text);
  const title = pageTitle(inLanguage(meta.title));
  const description = inLanguage(meta.description);
  const descriptors: Record<string, string>[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.productName },
    { property: "og:locale", content: ogLocales[language] },
  ];
  if (!page) return descriptors;
  const path = pathOf(page, siteConfig);
  return [
    ...descriptors,
    { property: "og:url", content: localizedPath(language, path) },
    { tagName: "link", rel: "canonical", href: localizedPath(language, path) },
    ...languages.map(({ code }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: code,
      href: localizedPath(code, path),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: path },
  ];
}
