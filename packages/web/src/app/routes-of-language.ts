import { type LanguageCode, splitLanguagePath } from "@ember/domain";

/** What this file reads of a route in React Router's manifest (`window.__reactRouterManifest.routes`). */
interface ManifestRoute {
  readonly path?: string;
}

/**
 * Leaves in React Router's route manifest only the routes a page in `language` can reach without loading
 * a new document: its own language's pages and the unprefixed routes that have no version in it (the
 * console, the 404; on an English page, all of them). The manifest lists every page in all ten languages,
 * about 320 routes, and React Router ranks and matches all of them while it hydrates, twice, in one task:
 * 100 to 140 ms of a phone's CPU (four times slower than this machine's). A page's links stay in its
 * language; another language, English included, is only ever reached through the language switcher's
 * plain links, which load that language's page with its own manifest (docs/decisions/0093).
 */
export function keepRoutesOfLanguage(routes: Record<string, ManifestRoute>, language: LanguageCode): void {
  const translated = new Set<string>();
  for (const [id, route] of Object.entries(routes)) {
    if (route.path === undefined || !route.path.startsWith("/")) continue;
    const { language: of, path } = splitLanguagePath(route.path);
    if (of !== "en" && of !== language) delete routes[id];
    else if (of !== "en") translated.add(path);
  }
  // Only an English route's path can be one of these: the others' carry their prefix.
  for (const [id, route] of Object.entries(routes))
    if (route.path && translated.has(route.path)) delete routes[id];
}

declare global {
  interface Window {
    /** React Router's route manifest, which its build writes into every page before the client entry runs. */
    __reactRouterManifest: { routes: Record<string, ManifestRoute> };
  }
}
