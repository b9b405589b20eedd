import { type LanguageCode, languages } from "@ember/domain";

/**
 * A prerendered page in a language other than English carries the reviewed translations of the content
 * texts it shows, as JSON in this element (entry.server.tsx writes it, entry.client.tsx reads it before
 * hydrating): React must know what the page says in its language to hydrate it as it is, and these are the
 * only translations the page needs from the repository's files (docs/translations.md).
 */
export const pageTextsElementId = "ember-page-texts";

/** The element's HTML: [english, translation] pairs, safe inside a script element. */
export function pageTextsElement(translations: ReadonlyMap<string, string>): string {
  const json = JSON.stringify([...translations]).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${pageTextsElementId}">${json}</script>`;
}

/** The page's language and its translations, read from the document (none on an English page). */
export function readPageTexts(document: Document): { language: LanguageCode; pairs: [string, string][] } {
  const code = document.documentElement.lang;
  const language = languages.find((option) => option.code === code)?.code ?? "en";
  const text = document.getElementById(pageTextsElementId)?.textContent;
  if (!text) return { language, pairs: [] };
  const parsed: unknown = JSON.parse(text);
  const pairs = Array.isArray(parsed)
    ? parsed.filter(
        (pair): pair is [string, string] =>
          Array.isArray(pair) && typeof pair[0] === "string" && typeof pair[1] === "string",
      )
    : [];
  return { language, pairs };
}
