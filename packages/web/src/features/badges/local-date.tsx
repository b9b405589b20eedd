import { useLanguage } from "../../i18n/language-provider.tsx";

/**
 * A date in the visitor's own time zone, written the way the current language writes it
 * (product.md#the-badges-page). The board is fetched in the browser, never prerendered, so server and
 * browser cannot disagree about the text.
 */
export function LocalDate({ iso }: { iso: string }) {
  const { language } = useLanguage();
  const date = new Date(iso);
  return (
    <time dateTime={iso}>{new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(date)}</time>
  );
}
