import type { LanguageCode } from "@ember/domain";
import type { AdminCatalog } from "./catalog-shape.ts";

/**
 * The staff console's text, in every language its own chunk, English included: only the console
 * imports this file, so the public pages never carry a word of it (docs/decisions/0034).
 */
const files = import.meta.glob<AdminCatalog>("./catalogs/*/admin.json", { import: "default" });

export function loadAdminCatalog(language: LanguageCode): Promise<AdminCatalog> {
  const load = files[`./catalogs/${language}/admin.json`];
  return load ? load() : Promise.reject(new Error(`No staff console catalog for ${language}`));
}

export type { AdminCatalog };
