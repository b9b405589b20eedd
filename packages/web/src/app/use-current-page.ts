import { type PageId, pageForPath, siteConfig } from "@ember/domain";
import { useLocation } from "react-router";

/** The page the address shows (canonical path or kebab alias), or null on the 404 screen. */
export function useCurrentPage(): PageId | null {
  const { pathname } = useLocation();
  return pageForPath(pathname, siteConfig)?.id ?? null;
}
