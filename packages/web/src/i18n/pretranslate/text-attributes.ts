/**
 * The attributes that carry words, which the head script takes from a page's language variant. Every
 * other attribute is left as the English page has it: the build compares only these
 * (scripts/language-variants.ts).
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
