import { readdir } from "node:fs/promises";
import path from "node:path";
import { type HtmlDocument, loadHtmlDocument } from "./html-document.ts";

export const FALLBACK_FILE = "/__spa-fallback.html";

/** What the web build contains, read once at start: every request is answered from these maps. */
export interface SiteIndex {
  /** Route path ("/", "/Foo") to its prerendered HTML file ("/index.html", "/Foo/index.html"). */
  readonly pages: ReadonlyMap<string, string>;
  /** Lower-cased route path to the canonical route path, to redirect a path typed in another case. */
  readonly pagesByLowerCase: ReadonlyMap<string, string>;
  /** Every servable file ("/assets/a-1.js"), without the .br/.gz siblings that stand in for one. */
  readonly files: ReadonlySet<string>;
  readonly html: ReadonlyMap<string, HtmlDocument>;
  readonly fallback: HtmlDocument | undefined;
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map(
      (entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
    );
}

const routeOf = (file: string): string | undefined => {
  if (file === "/index.html") return "/";
  return file.endsWith("/index.html") ? file.slice(0, -"/index.html".length) : undefined;
};

/**
 * `marker` is inserted at the top of every page's <head> (the access gate's hint, ADR 0011, and the editor
 * origins); `editorOrigins` may frame the pages (CSP frame-ancestors).
 */
export async function indexSite(
  root: string,
  marker: string | null,
  editorOrigins: readonly string[] = [],
): Promise<SiteIndex> {
  const all = await listFiles(root);
  const present = new Set(all);
  const files = new Set(
    all.filter((f) => !/\.(br|gz)$/.test(f) || !present.has(f.replace(/\.(br|gz)$/, ""))),
  );

  const html = new Map<string, HtmlDocument>();
  const pages = new Map<string, string>();
  for (const file of files) {
    if (!file.endsWith(".html")) continue;
    const siblings = new Set(
      [`${file}.br`, `${file}.gz`].filter((f) => present.has(f)).map((f) => path.join(root, f)),
    );
    html.set(file, await loadHtmlDocument(path.join(root, file), marker, editorOrigins, siblings));
    const route = routeOf(file);
    if (route) pages.set(route, file);
  }
  // A mixed-case route ("/FAQ") is the canonical spelling; an all-lower-case twin ("/faq") is an alias.
  const pagesByLowerCase = new Map<string, string>();
  for (const route of pages.keys()) {
    const key = route.toLowerCase();
    if (!pagesByLowerCase.has(key) || route !== key) pagesByLowerCase.set(key, route);
  }
  return { pages, pagesByLowerCase, files, html, fallback: html.get(FALLBACK_FILE) };
}
