export { defaultLanguage, type LanguageCode, type LanguageOption, languages } from "./languages.ts";
export {
  type PageId,
  type PageRoute,
  pageForPath,
  pageIds,
  pageNameOf,
  pageRoutes,
  pathOf,
  toKebabCase,
} from "./routes.ts";
export { type SiteConfig, siteConfig } from "./site-config.ts";
export { figures, hotlines, programme, timings } from "./site-figures.ts";
