import { localizedPath, splitLanguagePath } from "@ember/domain";
import { type ComponentProps, forwardRef } from "react";
import { Link as RouterLink } from "react-router";
import { useLanguage } from "../i18n/language-provider.tsx";

/** Paths that have no language of their own: the staff console and the API. */
const unlocalized = /^\/(?:admin|api)(?:\/|$)/;

/** A site path in the page's language: '/Team' on a Spanish page is '/es/Team'; other targets stay. */
export function useLocalizedTo(): (to: string) => string {
  const { language } = useLanguage();
  return (to) => {
    if (!to.startsWith("/") || to.startsWith("//") || unlocalized.test(to)) return to;
    if (splitLanguagePath(to.split(/[?#]/)[0] ?? to).language !== "en") return to;
    return localizedPath(language, to);
  };
}

/**
 * React Router's Link, kept in the page's language (product.md#languages): the site's content names pages
 * by their English paths, and a Spanish page's links go to the Spanish pages.
 */
export const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterLink>>(function Link(
  { to, ...props },
  ref,
) {
  const localize = useLocalizedTo();
  return <RouterLink ref={ref} to={typeof to === "string" ? localize(to) : to} {...props} />;
});
