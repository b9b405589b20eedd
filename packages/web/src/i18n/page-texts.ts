import { type LanguageCode, languages } from "@ember/domain";

/**
 * A prerendered page in a language other than English names, in this meta element, the file that holds the
 * reviewed translations of the content texts it shows (entry.server.tsx writes both, entry.client.tsx reads
 * them before hydrating): React must know what the page says in its language to hydrate it as it is, and
 * these are the only translations the page needs from the repository's files (docs/translations.md).
 *
 * They are a file of their own, fetched with the scripts after the first paint, rather than inside the page
 * (decision 0091): inside, the English and the translation of every text made a Spanish /Team 16 KB with
 * brotli, past the 14 KB a first round trip carries, so the paint waited one round trip more than English.
 */
export const pageTextsMetaName = "ember-page-texts";

/** The texts file beside a page's HTML: "/es/Team" → "/es/Team/page-texts.json", "/es/" → "/es/page-texts.json". */
export function pageTextsAddress(pathname: string): string {
  return `${pathname.replace(/\/+$/, "")}/page-texts.json`;
}

/** The file's JSON: [english, translation] pairs. */
export function pageTextsJson(translations: ReadonlyMap<string, string>): string {
  return JSON.stringify([...translations]);
}

/**
 * The meta element naming where the texts are. The development server renders every request and writes no
 * file, so it names the JSON itself as a data: address (a fetch reads both alike).
 */
export function pageTextsMeta(address: string): string {
  return `<meta name="${pageTextsMetaName}" content="${address.replace(/"/g, "%22")}">`;
}

export function pageTextsDataAddress(json: string): string {
  return `data:application/json;charset=utf-8,${encodeURIComponent(json)}`;
}

function pairsOf(parsed: unknown): [string, string][] {
  return Array.isArray(parsed)
    ? parsed.filter(
        (pair): pair is [string, string] =>
          Array.isArray(pair) && typeof pair[0] === "string" && typeof pair[1] === "string",
      )
    : [];
}

/** The prerendered page's language. */
export function pageLanguage(document: Document): LanguageCode {
  const code = document.documentElement.lang;
  return languages.find((option) => option.code === code)?.code ?? "en";
}

/**
 * The page's translations (none on an English page). Rejects when the file cannot be read: hydrating
 * without them would replace the page's translated texts with the English.
 */
export async function loadPageTexts(
  document: Document,
  fetchFile: typeof fetch = fetch,
): Promise<[string, string][]> {
  const address = document.querySelector<HTMLMetaElement>(`meta[name="${pageTextsMetaName}"]`)?.content;
  if (!address) return [];
  const response = await fetchFile(address);
  if (!response.ok) throw new Error(`${address} answered ${response.status}`);
  return pairsOf(await response.json());
}
