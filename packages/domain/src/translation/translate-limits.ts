/*
 * Kept apart from the zod schema: the browser imports these on every page and must not pull zod in.
 */

/** Bounds of one `translate` call; the browser splits a page's texts to stay within them. */
export const translateLimits = {
  /** Texts in one call. */
  texts: 200,
  /** Characters (code points) of one text. */
  textChars: 5000,
  /** Characters (code points) of all the texts of one call together. */
  totalChars: 100_000,
  /** Shorter texts are not translated (product.md#translation-and-badge-search-rules, #behaviour-limits). */
  minChars: 3,
} as const;

export const codePoints = (text: string): number => [...text].length;

/**
 * Whether a text goes to the translator at all: at least 3 characters once trimmed
 * (product.md#translation-and-badge-search-rules) and at least one letter. Others ('OK', '988', '—',
 * '2,098+') read the same in every language and come back as written.
 */
export const needsTranslation = (text: string): boolean =>
  codePoints(text.trim()) >= translateLimits.minChars && /\p{L}/u.test(text);
