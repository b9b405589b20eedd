import fp from "fastify-plugin";
import { anonymousWriteLimit } from "./anonymous-writes.ts";
import { entityBulkRoutes } from "./entities-bulk-routes.ts";
import { entityRoutes } from "./entities-routes.ts";
import { type EntityRegistry, loadEntities } from "./entity-schemas.ts";
import { ensureEntityTables } from "./entity-tables.ts";
import { RecordChanges } from "./record-changes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Every entity of entities/*.json, compiled; the records store takes these definitions. */
    entities: EntityRegistry;
    /** Committed writes of the records API; product code that writes records itself notifies too. */
    recordChanges: RecordChanges;
  }
}

/**
 * The entities (records) API: loads and checks entities/*.json, creates their tables and indexes, and
 * serves `/api/apps/:appId/entities/...`. A bad schema stops the start with every problem listed.
 */
export default fp(
  async (app, options: { entities?: EntityRegistry }) => {
    const entities = options.entities ?? (await loadEntities());
    // Once, at start: what each schema declared that is accepted but not enforced (schema-leniency.ts).
    for (const entity of entities.values()) {
      for (const warning of entity.warnings)
        app.log.warn({ entity: entity.name }, `${entity.name}: ${warning}`);
    }
    await ensureEntityTables(app.db, entities.values());
    app.decorate("entities", entities);
    app.decorate("recordChanges", new RecordChanges());
    await app.register(async (scope) => {
      // One count for every route of the records API, so bulk, import and upsert share create's allowance.
      scope.addHook("preParsing", await anonymousWriteLimit(scope));
      await scope.register(entityRoutes, { entities });
      await scope.register(entityBulkRoutes, { entities });
    });
  },
  { name: "entities", dependencies: ["database", "auth"] },
);
