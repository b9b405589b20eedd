import type { FastifyInstance } from "fastify";
import type { AppsHost } from "./apps-host.ts";
import { managedApp } from "./managed-app.ts";
import { tarFolder } from "./site/tar-writer.ts";

// What is not the app's source: installed packages, the CLI's link to this app (the copy gets its own),
// local environment files (which may hold secrets) and any other dotfile but the project's own folders.
const left = (relative: string): boolean => {
  const segments = relative.replace(/\/$/, "").split("/");
  if (segments.includes("node_modules")) return true;
  const last = segments.at(-1) ?? "";
  return last.startsWith(".app.json") || last.startsWith(".env") || last === ".git";
};

/**
 * `GET /api/apps/{id}/eject`: the app's project as this server holds it (`base44/` with its config,
 * entities, functions and agents), a gzip tar for `base44 eject` to unpack; never its secrets, records,
 * uploaded files, packages or site.
 */
export async function ejectRoutes(app: FastifyInstance, host: AppsHost): Promise<void> {
  app.get("/api/apps/:appId/eject", async (request, reply) => {
    const { app: target } = await managedApp(request, host);
    request.log.info({ app: target.id }, "hosted app ejected");
    return reply
      .header("content-type", "application/gzip")
      .header("content-disposition", `attachment; filename="${target.id}.tar.gz"`)
      .send(tarFolder(host.folders(target.id).project, (relative) => !left(relative)));
  });
}
