// One formatter per language, made on first use: building an Intl.NumberFormat costs far more than
// formatting with one, and tables and lists format a count per row.
const formatters = new Map<string, Intl.NumberFormat>();

// The first Intl.NumberFormat a page builds loads ICU's number data: about 100 ms on a phone's CPU, in the
// middle of hydrating the header (its trial length is a count). Below 1,000 no language of the site groups
// digits, so a count is its digits in the language's numbering system; only Bengali's are not Latin
// (format-count.test.ts compares every count below 1,000 with Intl in every language).
const zeroDigits: Readonly<Record<string, number>> = { bn: 0x09e6 };

/** A count in the language's digits and grouping ("100,000" in English, "100.000" in German). */
export function formatCount(language: string, count: number): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) {
    const zero = zeroDigits[language];
    const digits = String(count);
    return zero === undefined
      ? digits
      : digits.replace(/\d/g, (digit) => String.fromCodePoint(zero + Number(digit)));
  }
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language);
    formatters.set(language, formatter);
  }
  return formatter.format(count);
}
