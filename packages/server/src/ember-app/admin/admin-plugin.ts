import fp from "fastify-plugin";
import { AdminLinks } from "./admin-links.ts";
import { backupRoutes } from "./backup-routes.ts";
import { countRoutes } from "./count-routes.ts";
import { exportRoutes } from "./export-routes.ts";
import { publishOutboxChanges } from "./outbox-live.ts";
import { todayRoutes } from "./today-routes.ts";
import { trendsRoutes } from "./trends-routes.ts";

export interface AdminPluginOptions {
  /** The clock of download links (tests move it past a link's expiry). */
  readonly now?: () => Date;
}

/** The staff console's server side (ADR 0034): what the records API cannot answer on its own. */
export default fp(
  async (app, options: AdminPluginOptions) => {
    const links = new AdminLinks(app, options.now ?? (() => new Date()));
    await app.register(exportRoutes, { links });
    await app.register(countRoutes);
    await app.register(todayRoutes);
    await app.register(backupRoutes, { links });
    await app.register(trendsRoutes);
    publishOutboxChanges(app);
  },
  { name: "admin", dependencies: ["entities", "mail", "realtime"] },
);
