import { stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export interface AppSiteOptions {
  /** The app's built front end (`dist/` of a Vite build): index.html and its assets. */
  readonly root: string;
}

// The platform's own paths: never a page of the app, so an unknown one is the platform's 404.
const platformPaths = /^\/(api|functions|ws-user-apps|_ops|healthz|readyz)(\/|$)/;
// Vite names its bundles by content, so they may be kept for a year; everything else is revalidated.
const hashedAsset = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+$/;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * A hosted app's own site, on the platform's origin (the Base44 templates create the SDK with a
 * same-origin server URL): its files as built, and index.html for any other path that asks for a page, so
 * the app's client-side routes open directly.
 */
export default fp<AppSiteOptions>(
  async (app, options) => {
    const root = path.resolve(options.root);
    await app.register(fastifyStatic, {
      root,
      serve: false,
      index: false,
      dotfiles: "deny",
      cacheControl: false,
    });

    app.get("/*", async (request: FastifyRequest, reply: FastifyReply) => {
      const requested = `/${(request.params as { "*": string })["*"]}`;
      if (platformPaths.test(requested)) return reply.callNotFound();
      let decoded: string;
      try {
        decoded = decodeURIComponent(requested);
      } catch {
        return reply.callNotFound();
      }
      // Hidden files (.env, .git) are not the site's, and neither is anything outside its folder.
      if (decoded.includes("\0") || decoded.split("/").some((segment) => segment.startsWith("."))) {
        return reply.callNotFound();
      }
      const file = path.join(root, decoded);
      if (file.startsWith(root + path.sep) && (await isFile(file))) {
        reply.header(
          "cache-control",
          hashedAsset.test(decoded) ? "public, max-age=31536000, immutable" : "no-cache",
        );
        return reply.sendFile(path.relative(root, file));
      }
      // A path with an extension is a missing file; anything else is one of the app's own routes.
      if (path.extname(decoded) !== "" || !(await isFile(path.join(root, "index.html")))) {
        return reply.callNotFound();
      }
      reply.header("cache-control", "no-cache");
      return reply.sendFile("index.html");
    });
  },
  { name: "app-site", dependencies: ["error-handler"] },
);
