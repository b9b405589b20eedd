import type { AgentDefinition } from "../../platform/agents/agent-definition.ts";
import { assistantAgent } from "./assistant-agent.ts";

/** The product's agents (ADR 0027): `base44.agents` talks to these, any other name is a 404. */
export const productAgents: readonly AgentDefinition[] = [assistantAgent];
