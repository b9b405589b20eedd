import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";

export const EDITOR_PREVIEW_PATH = "/__editor-preview";

/**
 * A development-only host page at /__editor-preview: it frames the site, as the platform's editor does,
 * and lists every message the editor bridge sends. Served by the dev server's middleware from dev/, so it
 * is never part of a build.
 */
export function editorPreview(): Plugin {
  const page = new URL("../dev/editor-preview.html", import.meta.url);
  return {
    name: "ember:editor-preview",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const pathname = (request.url ?? "").split("?")[0];
        if (pathname !== EDITOR_PREVIEW_PATH && pathname !== `${EDITOR_PREVIEW_PATH}.html`) return next();
        response.setHeader("content-type", "text/html; charset=utf-8");
        response.setHeader("cache-control", "no-store");
        response.end(await readFile(page, "utf8"));
      });
    },
  };
}
