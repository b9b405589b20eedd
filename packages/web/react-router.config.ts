import { languages, localizedPath, pageRoutes, siteConfig } from "@ember/domain";
import type { Config } from "@react-router/dev/config";

/** The platform's account pages (src/routes.ts). */
const accountPaths = ["/login", "/register", "/forgot-password", "/reset-password"];

/**
 * Every page, canonical path and kebab-case alias (product.md#addresses), the account pages and the 404
 * screen, in every language at its own address (product.md#languages), prerendered to static HTML. The staff console
 * (/admin) is client-only: the SPA fallback starts it at once.
 */
function prerenderPaths(): string[] {
  const paths = [
    ...pageRoutes(siteConfig).flatMap((route) => (route.alias ? [route.path, route.alias] : [route.path])),
    ...accountPaths,
    // The 404 screen, which the server sends for any address that is not a page (with status 404).
    "/404",
  ];
  return languages.flatMap((language) => paths.map((path) => localizedPath(language.code, path)));
}

export default {
  appDirectory: "src",
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
