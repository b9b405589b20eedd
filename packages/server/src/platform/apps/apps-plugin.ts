import fp from "fastify-plugin";
import type { PlatformOptions } from "../build-platform.ts";
import { dashboardRoutes } from "../dashboard/dashboard-routes.ts";
import { deployRoutes } from "../deploys/deploy-routes.ts";
import { AppsHost } from "./apps-host.ts";
import { appsRoutes } from "./apps-routes.ts";
import { connectorRoutes } from "./connector-routes.ts";
import { ejectRoutes } from "./eject-routes.ts";
import { secretsRoutes } from "./secrets-routes.ts";
import { siteRoutes } from "./site-routes.ts";

/**
 * Makes the server a host of many apps (decision 0081): the registry's routes on the server's first app,
 * and, once it is ready, every request for a hosted app handed to that app's own instance.
 */
export default fp<{ platform: PlatformOptions }>(
  async (app, options) => {
    const host = new AppsHost({
      config: app.config,
      db: app.db,
      log: app.log,
      platform: { ...options.platform, listeningServer: app.server },
    });
    app.decorate("appsHost", host);
    await appsRoutes(app, host);
    await dashboardRoutes(app, host);
    await deployRoutes(app, host);
    await secretsRoutes(app, host);
    await siteRoutes(app, host);
    await connectorRoutes(app, host);
    await ejectRoutes(app, host);
    app.addHook("onReady", async () => {
      host.routeThrough(app.server);
      host.startAll();
    });
    // After the server stops taking requests (they reach the apps through its connections), before the
    // database closes: onClose hooks run in the reverse order of registration.
    app.addHook("onClose", async () => {
      await host.close();
    });
  },
  { name: "apps-host", dependencies: ["database", "auth"] },
);
