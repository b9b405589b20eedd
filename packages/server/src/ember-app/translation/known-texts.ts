import { collectSiteTexts } from "./site-texts.ts";
import { textHash } from "./text-hash.ts";

/**
 * The hashes of the built site's own texts (docs/decisions/0054): every on-demand text of the prerendered
 * English pages. Only these may reach the model and the shared cache from a caller who is not staff, so an
 * anonymous visitor can neither spend the model budget on texts of their choosing nor plant a translation
 * next to a real sentence. Empty when the server runs without its web build.
 */
export async function loadKnownTextHashes(webDir: string | undefined): Promise<ReadonlySet<string>> {
  if (!webDir) return new Set();
  const { texts } = await collectSiteTexts(webDir).catch(() => ({ texts: [] as string[] }));
  return new Set(texts.map(textHash));
}
