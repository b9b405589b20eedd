import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { LanguageCode } from "@ember/domain";
import { textHash } from "./text-hash.ts";

/** One language's reviewed translations of the site's own texts. */
export interface SiteTranslations {
  /** English text → translation. */
  readonly texts: ReadonlyMap<string, string>;
  /** The English texts by their hash, the translation cache's key (the console lists and corrects by it). */
  readonly byHash: ReadonlyMap<string, string>;
  /** When the build wrote them (ISO 8601), which the staff console shows as their date. */
  readonly updatedAt: string;
}

/**
 * The translations kept in the repository (packages/web/src/i18n/content), which the web build copies to
 * `content-translations/{language}.json` beside the pages it checked them against. Each language is read
 * on its first use and kept: at most ten small files, from the build the server serves. Without a web
 * build (tests, an API-only server) every language is empty.
 */
export function siteTranslationsReader(
  webDir: string | undefined,
): (language: LanguageCode) => Promise<SiteTranslations> {
  const loaded = new Map<LanguageCode, Promise<SiteTranslations>>();
  return (language) => {
    let found = loaded.get(language);
    if (!found) {
      found = webDir ? readLanguage(path.join(webDir, "content-translations", `${language}.json`)) : empty();
      loaded.set(language, found);
    }
    return found;
  };
}

/** A language with no reviewed translations. */
export const noSiteTranslations: SiteTranslations = {
  texts: new Map(),
  byHash: new Map(),
  updatedAt: new Date(0).toISOString(),
};
const empty = async (): Promise<SiteTranslations> => noSiteTranslations;

async function readLanguage(file: string): Promise<SiteTranslations> {
  let json: string;
  let updatedAt: string;
  try {
    [json, updatedAt] = await Promise.all([
      readFile(file, "utf8"),
      stat(file).then((info) => info.mtime.toISOString()),
    ]);
  } catch {
    return empty();
  }
  const parsed = JSON.parse(json) as Record<string, unknown>;
  const texts = new Map(
    Object.entries(parsed).flatMap(([english, translation]) =>
      typeof translation === "string" && translation.trim() !== "" ? [[english, translation] as const] : [],
    ),
  );
  return { texts, byHash: new Map([...texts.keys()].map((text) => [textHash(text), text])), updatedAt };
}
