import { AGENT_NAME } from "../agents/agent-definition.ts";
import { isPlainObject } from "../entities/query-operators.ts";

/**
 * An agent of a Base44 project, `base44/agents/<name>.jsonc` (the CLI's agent schema): name,
 * description, instructions, and `tool_configs` naming entities and the operations the agent may run on
 * them. Keys this server does not act on are kept and reported, never fatal.
 */
export const ENTITY_OPERATIONS = ["create", "read", "update", "delete"] as const;
export type EntityOperation = (typeof ENTITY_OPERATIONS)[number];

export interface EntityToolConfig {
  readonly entityName: string;
  readonly operations: readonly EntityOperation[];
}

export interface AgentConfig {
  readonly name: string;
  readonly description: string;
  readonly instructions: string;
  readonly entityTools: readonly EntityToolConfig[];
  /** The file it came from, relative to the project folder. */
  readonly source: string;
  /** The file as written, unknown keys included. */
  readonly raw: Readonly<Record<string, unknown>>;
}

const KNOWN_KEYS = new Set(["name", "description", "instructions", "tool_configs"]);
/** Keys of the CLI's schema that this server keeps but does not act on. */
const INERT_KEYS = new Set(["memory_config", "whatsapp_greeting", "selected_skill_names"]);

export interface ParsedAgent {
  readonly agent: AgentConfig | null;
  readonly problems: readonly string[];
  readonly warnings: readonly string[];
}

/** Checks one agent file; `entityNames` are the project's entities, for the tools that name one. */
export function parseAgentConfig(
  raw: unknown,
  source: string,
  entityNames: ReadonlySet<string>,
): ParsedAgent {
  if (!isPlainObject(raw))
    return { agent: null, problems: [`${source}: must be a JSON object`], warnings: [] };
  const problems: string[] = [];
  const warnings: string[] = [];
  const text = (key: string) => {
    const value = raw[key];
    if (typeof value === "string" && value.trim() !== "") return value;
    problems.push(`${source}: ${key} is required (a non-empty string)`);
    return "";
  };
  const name = text("name");
  if (name && !AGENT_NAME.test(name)) {
    problems.push(`${source}: name ${name}: lowercase letters, digits and _ only, at most 64 characters`);
  }
  const description = text("description");
  const instructions = text("instructions");
  for (const key of Object.keys(raw)) {
    if (INERT_KEYS.has(key)) warnings.push(`${source}: ${key} is not supported by this server; ignored`);
    else if (!KNOWN_KEYS.has(key)) warnings.push(`${source}: ${key}: unknown key, kept and ignored`);
  }
  const entityTools: EntityToolConfig[] = [];
  const configs = raw.tool_configs ?? [];
  if (!Array.isArray(configs)) problems.push(`${source}: tool_configs must be an array`);
  else {
    configs.forEach((config, i) => {
      const at = `${source}: tool_configs[${i}]`;
      if (isPlainObject(config) && typeof config.function_name === "string") {
        warnings.push(`${at}: function tool ${config.function_name} is not served to agents yet; ignored`);
        return;
      }
      if (!isPlainObject(config) || typeof config.entity_name !== "string") {
        problems.push(`${at}: needs entity_name (or function_name)`);
        return;
      }
      const operations = config.allowed_operations;
      if (!Array.isArray(operations) || operations.length === 0) {
        problems.push(`${at}: allowed_operations must list some of ${ENTITY_OPERATIONS.join(", ")}`);
        return;
      }
      const unknown = operations.filter((op) => !(ENTITY_OPERATIONS as readonly unknown[]).includes(op));
      if (unknown.length > 0) {
        problems.push(`${at}: unknown operation ${unknown.map(String).join(", ")}`);
        return;
      }
      if (!entityNames.has(config.entity_name)) {
        warnings.push(`${at}: entity ${config.entity_name} is not in the project; the tool is left out`);
        return;
      }
      entityTools.push({
        entityName: config.entity_name,
        operations: [...new Set(operations as EntityOperation[])],
      });
    });
  }
  if (problems.length > 0) return { agent: null, problems, warnings };
  return { agent: { name, description, instructions, entityTools, source, raw }, problems, warnings };
}
