/**
 * How the build (scripts/language-variants.ts, on parse5's tree) and the head script (on the live page)
 * both number a page's nodes: the body's elements and text nodes in document order, without the ones
 * that hold no words of the page. A page-text file's patches name nodes by that number, so the two sides
 * must agree exactly; the head script also checks each patch's English words and the count.
 */

/** Elements whose content is not text of the page. */
const skippedTags = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "LINK", "META"]);

/**
 * React's streamed segments (`<div hidden id="S:0">`) hold only scripts and templates here, and React's
 * own inline script moves them into place at a moment of its choosing: either way they hold no text.
 */
export function isSkippedElement(tagName: string, id: string | null, hidden: boolean): boolean {
  return skippedTags.has(tagName.toUpperCase()) || (hidden && id !== null && /^S:\d+$/.test(id));
}

/**
 * FNV-1a over the UTF-16 code units of the given words (each followed by a separator; a missing
 * attribute counts as its own mark). Each patch of a page-text file carries it for the English words it
 * replaces. Not a defence against anyone: it tells a page that was changed on its way (a proxy, an
 * extension) from the one the file was made for.
 */
export function checksumOf(values: Iterable<string | null>): number {
  let hash = 0x811c9dc5;
  const add = (code: number) => {
    hash = Math.imul(hash ^ code, 0x01000193);
  };
  for (const value of values) {
    if (value === null) add(1);
    else for (let i = 0; i < value.length; i++) add(value.charCodeAt(i));
    add(0);
  }
  return hash >>> 0;
}
