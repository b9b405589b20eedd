import { defaultLanguage, type LanguageCode, languages } from "@ember/domain";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { storedLanguage, storeLanguage } from "./language-storage.ts";
import { pageTranslations } from "./page-translations.ts";
import { prepareTranslation } from "./translate-remote.ts";

/** The inline script of root.tsx hides a page that will show in a stored language until it does. */
function reveal(): void {
  delete document.documentElement.dataset.translating;
}

import { type Catalog, englishCatalog, loadCatalog } from "./load-catalog.ts";

interface LanguageContextValue {
  readonly language: LanguageCode;
  readonly messages: Catalog;
  readonly dir: "ltr" | "rtl";
  /** Loads the language's catalog, shows it, stores the choice and tells the window (SPEC 4.6). */
  readonly chooseLanguage: (language: LanguageCode) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue>({
  language: defaultLanguage,
  messages: englishCatalog,
  dir: "ltr",
  chooseLanguage: async () => {},
});

function optionOf(language: LanguageCode) {
  const option = languages.find((l) => l.code === language);
  if (!option) throw new Error(`Unknown language ${language}`);
  return option;
}

function announce(language: LanguageCode, withName: boolean): void {
  const detail = withName ? { language, languageName: optionOf(language).name } : { language };
  window.dispatchEvent(new CustomEvent("languageChange", { detail }));
}

/**
 * The visitor's language. Pages are prerendered in English, so the first render is English everywhere
 * (hydration matches the HTML); a stored choice is applied right after, before the page is revealed
 * (the inline script in root.tsx keeps it hidden meanwhile).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ language: LanguageCode; messages: Catalog }>({
    language: defaultLanguage,
    messages: englishCatalog,
  });

  const show = useCallback(async (language: LanguageCode) => {
    const messages = await loadCatalog(language);
    setState({ language, messages });
  }, []);

  useEffect(() => {
    const language = storedLanguage();
    if (language === defaultLanguage) {
      reveal();
      return;
    }
    prepareTranslation();
    show(language).then(
      () => announce(language, false),
      (error: unknown) => {
        console.error(`The ${language} catalog did not load; showing English`, error);
        reveal();
      },
    );
  }, [show]);

  const { language } = state;
  const dir = optionOf(language).dir;
  useEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = dir;
    if (language === defaultLanguage) delete root.dataset.language;
    else root.dataset.language = language;
    // Children's effects ran first, so this commit's content texts are already asked for: reveal the
    // page once they have arrived (or failed), translated at its first visible paint.
    if (language !== defaultLanguage) void pageTranslations.whenIdle().then(reveal);
  }, [language, dir]);

  const chooseLanguage = useCallback(
    async (next: LanguageCode) => {
      await show(next);
      storeLanguage(next);
      announce(next, next !== defaultLanguage);
    },
    [show],
  );

  const value = useMemo(
    () => ({ language, messages: state.messages, dir, chooseLanguage }),
    [language, state.messages, dir, chooseLanguage],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}

/** The interface text of the visitor's language: `const m = useMessages(); m.chat.send`. */
export function useMessages(): Catalog {
  return useContext(LanguageContext).messages;
}
