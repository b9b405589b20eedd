import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { needsTranslation, onDemandTextsOf, prefixedLanguages, translateLimits } from "@ember/domain";

/**
 * The built site's own on-demand texts, read from its prerendered pages: what `npm run translate:warm`
 * drafts translations of.
 */

/** The prerendered English pages under `dir`: the other languages' pages, under their codes, are translations. */
export async function pageFiles(dir: string, top = true): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && top && prefixedLanguages.includes(entry.name as never)) continue;
    if (entry.isDirectory()) found.push(...(await pageFiles(full, false)));
    else if (entry.isFile() && entry.name === "index.html") found.push(full);
  }
  return found.sort();
}

/** Every distinct on-demand text that needs translating, over every prerendered page under `webDir`. */
export async function collectSiteTexts(webDir: string): Promise<{ pages: number; texts: string[] }> {
  const files = await pageFiles(webDir);
  const texts = new Set<string>();
  for (const file of files) {
    for (const text of onDemandTextsOf(await readFile(file, "utf8"))) {
      if (needsTranslation(text) && [...text].length <= translateLimits.textChars) texts.add(text);
    }
  }
  return { pages: files.length, texts: [...texts] };
}
