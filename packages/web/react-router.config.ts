import { pageRoutes, siteConfig } from "@ember/domain";
import type { Config } from "@react-router/dev/config";

/** Every canonical page path and its kebab-case alias (SPEC 2.1), and /login, prerendered to static HTML. */
function prerenderPaths(): string[] {
  const pages = pageRoutes(siteConfig).flatMap((route) =>
    route.alias ? [route.path, route.alias] : [route.path],
  );
  return [...pages, "/login"];
}

export default {
  appDirectory: "src",
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
