import fp from "fastify-plugin";
import type { AgentDefinition } from "./agent-definition.ts";
import { AgentReplies } from "./agent-replies.ts";
import { agentRoutes } from "./agents-routes.ts";

export interface AgentsPluginOptions {
  readonly agents?: readonly AgentDefinition[];
}

declare module "fastify" {
  interface FastifyInstance {
    /** The agents' replies in flight; tests and close() wait for them. */
    agentReplies: AgentReplies;
  }
}

/** The SDK's agents module (`base44.agents`) with the agents the app registers; unknown names are 404. */
export default fp<AgentsPluginOptions>(
  async (app, options) => {
    const agents = new Map<string, AgentDefinition>();
    for (const agent of options.agents ?? []) {
      if (agents.has(agent.name)) throw new Error(`agent ${agent.name} registered twice`);
      agents.set(agent.name, agent);
    }
    const replies = new AgentReplies(app);
    app.decorate("agentReplies", replies);
    // onClose runs after the last request is answered and before the database's own (registered
    // earlier, closed later): a reply still being written finishes, bounded by the model timeout.
    app.addHook("onClose", () => replies.settled());
    await app.register(agentRoutes, { agents, replies });
  },
  { name: "agents", dependencies: ["auth", "llm"] },
);
