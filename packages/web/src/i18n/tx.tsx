import { useEffect, useSyncExternalStore } from "react";
import { contentTranslations as translationStore } from "./content-translations.ts";
import { useLanguage } from "./language-provider.tsx";
import { needsTranslation } from "./translation-store.ts";

/**
 * A content text in the visitor's language: the translation when known, else the original, with
 * `pending` while it is being fetched (product.md#languages).
 */
export function useTranslatedText(text: string): { text: string; pending: boolean; translated: boolean } {
  const { language } = useLanguage();
  const wanted = needsTranslation(language, text);
  const lookup = useSyncExternalStore(
    translationStore.subscribe,
    () => (wanted ? translationStore.lookup(language, text) : undefined),
    // Hydration shows what the prerendered page shows: the reviewed translation, or the original.
    () => (wanted ? translationStore.lookupSeeded(language, text) : undefined),
  );
  useEffect(() => {
    if (wanted) translationStore.request(language, text);
  }, [wanted, language, text]);
  if (!wanted) return { text, pending: false, translated: false };
  return { text: lookup ?? text, pending: lookup === undefined, translated: typeof lookup === "string" };
}

/**
 * Content text translated on demand (page copy, stories, answers, assistant replies): everything that
 * is not interface text from the catalogs. The original shows faded, with a small spinner, until its
 * translation arrives; if none can be had it stays, marked as English for screen readers (WCAG 3.1.2) and
 * as left to right, so a right-to-left page does not put its full stop at the start.
 */
export function Tx({ children }: { children: string }) {
  const { language } = useLanguage();
  const { text, pending, translated } = useTranslatedText(children);
  const showsOriginal = language !== "en" && !translated;
  return (
    <span
      data-tx=""
      aria-busy={pending || undefined}
      lang={showsOriginal ? "en" : undefined}
      dir={showsOriginal ? "ltr" : undefined}
    >
      {text}
    </span>
  );
}

/** For attributes (alt text, labels) made of content: the translation when known, else the original. */
export function useTx(text: string): string {
  return useTranslatedText(text).text;
}
