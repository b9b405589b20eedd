import fp from "fastify-plugin";
import { migrateHost } from "./host-migrations.ts";
import { migrate } from "./migrate.ts";
import { openDatabase } from "./open-database.ts";

export interface DatabasePluginOptions {
  /**
   * Also apply the host's migrations (host-migrations.ts). True for the primary app, whose database holds
   * the host's tables; an app hosted beside it on its own schema leaves them alone.
   */
  readonly host?: boolean;
}

/** Opens the database named by the config, applies migrations, and closes it last on shutdown. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const { databaseUrl, dataDir, pgliteMemory } = app.config;
    const db = await openDatabase({ databaseUrl, dataDir, pgliteMemory });
    app.addHook("onClose", () => db.close());
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, "migrations applied");
    if (options.host ?? true) {
      const hostApplied = await migrateHost(db);
      if (hostApplied.length > 0) app.log.info({ migrations: hostApplied }, "host migrations applied");
    }
    app.decorate("db", db);
  },
  { name: "database" },
);
