import { formatLongDate, localDate } from "../../i18n/date-format.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";

/**
 * A date in the visitor's own time zone, written the way the current language writes it
 * (product.md#the-badges-page). The board is fetched in the browser, never prerendered, so server and
 * browser cannot disagree about the text.
 */
export function LocalDate({ iso }: { iso: string }) {
  const { language } = useLanguage();
  return <time dateTime={iso}>{formatLongDate(language, localDate(new Date(iso)))}</time>;
}
