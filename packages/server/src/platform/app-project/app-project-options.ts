import type { AgentDefinition } from "../agents/agent-definition.ts";
import type { EntityRegistry } from "../entities/entity-schemas.ts";
import type { AppProject } from "./load-app-project.ts";
import { projectAgent } from "./project-agent.ts";

/**
 * What the composer hands buildApp for a loaded project: `entities` and `agents` in the shape of its
 * options, and the User schema as written, for the users module (custom fields and roles).
 */
export interface AppProjectOptions {
  readonly entities: EntityRegistry;
  readonly agents: readonly AgentDefinition[];
  readonly userSchema: Readonly<Record<string, unknown>> | undefined;
}

export function appProjectOptions(project: AppProject): AppProjectOptions {
  return {
    entities: project.entities,
    agents: project.agents.map((agent) => projectAgent(agent, project.entities)),
    userSchema: project.userSchema?.value,
  };
}
