import type { FastifyInstance } from "fastify";
import type { AppsHost } from "../apps/apps-host.ts";
import { appsPages } from "./apps-pages.ts";
import { notFoundPage, signedInAdmin } from "./dashboard-access.ts";
import { entitiesPages } from "./entities-pages.ts";
import { overviewPage } from "./overview-page.ts";
import { projectPages } from "./project-pages.ts";
import { settingsPages } from "./settings-pages.ts";
import { signInRoutes } from "./sign-in-routes.ts";
import { usersPages } from "./users-page.ts";

/**
 * The platform's dashboard (decision 0084): server-rendered pages under /apps on the server's own
 * address, where the CLI sends people after a deploy. In a scope of its own, so its form parser stays
 * with its routes; the first app's pages never shadow it, since these paths are more specific than a
 * site's catch-all.
 */
export async function dashboardRoutes(app: FastifyInstance, host: AppsHost): Promise<void> {
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser("application/x-www-form-urlencoded")) {
      scope.addContentTypeParser(
        "application/x-www-form-urlencoded",
        { parseAs: "string", bodyLimit: 16 * 1024 },
        (_request, body, done) => done(null, new URLSearchParams(body as string)),
      );
    }
    await signInRoutes(scope);
    await appsPages(scope, host);
    await overviewPage(scope, host);
    await entitiesPages(scope, host);
    await usersPages(scope, host);
    await projectPages(scope, host);
    await settingsPages(scope);
    // Any other dashboard address: the dashboard's own 404, not the site's.
    scope.get("/apps/*", async (request, reply) => {
      const admin = await signedInAdmin(request, reply);
      if (!admin) return reply;
      return notFoundPage(reply, admin, "There is no such page in the dashboard");
    });
  });
}
