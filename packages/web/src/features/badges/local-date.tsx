/**
 * A date in the visitor's own time zone and locale (SPEC 2.11). The board is fetched in the browser,
 * never prerendered, so server and browser cannot disagree about the text.
 */
export function LocalDate({ iso }: { iso: string }) {
  const date = new Date(iso);
  return <time dateTime={iso}>{date.toLocaleDateString(undefined, { dateStyle: "medium" })}</time>;
}
