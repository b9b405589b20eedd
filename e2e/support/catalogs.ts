import { readFileSync } from "node:fs";
import type { LanguageCode } from "@ember/domain";
import { type Catalog, catalogAreas } from "../../packages/web/src/i18n/catalog-shape.ts";

/**
 * A language's interface catalog, read from its JSON files (packages/web/src/i18n/catalogs/<language>/)
 * as the site's load-catalog.ts assembles it. Read from disk because that loader is Vite's to bundle.
 */
export function catalogOf(language: LanguageCode): Catalog {
  const read = (area: string): unknown =>
    JSON.parse(
      readFileSync(
        new URL(`../../packages/web/src/i18n/catalogs/${language}/${area}.json`, import.meta.url),
        "utf8",
      ),
    );
  return Object.fromEntries(catalogAreas.map((area) => [area, read(area)])) as Catalog;
}
