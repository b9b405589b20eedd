import type admin from "./catalogs/en/admin.json";
import type assessment from "./catalogs/en/assessment.json";
import type badges from "./catalogs/en/badges.json";
import type chat from "./catalogs/en/chat.json";
import type forms from "./catalogs/en/forms.json";
import type shell from "./catalogs/en/shell.json";
import type { PluralCategory, PluralMessage } from "./plural.ts";

/**
 * An English entry made only of plural forms (`{ one, other }`, plural.ts). A translation of it is a
 * PluralMessage: it has the forms its own language needs (Chinese only `other`, Arabic all six).
 */
type IsPlural<T> = T extends { readonly other: string }
  ? Exclude<keyof T, PluralCategory> extends never
    ? true
    : false
  : false;

/**
 * A translated catalog has the English catalog's shape, with every text free to differ; a plural
 * message (plural.ts) takes the plural categories of its language instead of English's.
 */
export type MessagesLike<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly MessagesLike<Item>[]
    : IsPlural<T> extends true
      ? PluralMessage
      : { readonly [Key in keyof T]: MessagesLike<T[Key]> };

/**
 * The areas of the site's catalog, each a file `catalogs/<language>/<area>.json` (docs/translations.md).
 * The staff console's `admin.json` is not among them: only the console loads it (load-admin-catalog.ts).
 */
export const catalogAreas = ["shell", "forms", "chat", "assessment", "badges"] as const;
export type CatalogArea = (typeof catalogAreas)[number];

/**
 * A language's interface catalog, shaped by the English files. The other languages' files are JSON
 * the compiler does not hold to this type; test/catalogs.test.ts holds them to English's shape instead.
 */
export type Catalog = MessagesLike<{
  shell: typeof shell;
  forms: typeof forms;
  chat: typeof chat;
  assessment: typeof assessment;
  badges: typeof badges;
}>;

/** The staff console's catalog, shaped by catalogs/en/admin.json. */
export type AdminCatalog = MessagesLike<typeof admin>;
