import type { FastifyInstance } from "fastify";
import type { AppsHost } from "../apps/apps-host.ts";
import { agentSkillsRoutes } from "./agent-skills-routes.ts";
import { agentsRoutes } from "./agents-routes.ts";
import { entitySchemasRoutes } from "./entity-schemas-routes.ts";
import { functionLogsRoutes } from "./function-logs-routes.ts";
import { functionsRoutes } from "./functions-routes.ts";

/** The management routes that deploy an app's code, as the official CLI calls them (decision 0082). */
export async function deployRoutes(app: FastifyInstance, host: AppsHost): Promise<void> {
  await entitySchemasRoutes(app, host);
  await functionsRoutes(app, host);
  await functionLogsRoutes(app, host);
  await agentsRoutes(app, host);
  await agentSkillsRoutes(app, host);
}
