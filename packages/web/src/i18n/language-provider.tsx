import { defaultLanguage, type LanguageCode, languages } from "@ember/domain";
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { storedLanguage, storeLanguage } from "./language-storage.ts";
import { type Catalog, englishCatalog, loadCatalog, loadedCatalog } from "./load-catalog.ts";
import { pageTranslations } from "./page-translations.ts";
import { prepareTranslation } from "./translate-remote.ts";

/** The inline script of root.tsx hides a page that will show in a stored language until it does. */
function reveal(): void {
  delete document.documentElement.dataset.translating;
}

interface LanguageContextValue {
  readonly language: LanguageCode;
  readonly messages: Catalog;
  readonly dir: "ltr" | "rtl";
  /**
   * Loads the language's catalog, shows it, stores the choice and tells the window (product.md#languages).
   */
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
 * The visitor's language. Pages are prerendered in English and hydrate in English, then a stored choice
 * is applied before the page is revealed (the inline script in root.tsx keeps it hidden meanwhile). Two
 * renders start in another language instead (`initialLanguage`): a page the head script has already
 * translated (i18n/pretranslate), which must hydrate as it now reads, and a build-only language variant.
 */
export function LanguageProvider({
  children,
  initialLanguage = defaultLanguage,
}: {
  children: ReactNode;
  initialLanguage?: LanguageCode;
}) {
  // The first render's language holds for the page's life; later choices go through `show`.
  const [startLanguage] = useState(initialLanguage);
  // A variant being prerendered waits here for its catalog; in the browser it has loaded before hydration.
  const startMessages = loadedCatalog(startLanguage) ?? use(loadCatalog(startLanguage));
  const [state, setState] = useState<{ language: LanguageCode; messages: Catalog }>({
    language: startLanguage,
    messages: startMessages,
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
    if (language === startLanguage) {
      announce(language, false);
      return;
    }
    show(language).then(
      () => announce(language, false),
      (error: unknown) => {
        console.error(`The ${language} catalog did not load; showing English`, error);
        reveal();
      },
    );
  }, [show, startLanguage]);

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
