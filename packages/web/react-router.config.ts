import { pageRoutes, siteConfig } from "@ember/domain";
import type { Config } from "@react-router/dev/config";
import { variantPaths } from "./src/i18n/language-variants.ts";

/** The platform's account pages (src/routes.ts). */
const accountPaths = ["/login", "/register", "/forgot-password", "/reset-password"];

/**
 * Every canonical page path and its kebab-case alias (product.md#addresses) and the account pages,
 * prerendered to static HTML; and every page in each other language, for the build's page-text files. The
 * staff console (/admin) is client-only: the SPA fallback starts it at once.
 */
function prerenderPaths(): string[] {
  const pages = pageRoutes(siteConfig).flatMap((route) =>
    route.alias ? [route.path, route.alias] : [route.path],
  );
  return [...pages, ...accountPaths, ...variantPaths()];
}

export default {
  appDirectory: "src",
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
