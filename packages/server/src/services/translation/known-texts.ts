import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { collectSiteTexts } from "./site-texts.ts";
import { textHash } from "./translation-service.ts";

/**
 * The hashes of the built site's own texts (docs/decisions/0054): every on-demand text of the prerendered
 * pages and every text of the page-text files the build wrote for the head script. Only these may reach
 * the model and the shared cache from a caller who is not staff, so an anonymous visitor can neither
 * spend the model budget on texts of their choosing nor plant a translation next to a real sentence.
 * Empty when the server runs without its web build.
 */
export async function loadKnownTextHashes(webDir: string | undefined): Promise<ReadonlySet<string>> {
  if (!webDir) return new Set();
  const hashes = new Set<string>();
  const { texts } = await collectSiteTexts(webDir).catch(() => ({ texts: [] as string[] }));
  for (const text of texts) hashes.add(textHash(text));
  const assets = path.join(webDir, "assets");
  const versions = await readdir(assets, { withFileTypes: true }).catch(() => []);
  for (const version of versions) {
    if (!version.isDirectory() || !version.name.startsWith("page-text-")) continue;
    const languages = await readdir(path.join(assets, version.name), { withFileTypes: true });
    for (const language of languages) {
      if (!language.isDirectory()) continue;
      const dir = path.join(assets, version.name, language.name);
      for (const file of await readdir(dir)) {
        if (!file.endsWith(".json")) continue;
        const parsed = JSON.parse(await readFile(path.join(dir, file), "utf8")) as { texts?: unknown };
        if (!Array.isArray(parsed.texts)) continue;
        for (const text of parsed.texts) if (typeof text === "string") hashes.add(textHash(text));
      }
    }
  }
  return hashes;
}
