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

const loaded = new Map<LanguageCode, Catalog>([["en", en]]);
const loading = new Map<LanguageCode, Promise<Catalog>>();

/**
 * A language's catalog, loaded once. The same promise is answered until it settles, so React's `use`
 * can wait on it (a page prerendered in another language than English); a failed load is retried
 * on the next call.
 */
export function loadCatalog(language: LanguageCode): Promise<Catalog> {
  const catalog = loaded.get(language);
  if (catalog) return Promise.resolve(catalog);
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language as Exclude<LanguageCode, "en">]().then(
      (loadedCatalog) => {
        loaded.set(language, loadedCatalog);
        return loadedCatalog;
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** The catalog if it has already loaded: what a first render can show without waiting. */
export function loadedCatalog(language: LanguageCode): Catalog | undefined {
  return loaded.get(language);
}

export { type Catalog, en as englishCatalog };
