import type { LanguageCode } from "@ember/domain";
import type { AdminCatalog } from "./catalogs/en/admin.ts";

/**
 * The staff console's text, in every language its own chunk, English included: only the console
 * imports this file, so the public pages never carry a word of it (docs/decisions/0034).
 */
const loaders: Record<LanguageCode, () => Promise<AdminCatalog>> = {
  en: () => import("./catalogs/en/admin.ts").then((m) => m.admin),
  es: () => import("./catalogs/es/admin.ts").then((m) => m.admin),
  fr: () => import("./catalogs/fr/admin.ts").then((m) => m.admin),
  de: () => import("./catalogs/de/admin.ts").then((m) => m.admin),
  pt: () => import("./catalogs/pt/admin.ts").then((m) => m.admin),
  zh: () => import("./catalogs/zh/admin.ts").then((m) => m.admin),
  hi: () => import("./catalogs/hi/admin.ts").then((m) => m.admin),
  ar: () => import("./catalogs/ar/admin.ts").then((m) => m.admin),
  bn: () => import("./catalogs/bn/admin.ts").then((m) => m.admin),
  it: () => import("./catalogs/it/admin.ts").then((m) => m.admin),
};

export function loadAdminCatalog(language: LanguageCode): Promise<AdminCatalog> {
  return loaders[language]();
}

export type { AdminCatalog };
