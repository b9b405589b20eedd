// One formatter per language, made on first use: building an Intl.NumberFormat costs far more than
// formatting with one, and tables and lists format a count per row.
const formatters = new Map<string, Intl.NumberFormat>();

/** A count in the language's digits and grouping ("100,000" in English, "100.000" in German). */
export function formatCount(language: string, count: number): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language);
    formatters.set(language, formatter);
  }
  return formatter.format(count);
}
