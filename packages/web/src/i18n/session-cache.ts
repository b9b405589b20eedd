import type { LanguageCode } from "@ember/domain";

/**
 * product.md#behaviour-limits:
 * 'trans_{lang}_{first 100 characters with whitespace runs replaced by underscores}'.
 */
export function sessionCacheKey(language: LanguageCode, text: string): string {
  return `trans_${language}_${text.slice(0, 100).replace(/\s+/g, "_")}`;
}

// Two texts can share their first 100 characters; a short hash of the whole text tells them apart so
// one never shows the other's translation.
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

export function readCachedTranslation(language: LanguageCode, text: string): string | undefined {
  try {
    const stored = window.sessionStorage.getItem(sessionCacheKey(language, text));
    if (!stored) return undefined;
    const entry: unknown = JSON.parse(stored);
    if (
      typeof entry === "object" &&
      entry !== null &&
      "h" in entry &&
      "t" in entry &&
      entry.h === fingerprint(text) &&
      typeof entry.t === "string"
    )
      return entry.t;
  } catch {
    // Unreadable storage or a foreign value under our key: ask again.
  }
  return undefined;
}

export function cacheTranslation(language: LanguageCode, text: string, translation: string): void {
  try {
    window.sessionStorage.setItem(
      sessionCacheKey(language, text),
      JSON.stringify({ h: fingerprint(text), t: translation }),
    );
  } catch {
    // A full or disabled session storage only costs a repeated request on the next page.
  }
}
