import { inDigitsOf } from "./number-format.ts";

/**
 * Dates as each language of the site writes them ("March 2020", "1 de marzo de 2020"), without an
 * `Intl.DateTimeFormat` in the browser: the first one a page builds loads ICU's calendar data, 100 to 240 ms
 * of a phone's CPU (four times slower than this machine's) in one task, where the page's other work takes a
 * few milliseconds. date-format.test.ts compares every month of every language with Intl's long month and
 * long date styles.
 */

/** The months as each language writes them in a date ("1 mars", "marzo de 2020"); Chinese numbers them. */
const months: Readonly<Record<string, readonly string[]>> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  pt: [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ],
  it: [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
  ],
  zh: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"],
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
  bn: [
    "জানুয়ারি",
    "ফেব্রুয়ারি",
    "মার্চ",
    "এপ্রিল",
    "মে",
    "জুন",
    "জুলাই",
    "আগস্ট",
    "সেপ্টেম্বর",
    "অক্টোবর",
    "নভেম্বর",
    "ডিসেম্বর",
  ],
  ar: [
    "يناير",
    "فبراير",
    "مارس",
    "أبريل",
    "مايو",
    "يونيو",
    "يوليو",
    "أغسطس",
    "سبتمبر",
    "أكتوبر",
    "نوفمبر",
    "ديسمبر",
  ],
};

type Parts = { readonly year: string; readonly month: string; readonly day: string };

/** How each language orders a month and its year, and a whole date (Intl's `month: "long"` and `dateStyle: "long"`). */
const patterns: Readonly<Record<string, { monthYear: (p: Parts) => string; long: (p: Parts) => string }>> = {
  en: { monthYear: (p) => `${p.month} ${p.year}`, long: (p) => `${p.month} ${p.day}, ${p.year}` },
  es: { monthYear: (p) => `${p.month} de ${p.year}`, long: (p) => `${p.day} de ${p.month} de ${p.year}` },
  fr: { monthYear: (p) => `${p.month} ${p.year}`, long: (p) => `${p.day} ${p.month} ${p.year}` },
  de: { monthYear: (p) => `${p.month} ${p.year}`, long: (p) => `${p.day}. ${p.month} ${p.year}` },
  pt: { monthYear: (p) => `${p.month} de ${p.year}`, long: (p) => `${p.day} de ${p.month} de ${p.year}` },
  it: { monthYear: (p) => `${p.month} ${p.year}`, long: (p) => `${p.day} ${p.month} ${p.year}` },
  zh: { monthYear: (p) => `${p.year}年${p.month}月`, long: (p) => `${p.year}年${p.month}月${p.day}日` },
  hi: { monthYear: (p) => `${p.month} ${p.year}`, long: (p) => `${p.day} ${p.month} ${p.year}` },
  bn: { monthYear: (p) => `${p.month} ${p.year}`, long: (p) => `${p.day} ${p.month}, ${p.year}` },
  ar: { monthYear: (p) => `${p.month} ${p.year}`, long: (p) => `${p.day} ${p.month} ${p.year}` },
};

/** A calendar date: its year, its month from 0 (January) to 11, and its day of the month. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function parts(language: string, date: CalendarDate): Parts | undefined {
  const month = (months[language] ?? months.en)?.[date.month];
  if (month === undefined) return undefined;
  return {
    year: inDigitsOf(language, String(date.year)),
    month,
    day: inDigitsOf(language, String(date.day)),
  };
}

/** The English month names, January first: how the site's content writes a date it has. */
export const englishMonths: readonly string[] = months.en ?? [];

const known = (language: string) => (Object.hasOwn(patterns, language) ? language : "en");

/** "March 2020" as the language writes it. */
export function formatMonthYear(language: string, date: Omit<CalendarDate, "day">): string {
  const code = known(language);
  const found = parts(code, { ...date, day: 1 });
  return found ? (patterns[code]?.monthYear(found) ?? "") : String(date.year);
}

/** "March 1, 2020" as the language writes it. */
export function formatLongDate(language: string, date: CalendarDate): string {
  const code = known(language);
  const found = parts(code, date);
  return found ? (patterns[code]?.long(found) ?? "") : String(date.year);
}

/** A moment's calendar date in the browser's own time zone (where it is rendered). */
export const localDate = (moment: Date): CalendarDate => ({
  year: moment.getFullYear(),
  month: moment.getMonth(),
  day: moment.getDate(),
});
