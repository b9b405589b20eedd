import { formMessageOf } from "@ember/domain";
import type { Catalog } from "../i18n/catalog-shape.ts";
import { formatMessage } from "../i18n/format-message.ts";
import { formatCount } from "../i18n/number-format.ts";

/**
 * The sentence shown under a field for a schema message. The domain's messages are written to follow a
 * field name ('is required', 'must be a valid e-mail address'), which the visible label already gives,
 * so they are completed with 'This field'; other messages are shown as sentences.
 */
export function fieldErrorText(message: string): string {
  const text = message.trim();
  if (text === "") return "This field is not valid.";
  const sentence = /^(is|must)\b/.test(text) ? `This field ${text}` : text[0]?.toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * The sentence shown under a field for a message of the form schemas or the server's 422 answer, in the
 * visitor's language: the catalog's sentence for a known message (domain formMessages), with its number
 * written the language's way. A message the catalog does not know keeps its English sentence in English
 * and reads as 'This field is not valid.' in other languages.
 */
export function localFieldErrorText(
  message: string,
  validation: Catalog["forms"]["validation"],
  language: string,
): string {
  const known = formMessageOf(message);
  if (known) {
    const { max } = known.values;
    return formatMessage(validation[known.key], max === undefined ? {} : { max: formatCount(language, max) });
  }
  return language === "en" && message.trim() !== "" ? fieldErrorText(message) : validation.invalid;
}

/** The first field of `order` (the form's fields top to bottom) that has an error. */
export function firstInvalidField<Field extends string>(
  order: readonly Field[],
  hasError: (field: Field) => boolean,
): Field | undefined {
  return order.find(hasError);
}
