/** The element in which a prerendered page carries its translations (packages/web/src/i18n/page-texts.ts). */
const pageTexts = /<script type="application\/json" id="ember-page-texts">([^<]*)<\/script>/;

/** Text as React writes it into HTML, in text and in attribute values alike. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/**
 * A prerendered page with staff corrections applied (product.md#languages): each corrected text's reviewed
 * translation is replaced wherever the page shows it (a content text, an attribute such as an image's
 * description, the title and the description in the head) and in the translations the page carries for
 * hydration, so the browser shows the correction before and after its scripts run. A page that shows no
 * corrected text comes back unchanged (the same string).
 */
export function correctedPage(html: string, corrections: ReadonlyMap<string, string>): string {
  const carried = pageTexts.exec(html);
  if (!carried || corrections.size === 0) return html;
  const pairs = JSON.parse(carried[1] ?? "[]") as [string, string][];
  const replaced: [string, string][] = [];
  const next = pairs.map(([english, shown]): [string, string] => {
    const correction = corrections.get(english);
    if (correction === undefined || correction === shown) return [english, shown];
    replaced.push([shown, correction]);
    return [english, correction];
  });
  if (replaced.length === 0) return html;
  const correct = (part: string) =>
    replaced.reduce((text, [shown, correction]) => {
      const [from, to] = [escapeHtml(shown), escapeHtml(correction)];
      return text
        .replaceAll(`<span data-tx="">${from}</span>`, `<span data-tx="">${to}</span>`)
        .replaceAll(`="${from}"`, `="${to}"`)
        .replaceAll(`<title>${from} · `, `<title>${to} · `)
        .replaceAll(`="${from} · `, `="${to} · `);
    }, part);
  const json = JSON.stringify(next).replace(/</g, "\\u003c");
  const element = `<script type="application/json" id="ember-page-texts">${json}</script>`;
  return (
    correct(html.slice(0, carried.index)) + element + correct(html.slice(carried.index + carried[0].length))
  );
}
