import { useMemo } from "react";
import { useLanguage } from "../../../i18n/language-provider.tsx";

/** Dates and times in the console, in the staff member's language. */
export function useDateFormat(): (iso: unknown) => string {
  const { language } = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
    return (iso: unknown) => {
      const date = typeof iso === "string" ? new Date(iso) : null;
      return date && !Number.isNaN(date.getTime()) ? format.format(date) : "";
    };
  }, [language]);
}
