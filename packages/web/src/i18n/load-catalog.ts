import type { LanguageCode } from "@ember/domain";
import { type Catalog, en } from "./catalogs/en/index.ts";

/** Each language is its own chunk: a visitor downloads English plus, at most, the language they chose. */
const loaders: Record<Exclude<LanguageCode, "en">, () => Promise<Catalog>> = {
  es: () => import("./catalogs/es/index.ts").then((m) => m.es),
  fr: () => import("./catalogs/fr/index.ts").then((m) => m.fr),
  de: () => import("./catalogs/de/index.ts").then((m) => m.de),
  pt: () => import("./catalogs/pt/index.ts").then((m) => m.pt),
  zh: () => import("./catalogs/zh/index.ts").then((m) => m.zh),
  hi: () => import("./catalogs/hi/index.ts").then((m) => m.hi),
  ar: () => import("./catalogs/ar/index.ts").then((m) => m.ar),
  bn: () => import("./catalogs/bn/index.ts").then((m) => m.bn),
  it: () => import("./catalogs/it/index.ts").then((m) => m.it),
};

export function loadCatalog(language: LanguageCode): Promise<Catalog> {
  return language === "en" ? Promise.resolve(en) : loaders[language]();
}

export { type Catalog, en as englishCatalog };
