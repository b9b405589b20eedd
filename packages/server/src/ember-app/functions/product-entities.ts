import type { FastifyInstance } from "fastify";
import type { EntityDefinition } from "../../platform/entities/entity-schemas.ts";

/** An entity the product functions write; its schema missing from entities/ is a deployment bug. */
export function productEntity(app: FastifyInstance, name: string): EntityDefinition {
  const entity = app.entities.get(name);
  if (!entity) throw new Error(`entities/${name}.json is missing`);
  return entity;
}
