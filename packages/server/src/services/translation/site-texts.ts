import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { needsTranslation, translateLimits } from "@ember/domain";

/**
 * The built site's own on-demand texts, read from its prerendered pages: what `npm run translate:warm`
 * fills the cache with, and what visitors may have translated (known-texts.ts).
 */

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
 * The on-demand texts of one page: the web app renders each as `<span data-tx="">TEXT</span>` (i18n/tx.tsx),
 * TEXT escaped by React with no child tags. In page order, duplicates kept.
 */
function extractOnDemandTexts(html: string): string[] {
  return [...html.matchAll(/<span data-tx="">([^<]*)<\/span>/g)].map((match) =>
    decodeHtmlText(match[1] ?? ""),
  );
}

export async function pageFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await pageFiles(full)));
    else if (entry.isFile() && entry.name === "index.html") found.push(full);
  }
  return found.sort();
}

/** Every distinct on-demand text that needs translating, over every prerendered page under `webDir`. */
export async function collectSiteTexts(webDir: string): Promise<{ pages: number; texts: string[] }> {
  const files = await pageFiles(webDir);
  const texts = new Set<string>();
  for (const file of files) {
    for (const text of extractOnDemandTexts(await readFile(file, "utf8"))) {
      if (needsTranslation(text) && [...text].length <= translateLimits.textChars) texts.add(text);
    }
  }
  return { pages: files.length, texts: [...texts] };
}
