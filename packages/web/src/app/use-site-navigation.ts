import { useMemo } from "react";
import { useLanguage } from "../i18n/language-provider.tsx";
import { type SiteNavigation, siteNavigation } from "./navigation.ts";

/** The header and footer links in the visitor's language. */
export function useSiteNavigation(): SiteNavigation {
  const { language, messages } = useLanguage();
  return useMemo(() => siteNavigation(messages.shell, language), [messages.shell, language]);
}
