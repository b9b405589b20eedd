import { formatNumber } from "../i18n/number-format.ts";

const figurePattern = /^(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d+))?(%|\+)?$/;

/**
 * A marketing figure as the language writes it ("97.1%" is "97,1 %" in French, "2,098+" is "2.098+" in
 * German), keeping its exact value and its precision. English, and any figure that is not a plain
 * number, percentage or "n+", is returned as written.
 */
export function localizeFigure(figure: string, language: string): string {
  const match = figurePattern.exec(figure);
  if (language === "en" || !match) return figure;
  const [, whole = "", fraction = "", suffix = ""] = match;
  const value = Number(`${whole.replaceAll(",", "")}.${fraction || "0"}`);
  const options = { fractionDigits: fraction.length };
  if (suffix === "%") return formatNumber(language, value, { ...options, percent: true });
  return `${formatNumber(language, value, options)}${suffix}`;
}
