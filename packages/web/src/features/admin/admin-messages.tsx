import type { LanguageCode } from "@ember/domain";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { type AdminCatalog, loadAdminCatalog } from "../../i18n/load-admin-catalog.ts";

const AdminMessagesContext = createContext<AdminCatalog | null>(null);

/**
 * Loads the console's catalog in the visitor's language (and again when they switch); shows `fallback`
 * until the first one has arrived, then keeps the previous language on screen while the next loads.
 */
export function AdminMessagesProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { language } = useLanguage();
  const [loaded, setLoaded] = useState<{ language: LanguageCode; messages: AdminCatalog } | null>(null);

  useEffect(() => {
    let current = true;
    loadAdminCatalog(language).then(
      (messages) => current && setLoaded({ language, messages }),
      async (error: unknown) => {
        console.error(`The ${language} console catalog did not load; showing English`, error);
        const messages = await loadAdminCatalog("en");
        if (current) setLoaded({ language, messages });
      },
    );
    return () => {
      current = false;
    };
  }, [language]);

  if (!loaded) return fallback;
  return <AdminMessagesContext.Provider value={loaded.messages}>{children}</AdminMessagesContext.Provider>;
}

/** The console's text: `const m = useAdminMessages(); m.nav.today`. */
export function useAdminMessages(): AdminCatalog {
  const value = useContext(AdminMessagesContext);
  if (!value) throw new Error("useAdminMessages must be used inside <AdminMessagesProvider>");
  return value;
}
