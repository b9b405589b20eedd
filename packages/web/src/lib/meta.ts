import type { PageMetaCopy } from "../content/types.ts";

/** The meta descriptors a page exports: its title and description. */
export function metaOf(meta: PageMetaCopy) {
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
  ];
}
