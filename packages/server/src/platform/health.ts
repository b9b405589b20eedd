import fp from "fastify-plugin";
import { isMigrated } from "../db/migrate.ts";

/**
 * Liveness says only that the process answers; readiness that it can serve: the database answers and every
 * migration is applied. A load balancer stops routing to an instance whose database went away.
 */
export default fp(
  async (app) => {
    app.get("/healthz", async () => ({ status: "ok" }));
    app.get("/readyz", async (_request, reply) => {
      const ready = (await app.db.ping()) && (await isMigrated(app.db));
      return reply.code(ready ? 200 : 503).send({ status: ready ? "ok" : "unavailable" });
    });
  },
  { name: "health", dependencies: ["database"] },
);
