import fp from "fastify-plugin";
import type { Database } from "./database.ts";
import { migrateHost } from "./host-migrations.ts";
import { migrate } from "./migrate.ts";
import { openDatabase } from "./open-database.ts";

export interface DatabasePluginOptions {
  /**
   * A hosted app's view of the server's database (schema-database.ts): migrated here, closed by its owner,
   * and without the host's tables. Without it the plugin opens the database the config names, as the
   * server's first app, whose database also holds the host's tables (host-migrations.ts).
   */
  readonly database?: Database;
}

/** Opens the database named by the config, applies migrations, and closes it last on shutdown. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    let db = options.database;
    if (!db) {
      const { databaseUrl, dataDir, pgliteMemory } = app.config;
      const opened = await openDatabase({ databaseUrl, dataDir, pgliteMemory });
      app.addHook("onClose", () => opened.close());
      const hostApplied = await migrateHost(opened);
      if (hostApplied.length > 0) app.log.info({ migrations: hostApplied }, "host migrations applied");
      db = opened;
    }
    const applied = await migrate(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, "migrations applied");
    app.decorate("db", db);
  },
  { name: "database" },
);
