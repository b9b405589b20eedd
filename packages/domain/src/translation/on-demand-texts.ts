const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Text as React escapes it in HTML, decoded: the named entities it uses and numeric ones. */
function decodeHtmlText(html: string): string {
  return html.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi,
    (whole, hex?: string, dec?: string, name?: string) => {
      const code = hex ? Number.parseInt(hex, 16) : dec ? Number.parseInt(dec, 10) : undefined;
      if (code !== undefined) {
        return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
          ? String.fromCodePoint(code)
          : whole;
      }
      return entities[(name ?? "").toLowerCase()] ?? whole;
    },
  );
}

/**
 * The texts a prerendered page renders for translation: the web app renders each as
 * `<span data-tx="">TEXT</span>` (its `Tx` component), TEXT escaped by React with no child tags. In page
 * order, duplicates kept: `npm run translate:warm` reads them from the built pages to draft the missing
 * translations.
 */
export function onDemandTextsOf(html: string): string[] {
  return [...html.matchAll(/<span data-tx="">([^<]*)<\/span>/g)].map((match) =>
    decodeHtmlText(match[1] ?? ""),
  );
}
