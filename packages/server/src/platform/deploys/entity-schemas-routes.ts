import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { validationError } from "../../errors.ts";
import { loadAppProject } from "../app-project/load-app-project.ts";
import type { AppsHost } from "../apps/apps-host.ts";
import { managedApp } from "../apps/managed-app.ts";
import { defineEntities, type EntityDefinition, EntitySchemaError } from "../entities/entity-schemas.ts";
import { isPlainObject } from "../entities/query-operators.ts";
import { parseInput } from "../validate.ts";
import { applyEntityTables, listSetAside } from "./entity-push.ts";
import { jsonText, kebabName, replaceFolder } from "./project-writes.ts";

// A few hundred entities with long descriptions; well past what the CLI sends for any real app.
const PUSH_BODY_LIMIT = 5 * 1024 * 1024;
const MAX_ENTITIES = 500;

const pushBody = z.object({
  entityNameToSchema: z
    .record(z.string().max(100), z.record(z.string(), z.unknown()))
    .refine((schemas) => Object.keys(schemas).length <= MAX_ENTITIES, `at most ${MAX_ENTITIES} entities`),
});

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    isPlainObject(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** The pushed schemas, each compiled as the project loader compiles it, or a 422 naming every problem. */
function compilePushed(given: Record<string, Record<string, unknown>>) {
  const problems: { field: string; message: string }[] = [];
  const schemas = new Map<string, Record<string, unknown>>();
  for (const [name, schema] of Object.entries(given)) {
    if (schema.name !== undefined && schema.name !== name) {
      problems.push({ field: name, message: `the schema is named ${String(schema.name)}` });
    }
    schemas.set(name, { ...schema, name });
  }
  const user = schemas.get("User");
  const entities = [...schemas.entries()].filter(([name]) => name !== "User");
  let compiled: EntityDefinition[] = [];
  try {
    compiled = [...defineEntities(entities.map(([name, raw]) => ({ raw, source: name }))).values()];
  } catch (error) {
    if (!(error instanceof EntitySchemaError)) throw error;
    for (const problem of error.problems) {
      const at = problem.indexOf(": ");
      problems.push({ field: problem.slice(0, at), message: problem.slice(at + 2) });
    }
  }
  if (problems.length > 0) throw validationError(problems);
  return { schemas, compiled, user };
}

/**
 * `base44 entities push`: `PUT {app}/entity-schemas` replaces the app's entity schemas with the pushed set
 * and makes its tables follow (entity-push.ts) in one transaction; the project's `base44/entities` folder is
 * replaced by rename, and the app's instance is rebuilt from it. `GET {app}/entity-schemas/removed` lists
 * the tables set aside by earlier pushes.
 */
export async function entitySchemasRoutes(app: FastifyInstance, host: AppsHost): Promise<void> {
  app.put<{ Params: { appId: string } }>(
    "/api/apps/:appId/entity-schemas",
    { bodyLimit: PUSH_BODY_LIMIT },
    async (request) => {
      const { app: record } = await managedApp(request, host);
      const { entityNameToSchema } = parseInput(pushBody, request.body ?? {});
      const pushed = compilePushed(entityNameToSchema);
      return host.deploys.run(record.id, async () => {
        const project = host.folders(record.id).project;
        const current = await loadAppProject(project);
        const previousRaw = new Map<string, Record<string, unknown>>(
          current.entitySchemas.map((file) => [String(file.value.name), file.value]),
        );
        if (current.userSchema) previousRaw.set("User", current.userSchema.value);
        const names = [...pushed.schemas.keys()];
        const created = names.filter((name) => !previousRaw.has(name));
        const updated = names.filter(
          (name) =>
            previousRaw.has(name) && canonical(previousRaw.get(name)) !== canonical(pushed.schemas.get(name)),
        );
        const deleted = [...previousRaw.keys()].filter((name) => !pushed.schemas.has(name));
        const entitiesDir = path.join(project, "base44", "entities");
        const outcome = await host.database(record).transaction(async (tx) => {
          const result = await applyEntityTables(
            tx,
            { next: pushed.compiled, previous: current.entities },
            new Date(),
          );
          // Inside the transaction: if the files cannot be written, the tables stay as they were.
          await replaceFolder(entitiesDir, async (staging) => {
            for (const [name, schema] of pushed.schemas) {
              await writeFile(path.join(staging, `${kebabName(name)}.jsonc`), jsonText(schema));
            }
          });
          return result;
        });
        if (created.length + updated.length + deleted.length > 0 || outcome.restored.length > 0) {
          await host.restart(record.id);
          await host.store.touch(record.id);
        }
        request.log.info({ app: record.id, created, updated, deleted, ...outcome }, "entity schemas pushed");
        return {
          created,
          updated,
          deleted,
          set_aside: outcome.setAside,
          restored: outcome.restored,
        };
      });
    },
  );

  app.get<{ Params: { appId: string } }>("/api/apps/:appId/entity-schemas/removed", async (request) => {
    const { app: record } = await managedApp(request, host);
    const items = await host.database(record).transaction((tx) => listSetAside(tx));
    return { items, total: items.length };
  });
}
