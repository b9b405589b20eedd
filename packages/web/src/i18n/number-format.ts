/**
 * Numbers as each language of the site writes them, without building an `Intl.NumberFormat` in the
 * browser: the first one a page builds loads ICU's number data, about 100 ms of a phone's CPU (four times
 * slower than this machine's) in one task while the page hydrates, whatever the language. The site's
 * numbers are counts, the footer's figures and a few percentages; number-format.test.ts compares every
 * style below with Intl, in every language, over whole numbers to ten million and their tenths.
 */

interface NumberStyle {
  readonly decimal: string;
  readonly group: string;
  /** Spanish and Italian leave four-digit numbers ungrouped ("2098"), then group ("12.098"). */
  readonly minimumGrouping: 1 | 2;
  /** Hindi and Bengali group by hundreds after the first thousand ("12,34,567"). */
  readonly indian: boolean;
  /** The code point of the language's zero where its digits are not Latin (Bengali). */
  readonly zero?: number;
  /** How a percentage is written around its number. */
  readonly percent: (number: string) => string;
}

const nbsp = "\u00a0";
const narrowNbsp = "\u202f";
const lrm = "\u200e";
const suffix = (text: string) => (number: string) => `${number}${text}`;

const styles: Readonly<Record<string, NumberStyle>> = {
  en: { decimal: ".", group: ",", minimumGrouping: 1, indian: false, percent: suffix("%") },
  es: { decimal: ",", group: ".", minimumGrouping: 2, indian: false, percent: suffix(`${nbsp}%`) },
  fr: { decimal: ",", group: narrowNbsp, minimumGrouping: 1, indian: false, percent: suffix(`${nbsp}%`) },
  de: { decimal: ",", group: ".", minimumGrouping: 1, indian: false, percent: suffix(`${nbsp}%`) },
  pt: { decimal: ",", group: ".", minimumGrouping: 1, indian: false, percent: suffix("%") },
  it: { decimal: ",", group: ".", minimumGrouping: 2, indian: false, percent: suffix("%") },
  zh: { decimal: ".", group: ",", minimumGrouping: 1, indian: false, percent: suffix("%") },
  hi: { decimal: ".", group: ",", minimumGrouping: 1, indian: true, percent: suffix("%") },
  bn: { decimal: ".", group: ",", minimumGrouping: 1, indian: true, zero: 0x09e6, percent: suffix("%") },
  // The marks keep the sign beside its number inside right-to-left text.
  ar: { decimal: ".", group: ",", minimumGrouping: 1, indian: false, percent: suffix(`${lrm}%${lrm}`) },
};

function grouped(whole: string, style: NumberStyle): string {
  if (whole.length < 4 || (style.minimumGrouping === 2 && whole.length < 5)) return whole;
  const last = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const size = style.indian ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return [...groups, last].join(style.group);
}

export interface NumberOptions {
  /**
   * Exactly this many digits after the decimal sign. By default none for a whole number, and up to three
   * for a fraction, as Intl writes it.
   */
  readonly fractionDigits?: number;
  /** The number is a percentage: 97.1 is written "97.1%" in English, "97,1 %" in French. */
  readonly percent?: boolean;
}

const fallbacks = new Map<string, Intl.NumberFormat>();

// Intl, built once per kind: for a language outside the table, a number the site never shows (negative),
// or a fraction with no number of digits asked for (Intl's default keeps up to three).
function intlFormat(language: string, value: number, fractionDigits: number | undefined, percent: boolean) {
  const key = `${language} ${fractionDigits} ${percent}`;
  let format = fallbacks.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      ...(fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
      ...(percent ? { style: "percent" } : {}),
    });
    fallbacks.set(key, format);
  }
  return format.format(percent ? value / 100 : value);
}

/** A number in the language's digits, grouping and decimal sign. */
export function formatNumber(language: string, value: number, options: NumberOptions = {}): string {
  const { fractionDigits, percent = false } = options;
  const style = styles[language];
  if (
    !style ||
    !(value >= 0) ||
    !Number.isFinite(value) ||
    (fractionDigits === undefined && !Number.isInteger(value))
  )
    return intlFormat(language, value, fractionDigits, percent);
  const [whole = "", fraction] = value.toFixed(fractionDigits ?? 0).split(".");
  const number =
    fraction === undefined ? grouped(whole, style) : `${grouped(whole, style)}${style.decimal}${fraction}`;
  const digits = inDigitsOf(language, number);
  return percent ? style.percent(digits) : digits;
}

/** Latin digits written in the language's own (Bengali's); other languages write them as they are. */
export function inDigitsOf(language: string, text: string): string {
  const zero = styles[language]?.zero;
  return zero === undefined ? text : text.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));
}

/** A count in the language's digits and grouping ("100,000" in English, "100.000" in German). */
export function formatCount(language: string, count: number): string {
  return formatNumber(language, count);
}
