import { pageForPath, siteConfig } from "@ember/domain";

/**
 * The page name a visit is logged under (product.md#navigation): the site's page whose path matches
 * case-insensitively (or its kebab alias), as the platform's navigation tracker matches its pages; null for
 * other paths.
 */
export function visitedPageName(pathname: string): string | null {
  return pageForPath(pathname, siteConfig)?.pageName ?? null;
}
