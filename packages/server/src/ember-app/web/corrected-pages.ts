/** The meta element that names a prerendered page's texts file (packages/web/src/i18n/page-texts.ts). */
const pageTextsMeta = /<meta name="ember-page-texts" content="(\/[^"]+\.json)">/;

/** The address of the texts file a prerendered page names, if it names one. */
export function pageTextsAddressOf(html: string): string | undefined {
  return pageTextsMeta.exec(html)?.[1];
}

/** Text as React writes it into HTML, in text and in attribute values alike. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/**
 * A prerendered page and its texts file with staff corrections applied (product.md#languages): each
 * corrected text's reviewed translation is replaced wherever the page shows it (a content text, an attribute
 * such as an image's description, the title and the description in the head) and in the texts the page
 * hydrates with, so the browser shows the correction before and after its scripts run. `texts` is the file's
 * JSON as built ([english, translation] pairs). A page that shows no corrected text answers undefined.
 */
export function correctedPage(
  html: string,
  texts: string,
  corrections: ReadonlyMap<string, string>,
): { html: string; texts: string } | undefined {
  if (corrections.size === 0) return undefined;
  const pairs = JSON.parse(texts) as [string, string][];
  const replaced: [string, string][] = [];
  const next = pairs.map(([english, shown]): [string, string] => {
    const correction = corrections.get(english);
    if (correction === undefined || correction === shown) return [english, shown];
    replaced.push([shown, correction]);
    return [english, correction];
  });
  if (replaced.length === 0) return undefined;
  const corrected = replaced.reduce((text, [shown, correction]) => {
    const [from, to] = [escapeHtml(shown), escapeHtml(correction)];
    return text
      .replaceAll(`<span data-tx="">${from}</span>`, `<span data-tx="">${to}</span>`)
      .replaceAll(`="${from}"`, `="${to}"`)
      .replaceAll(`<title>${from} · `, `<title>${to} · `)
      .replaceAll(`="${from} · `, `="${to} · `);
  }, html);
  return { html: corrected, texts: JSON.stringify(next) };
}
