/**
 * CSV for the staff console's exports (RFC 4180, CRLF line ends), safe to open in a spreadsheet: the file
 * starts with a UTF-8 byte order mark, so Excel reads non-ASCII names as UTF-8, and a text cell that a
 * spreadsheet would run as a formula (it begins with =, +, -, @, a tab or a carriage return) is prefixed
 * with an apostrophe, the OWASP advice against CSV injection. Numbers and booleans are written as they
 * are: a number is never a formula.
 */
export const BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of one value: objects and arrays as JSON, absent values empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One cell, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  const text = cellText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (values: readonly unknown[]): string => `${values.map(csvCell).join(",")}\r\n`;
