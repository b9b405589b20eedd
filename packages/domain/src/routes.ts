import { splitLanguagePath } from "./language-paths.ts";
import type { SiteConfig } from "./site-config.ts";

/** The pages of product.md#addresses, in the order it lists them. */
export type PageId =
  | "Home"
  | "Evidence"
  | "FounderStory"
  | "Chat"
  | "GetStarted"
  | "Timeline"
  | "Pricing"
  | "ShareYourFire"
  | "Badges"
  | "Resources"
  | "FAQ"
  | "Team"
  | "SafeSpace"
  | "Assessments"
  | "SuccessStories"
  | "History"
  | "Subscriptions"
  | "GreatSocialMediaLie";

export interface PageRoute {
  readonly id: PageId;
  /** The page name of product.md#addresses, e.g. 'ChatWithJordan'. */
  readonly pageName: string;
  /** The canonical path: '/{PageName}', or '/' for Home. */
  readonly path: string;
  /** The second reading of product.md#addresses: lower case, spaces as hyphens, e.g. '/chat-with-jordan'. */
  readonly alias: string | null;
}

export const pageIds: readonly PageId[] = [
  "Home",
  "Evidence",
  "FounderStory",
  "Chat",
  "GetStarted",
  "Timeline",
  "Pricing",
  "ShareYourFire",
  "Badges",
  "Resources",
  "FAQ",
  "Team",
  "SafeSpace",
  "Assessments",
  "SuccessStories",
  "History",
  "Subscriptions",
  "GreatSocialMediaLie",
];

/** 'ChatWithJordan' -> 'chat-with-jordan'; 'FAQ' -> 'faq'; 'GreatSocialMediaLie' -> 'great-social-media-lie'. */
export function toKebabCase(pageName: string): string {
  return pageName
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2")
    .replace(/\s+/g, "-")
    .toLowerCase();
}

export function pageNameOf(id: PageId, config: SiteConfig): string {
  switch (id) {
    case "FounderStory":
      return `${config.founderName}Story`;
    case "Chat":
      return `ChatWith${config.founderName}`;
    case "History":
      return `${config.productName}History`;
    default:
      return id;
  }
}

export function pageRoutes(config: SiteConfig): PageRoute[] {
  return pageIds.map((id) => {
    const pageName = pageNameOf(id, config);
    if (id === "Home") return { id, pageName, path: "/", alias: null };
    const path = `/${pageName}`;
    const kebab = `/${toKebabCase(pageName)}`;
    return { id, pageName, path, alias: kebab === path ? null : kebab };
  });
}

export function pathOf(id: PageId, config: SiteConfig): string {
  return id === "Home" ? "/" : `/${pageNameOf(id, config)}`;
}

/**
 * The page a path shows, in any language ('/es/Team' is Team), matching the page name case-insensitively
 * (product.md#addresses says so for visit logging; the kebab alias is its second reading of the path rule).
 * Null for unknown paths.
 */
export function pageForPath(path: string, config: SiteConfig): PageRoute | null {
  const clean = (path.split(/[?#]/)[0] ?? "/").replace(/\/+$/, "") || "/";
  const lower = splitLanguagePath(clean).path.toLowerCase();
  for (const route of pageRoutes(config)) {
    if (route.path.toLowerCase() === lower || route.alias === lower) return route;
  }
  if (lower === "/home") return pageRoutes(config)[0] ?? null;
  return null;
}
