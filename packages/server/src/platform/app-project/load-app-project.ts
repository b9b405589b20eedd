import { existsSync, statSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { defineEntities, type EntityRegistry, EntitySchemaError } from "../entities/entity-schemas.ts";
import { isPlainObject } from "../entities/query-operators.ts";
import { type AgentConfig, parseAgentConfig } from "./agent-config.ts";
import { AppProjectError, readJsoncFile } from "./jsonc-file.ts";

/**
 * Reads a Base44 project folder as real apps have it (docs/app-projects.md):
 * - the CLI layout: `base44/config.jsonc` and/or `base44/.app.jsonc`, `base44/entities/*.jsonc`,
 *   `base44/agents/*.jsonc` (folders movable by config.jsonc's entitiesDir and agentsDir);
 * - the older export and sync layout, and this repository's: `entities/*.json`, `*.jsonc` or (as
 *   Base44's GitHub sync writes them) extensionless `entities/Task` at the root
 *   (front-end files such as src/api/*.js are not read).
 * The `User` schema is not an entity here: it is handed over as `userSchema`. Every problem of every file
 * is collected and thrown at once (AppProjectError); what is accepted but set aside is a warning.
 */
export type ProjectLayout = "cli" | "export";

export interface ProjectFile<T> {
  /** Relative to the project folder, with forward slashes. */
  readonly source: string;
  readonly value: T;
}

export interface AppProject {
  readonly dir: string;
  readonly layout: ProjectLayout;
  /** From .app.jsonc (id) and config.jsonc (name, description), when declared. */
  readonly app: { readonly id?: string; readonly name?: string; readonly description?: string };
  /** Every entity schema as written, with its file. */
  readonly entitySchemas: readonly ProjectFile<Record<string, unknown>>[];
  /** The same, compiled (schema warnings are on each definition, logged by the entities plugin). */
  readonly entities: EntityRegistry;
  /** User.jsonc / user.jsonc as written: the users' custom fields and roles, for the users module. */
  readonly userSchema: ProjectFile<Record<string, unknown>> | null;
  readonly agents: readonly AgentConfig[];
  /** The layout's and the agents' warnings, each naming its file. */
  readonly warnings: readonly string[];
}

const isDir = (p: string) => existsSync(p) && statSync(p).isDirectory();
const firstFile = (dir: string, names: readonly string[]) =>
  names.map((n) => path.join(dir, n)).find((p) => existsSync(p) && statSync(p).isFile());

/** Where the project's resources are: the folder holding config.jsonc/.app.jsonc, or the root `entities/`. */
function detect(dir: string): { layout: ProjectLayout; configDir: string } {
  const cliMarkers = ["config.jsonc", "config.json", ".app.jsonc", ".app.json", "entities", "agents"];
  const base44 = path.join(dir, "base44");
  if (isDir(base44) && cliMarkers.some((m) => existsSync(path.join(base44, m)))) {
    return { layout: "cli", configDir: base44 };
  }
  // The base44 folder itself given as the project.
  if (firstFile(dir, ["config.jsonc", "config.json", ".app.jsonc", ".app.json"])) {
    return { layout: "cli", configDir: dir };
  }
  if (isDir(path.join(dir, "entities"))) return { layout: "export", configDir: dir };
  throw new AppProjectError([`${dir}: no Base44 project here (neither base44/ nor entities/)`]);
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
const loose = (name: string) => name.replace(/[-_]/g, "").toLowerCase();

export async function loadAppProject(projectDir: string): Promise<AppProject> {
  const dir = path.resolve(projectDir);
  const { layout, configDir } = detect(dir);
  const problems: string[] = [];
  const warnings: string[] = [];
  const rel = (p: string) => path.relative(dir, p).split(path.sep).join("/");
  const read = async (file: string): Promise<unknown> => {
    try {
      return await readJsoncFile(file, rel(file));
    } catch (error) {
      if (error instanceof AppProjectError) problems.push(...error.problems);
      else problems.push(`${rel(file)}: ${(error as Error).message}`);
      return undefined;
    }
  };

  const configFile = layout === "cli" ? firstFile(configDir, ["config.jsonc", "config.json"]) : undefined;
  const config = configFile ? await read(configFile) : undefined;
  if (configFile && config !== undefined && !isPlainObject(config))
    problems.push(`${rel(configFile)}: must be a JSON object`);
  const linkFile = layout === "cli" ? firstFile(configDir, [".app.jsonc", ".app.json"]) : undefined;
  const link = linkFile ? await read(linkFile) : undefined;
  if (linkFile && link !== undefined && !(isPlainObject(link) && typeof link.id === "string" && link.id))
    problems.push(`${rel(linkFile)}: must be {"id": "<app id>"}`);
  const settings = isPlainObject(config) ? config : {};
  const app = {
    ...(isPlainObject(link) && typeof link.id === "string" && link.id ? { id: link.id } : {}),
    ...(typeof settings.name === "string" ? { name: settings.name } : {}),
    ...(typeof settings.description === "string" ? { description: settings.description } : {}),
  };

  /** A resource folder named by config.jsonc, which must stay inside the project. */
  const folder = (key: string, fallback: string) => {
    const named = typeof settings[key] === "string" ? (settings[key] as string) : fallback;
    const resolved = path.resolve(configDir, named);
    if (resolved !== dir && !resolved.startsWith(`${dir}${path.sep}`)) {
      problems.push(`${configFile ? rel(configFile) : "config"}: ${key} ${named} is outside the project`);
      return null;
    }
    return resolved;
  };
  // Base44's GitHub sync writes each schema as `entities/Task`, with no extension: read as JSONC too.
  const readable = (folderPath: string, name: string) =>
    /\.jsonc?$/.test(name) ||
    (layout === "export" && !name.includes(".") && statSync(path.join(folderPath, name)).isFile());
  const jsonFiles = async (folderPath: string | null) => {
    if (!folderPath || !isDir(folderPath)) return [];
    const names = (await readdir(folderPath)).sort();
    for (const name of names.filter((n) => !readable(folderPath, n) && !n.startsWith("."))) {
      warnings.push(`${rel(path.join(folderPath, name))}: not a .json or .jsonc file; not read`);
    }
    return names.filter((n) => readable(folderPath, n)).map((n) => path.join(folderPath, n));
  };

  const entitySchemas: ProjectFile<Record<string, unknown>>[] = [];
  let userSchema: ProjectFile<Record<string, unknown>> | null = null;
  for (const file of await jsonFiles(folder("entitiesDir", "entities"))) {
    // Base44's sync leaves an entity it no longer has as an empty file: nothing to define, nothing lost.
    if ((await readFile(file, "utf8")).trim() === "") {
      warnings.push(`${rel(file)}: empty; not read`);
      continue;
    }
    const raw = await read(file);
    if (raw === undefined) continue;
    const source = rel(file);
    if (!isPlainObject(raw)) {
      problems.push(`${source}: an entity schema must be a JSON object`);
      continue;
    }
    const base = path.basename(file).replace(/\.jsonc?$/, "");
    if (raw.name === "User" || (raw.name === undefined && base.toLowerCase() === "user")) {
      if (userSchema) problems.push(`${source}: a second User schema (the first is ${userSchema.source})`);
      else userSchema = { source, value: raw };
      continue;
    }
    if (typeof raw.name === "string" && loose(base) !== loose(raw.name) && file.endsWith(".jsonc")) {
      warnings.push(`${source}: holds ${raw.name}; the CLI's file name would be ${kebab(raw.name)}.jsonc`);
    }
    entitySchemas.push({ source, value: raw });
  }

  let entities: EntityRegistry = new Map();
  try {
    entities = defineEntities(entitySchemas.map(({ source, value }) => ({ raw: value, source })));
  } catch (error) {
    if (!(error instanceof EntitySchemaError)) throw error;
    problems.push(...error.problems);
  }

  const agents: AgentConfig[] = [];
  if (layout === "cli") {
    const names = new Set(entities.keys());
    for (const file of await jsonFiles(folder("agentsDir", "agents"))) {
      const raw = await read(file);
      if (raw === undefined) continue;
      const parsed = parseAgentConfig(raw, rel(file), names);
      problems.push(...parsed.problems);
      warnings.push(...parsed.warnings);
      if (!parsed.agent) continue;
      const twin = agents.find((a) => a.name === parsed.agent?.name);
      if (twin) problems.push(`${parsed.agent.source}: agent ${twin.name} is also defined in ${twin.source}`);
      else agents.push(parsed.agent);
    }
  }

  if (problems.length > 0) throw new AppProjectError(problems);
  return { dir, layout, app, entitySchemas, entities, userSchema, agents, warnings };
}
