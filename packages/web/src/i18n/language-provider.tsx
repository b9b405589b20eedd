import { type LanguageCode, languageOfPath, languages } from "@ember/domain";
import { Direction } from "radix-ui";
import {
  createContext,
  type ReactNode,
  use,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from "react";
import { useLocation } from "react-router";
import { storedLanguage, subscribeToStoredLanguage } from "./language-storage.ts";
import { type Catalog, englishCatalog, loadCatalog, loadedCatalog } from "./load-catalog.ts";

interface LanguageContextValue {
  readonly language: LanguageCode;
  readonly messages: Catalog;
  readonly dir: "ltr" | "rtl";
}

const LanguageContext = createContext<LanguageContextValue>({
  language: "en",
  messages: englishCatalog,
  dir: "ltr",
});

/** The staff console, rendered in the browser only (never prerendered). */
export const isConsolePath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

function directionOf(language: LanguageCode): "ltr" | "rtl" {
  return languages.find((option) => option.code === language)?.dir ?? "ltr";
}

/**
 * The page's language is its address's (product.md#languages): '/es/Team' is Spanish, '/Team' English.
 * Each language's pages are prerendered in it, and the browser has its catalog before hydrating
 * (entry.client.tsx); a link to another language's page loads that page. The staff console (/admin) has
 * no language addresses: it follows the stored choice, and changes with it.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const inConsole = isConsolePath(pathname);
  // Read only in the console: elsewhere a stored choice differing from the prerender's "en" would make
  // React render the whole page a second time, at once, right after hydrating it.
  const stored = useSyncExternalStore(
    subscribeToStoredLanguage,
    () => (inConsole ? storedLanguage() : "en"),
    () => "en" as const,
  );
  const language = inConsole ? stored : languageOfPath(pathname);
  // Prerendering waits here for the catalog; in the browser it has loaded before hydration.
  const messages = loadedCatalog(language) ?? use(loadCatalog(language));
  const dir = directionOf(language);

  // The document's own attributes come with the page (root.tsx); a navigation inside the app keeps them
  // true if it ever crosses languages.
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = dir;
  }, [language, dir]);

  const value = useMemo(() => ({ language, messages, dir }), [language, messages, dir]);
  // Radix's menus, tabs and accordions write their own `dir` (left to right unless told): tell them the
  // page's, so an Arabic page's navigation, tabs and accordions run and move by arrow key right to left.
  return (
    <LanguageContext.Provider value={value}>
      <Direction.Provider dir={dir}>{children}</Direction.Provider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}

/** The interface text of the page's language: `const m = useMessages(); m.chat.send`. */
export function useMessages(): Catalog {
  return useContext(LanguageContext).messages;
}
