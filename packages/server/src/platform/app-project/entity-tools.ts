import type { FastifyInstance } from "fastify";
import type { Caller } from "../caller.ts";
import type { EntityDefinition } from "../entities/entity-schemas.ts";
import { redactRecords } from "../entities/field-rules.ts";
import { isPlainObject } from "../entities/query-operators.ts";
import type { EntityRecord } from "../entities/record-rows.ts";
import { listRecords } from "../entities/records-store.ts";
import { createRecord, deleteRecord, updateRecord } from "../entities/records-write.ts";
import type { EntityOperation, EntityToolConfig } from "./agent-config.ts";

/**
 * An agent's entity tools as OpenAI function tools. Each runs through the records store as the user who
 * wrote the message, so the entity's rules and its fields' rules apply exactly as to that user's own
 * calls: the agent can read, change or see nothing the user could not.
 */
export interface EntityTool {
  /** The OpenAI tool definition sent to the model. */
  readonly definition: {
    readonly type: "function";
    readonly function: { name: string; description: string; parameters: Record<string, unknown> };
  };
  run(app: FastifyInstance, caller: Caller, args: unknown): Promise<unknown>;
}

/** Records a read tool returns at most: enough to answer from, little enough for a prompt. */
export const TOOL_READ_LIMIT = 50;

const object = (properties: Record<string, unknown>, required: string[]) => ({
  type: "object",
  properties,
  required,
  additionalProperties: false,
});

const argsOf = (args: unknown): Record<string, unknown> => (isPlainObject(args) ? args : {});
const idOf = (args: Record<string, unknown>) => {
  if (typeof args.id !== "string") throw new ToolInputError("id must be a string");
  return args.id;
};

export class ToolInputError extends Error {}

function toolFor(entity: EntityDefinition, operation: EntityOperation): EntityTool {
  const name = `${operation}_${entity.name}`;
  const data = { type: "object", description: `Fields of a ${entity.name} record` };
  const announce = (app: FastifyInstance, type: "create" | "update" | "delete", record: EntityRecord) =>
    app.recordChanges.notify(entity.name, { type, records: [record] });
  switch (operation) {
    case "read":
      return {
        definition: {
          type: "function",
          function: {
            name,
            description: `Find ${entity.name} records (a MongoDB-style query, a sort such as "-created_date").`,
            parameters: object(
              {
                query: { type: "object" },
                sort: { type: "string" },
                limit: { type: "integer", minimum: 1, maximum: TOOL_READ_LIMIT },
              },
              [],
            ),
          },
        },
        run: async (app, caller, raw) => {
          const args = argsOf(raw);
          const limit = typeof args.limit === "number" ? Math.min(args.limit, TOOL_READ_LIMIT) : 20;
          return listRecords(app.db, caller, entity, {
            query: args.query ?? undefined,
            ...(typeof args.sort === "string" ? { sort: args.sort } : {}),
            limit,
          });
        },
      };
    case "create":
      return {
        definition: {
          type: "function",
          function: {
            name,
            description: `Create a ${entity.name} record.`,
            parameters: object({ data }, ["data"]),
          },
        },
        run: async (app, caller, raw) => {
          const record = await createRecord(app.db, caller, entity, argsOf(raw).data);
          announce(app, "create", record);
          return (await redactRecords(app.db, entity, caller, [record]))[0];
        },
      };
    case "update":
      return {
        definition: {
          type: "function",
          function: {
            name,
            description: `Change fields of a ${entity.name} record by id.`,
            parameters: object({ id: { type: "string" }, data }, ["id", "data"]),
          },
        },
        run: async (app, caller, raw) => {
          const args = argsOf(raw);
          const record = await updateRecord(app.db, caller, entity, idOf(args), args.data);
          announce(app, "update", record);
          return (await redactRecords(app.db, entity, caller, [record]))[0];
        },
      };
    case "delete":
      return {
        definition: {
          type: "function",
          function: {
            name,
            description: `Delete a ${entity.name} record by id.`,
            parameters: object({ id: { type: "string" } }, ["id"]),
          },
        },
        run: async (app, caller, raw) => {
          const record = await deleteRecord(app.db, caller, entity, idOf(argsOf(raw)));
          announce(app, "delete", record);
          return { success: true };
        },
      };
  }
}

/** The tools of an agent's entity tool configs, one per entity and operation. */
export function entityTools(
  configs: readonly EntityToolConfig[],
  entities: ReadonlyMap<string, EntityDefinition>,
): Map<string, EntityTool> {
  const tools = new Map<string, EntityTool>();
  for (const config of configs) {
    const entity = entities.get(config.entityName);
    if (!entity) continue;
    for (const operation of config.operations) {
      const tool = toolFor(entity, operation);
      tools.set(tool.definition.function.name, tool);
    }
  }
  return tools;
}
