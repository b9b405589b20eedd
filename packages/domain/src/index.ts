export { type PageId, type PageRoute, pageForPath, pageIds, pageNameOf, pageRoutes, pathOf, toKebabCase } from "./routes.ts";
export { figures, hotlines, programme, timings } from "./site-figures.ts";
export { type SiteConfig, siteConfig } from "./site-config.ts";
export { type LanguageCode, type LanguageOption, defaultLanguage, languages } from "./languages.ts";
