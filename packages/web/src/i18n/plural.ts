import { formatMessage } from "./format-message.ts";
import { formatCount } from "./number-format.ts";

/** The plural categories of CLDR, as `Intl.PluralRules` names them. */
export const pluralCategories = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof pluralCategories)[number];

/**
 * A message whose words depend on a count: one text per plural category the language has, `other`
 * always. English has `one` and `other`; Chinese only `other`; Arabic all six (شارة واحدة، شارتان،
 * 3 شارات، 11 شارة، 100 شارة). Each text may name `{count}`, which is filled in the language's digits.
 */
export type PluralMessage = { readonly other: string } & Partial<
  Readonly<Record<Exclude<PluralCategory, "other">, string>>
>;

// One rule set per language, made on first use, as format-count.ts does for number formats.
const rules = new Map<string, Intl.PluralRules>();

function pluralRules(language: string): Intl.PluralRules {
  let found = rules.get(language);
  if (!found) {
    found = new Intl.PluralRules(language);
    rules.set(language, found);
  }
  return found;
}

/** The category `Intl.PluralRules` picks for `count` in `language` ('one' for 0 in French and Hindi). */
export function pluralCategory(language: string, count: number): PluralCategory {
  return pluralRules(language).select(count);
}

/**
 * The form of `forms` that `count` takes in `language`, with `{count}` filled in: "1 badge",
 * "3 badges"; in Arabic "شارتان" for 2 and "11 شارة" for 11. A category the message lacks falls back
 * to `other`.
 */
export function pluralMessage(language: string, forms: PluralMessage, count: number): string {
  const template = forms[pluralCategory(language, count)] ?? forms.other;
  return formatMessage(template, { count: formatCount(language, count) });
}
