import fp from "fastify-plugin";
import { migrate } from "./migrate.ts";
import { openDatabase } from "./open-database.ts";

/** Opens the database named by the config, applies migrations, and closes it last on shutdown. */
export default fp(
  async (app) => {
    const { databaseUrl, dataDir, pgliteMemory } = app.config;
    const db = await openDatabase({ databaseUrl, dataDir, pgliteMemory });
    app.addHook("onClose", () => db.close());
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, "migrations applied");
    app.decorate("db", db);
  },
  { name: "database" },
);
