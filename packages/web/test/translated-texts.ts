import { readFileSync } from "node:fs";
import { type LanguageCode, languages } from "@ember/domain";
import { loadAdminCatalog } from "../src/i18n/load-admin-catalog.ts";
import { loadCatalog } from "../src/i18n/load-catalog.ts";
import { type PluralMessage, pluralCategories } from "../src/i18n/plural.ts";

/**
 * Every text a language shows, for the checks that read them all (glossary, typography, plurals): the
 * interface catalogs (the site's and the staff console's) and the page content translations, each with
 * the English it translates.
 */
export type TranslatedText = {
  /** 'catalog shell.nav.home' or 'content "Our Team"'. */
  readonly where: string;
  readonly english: string;
  readonly text: string;
};

export type TranslatedLanguage = Exclude<LanguageCode, "en">;

export const translatedLanguages: readonly TranslatedLanguage[] = languages
  .map((language) => language.code)
  .filter((code): code is TranslatedLanguage => code !== "en");

/** A catalog entry made only of plural forms (plural.ts). */
export function isPluralMessage(value: unknown): value is PluralMessage {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    "other" in value &&
    Object.entries(value).every(
      ([key, text]) => (pluralCategories as readonly string[]).includes(key) && typeof text === "string",
    )
  );
}

/** The site's catalog and the staff console's as one tree, as the catalog test reads them. */
export async function catalogTree(code: LanguageCode): Promise<object> {
  const [site, admin] = await Promise.all([loadCatalog(code), loadAdminCatalog(code)]);
  return { ...site, admin };
}

/** Each text of a catalog tree by its path ('badges.board.earners.one'). */
export function catalogLeaves(
  tree: unknown,
  path = "",
  into = new Map<string, string>(),
): Map<string, string> {
  if (typeof tree === "string") into.set(path, tree);
  else if (Array.isArray(tree))
    for (const [index, item] of tree.entries()) catalogLeaves(item, `${path}.${index}`, into);
  else if (tree && typeof tree === "object")
    for (const [key, item] of Object.entries(tree)) catalogLeaves(item, path ? `${path}.${key}` : key, into);
  return into;
}

/** Each plural message of a catalog tree by its path ('badges.board.earners'). */
export function pluralMessages(
  tree: unknown,
  path = "",
  into = new Map<string, PluralMessage>(),
): Map<string, PluralMessage> {
  if (isPluralMessage(tree)) into.set(path, tree);
  else if (tree && typeof tree === "object")
    for (const [key, item] of Object.entries(tree)) pluralMessages(item, path ? `${path}.${key}` : key, into);
  return into;
}

const englishLeaves = catalogLeaves(await catalogTree("en"));

/** The English of a catalog path; a plural form English lacks (Arabic's `few`) reads as English `other`. */
function englishOf(path: string): string {
  const found = englishLeaves.get(path);
  if (found !== undefined) return found;
  const parent = path.slice(0, path.lastIndexOf("."));
  return englishLeaves.get(`${parent}.other`) ?? "";
}

/** The page content translations of a language: English text → translation. */
export function contentTranslations(code: TranslatedLanguage): Readonly<Record<string, string>> {
  return JSON.parse(readFileSync(new URL(`../src/i18n/content/${code}.json`, import.meta.url), "utf8"));
}

/** Every catalog text and every content translation of a language, with its English. */
export async function translatedTexts(code: TranslatedLanguage): Promise<TranslatedText[]> {
  const texts: TranslatedText[] = [];
  for (const [path, text] of catalogLeaves(await catalogTree(code)))
    texts.push({ where: `catalog ${path}`, english: englishOf(path), text });
  for (const [english, text] of Object.entries(contentTranslations(code)))
    texts.push({
      where: `content ${JSON.stringify(english.length > 60 ? `${english.slice(0, 60)}…` : english)}`,
      english,
      text,
    });
  return texts;
}
