import { type PageId, pathOf, siteConfig } from "@ember/domain";
import type { PageMetaCopy } from "../content/types.ts";

/**
 * The meta descriptors a page exports: title, description, canonical link and Open Graph tags. The
 * canonical path is the page's '/{PageName}' spelling, so the kebab alias points search engines at it.
 * The prerender does not know the public origin (the server does), so the links are root-relative;
 * see docs/decisions/0012-relative-canonical-links.md.
 */
export function metaOf(meta: PageMetaCopy, page?: PageId) {
  const descriptors = [
    { title: meta.title },
    { name: "description", content: meta.description },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.productName },
  ];
  if (!page) return descriptors;
  const path = pathOf(page, siteConfig);
  return [
    ...descriptors,
    { property: "og:url", content: path },
    { tagName: "link", rel: "canonical", href: path },
  ];
}
