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
 * A translated catalog has the English catalog's shape, with every text free to differ. Widening the
 * English literals keeps the compiler checking that no language misses or invents a key; a plural
 * message (plural.ts) takes the plural categories of its language instead of English's.
 */
export type MessagesLike<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly MessagesLike<Item>[]
    : IsPlural<T> extends true
      ? PluralMessage
      : { readonly [Key in keyof T]: MessagesLike<T[Key]> };
