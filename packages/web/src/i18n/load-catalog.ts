import type { LanguageCode } from "@ember/domain";
import { type Catalog, type CatalogArea, catalogAreas } from "./catalog-shape.ts";
import assessment from "./catalogs/en/assessment.json";
import badges from "./catalogs/en/badges.json";
import chat from "./catalogs/en/chat.json";
import forms from "./catalogs/en/forms.json";
import shell from "./catalogs/en/shell.json";

/** The English catalog, the source every language is written from: bundled with the site. */
const en = { shell, forms, chat, assessment, badges } satisfies Catalog;

/**
 * The other languages' area files, each loaded on demand. English is left out, being bundled already,
 * and so is the console's admin.json (load-admin-catalog.ts). vite.config.ts puts a language's areas in
 * one chunk: a visitor downloads English plus, at most, the language they chose.
 */
const areaFiles = import.meta.glob<Catalog[CatalogArea]>(
  ["./catalogs/*/{shell,forms,chat,assessment,badges}.json", "!./catalogs/en/*"],
  { import: "default" },
);

async function loadAreas(language: LanguageCode): Promise<Catalog> {
  const areas = await Promise.all(
    catalogAreas.map(async (area) => {
      const load = areaFiles[`./catalogs/${language}/${area}.json`];
      if (!load) throw new Error(`No ${area} catalog for ${language}`);
      return [area, await load()] as const;
    }),
  );
  return Object.fromEntries(areas) as Catalog;
}

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
    pending = loadAreas(language).then(
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
