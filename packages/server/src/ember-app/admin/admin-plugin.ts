import fp from "fastify-plugin";
import { countRoutes } from "./count-routes.ts";
import { exportRoutes } from "./export-routes.ts";
import { publishOutboxChanges } from "./outbox-live.ts";
import { todayRoutes } from "./today-routes.ts";
import { trendsRoutes } from "./trends-routes.ts";

/** The staff console's server side (ADR 0034): what the records API cannot answer on its own. */
export default fp(
  async (app) => {
    await app.register(exportRoutes);
    await app.register(countRoutes);
    await app.register(todayRoutes);
    await app.register(trendsRoutes);
    publishOutboxChanges(app);
  },
  { name: "admin", dependencies: ["entities", "mail", "realtime"] },
);
