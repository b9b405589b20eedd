/**
 * The attributes that carry words, which the head script takes from a page's language variant. Every
 * other attribute is left as the English page has it, and the build drops them from the page-text
 * files (scripts/language-variants.ts).
 */
export const textAttributes: readonly string[] = [
  "aria-label",
  "aria-description",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "aria-busy",
  "alt",
  "title",
  "placeholder",
  "label",
  "lang",
];

/** Kept in page-text files as well: what finds content texts (`data-tx`) and React's streamed segments. */
export const structuralAttributes: readonly string[] = ["data-tx", "id", "hidden"];
