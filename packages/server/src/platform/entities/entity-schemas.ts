import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkEntitySchema, type EntityIndex, normaliseIndex } from "./entity-schema-check.ts";
import { tableName } from "./entity-tables.ts";
import { compileRecordValidator, type RecordValidator } from "./record-validator.ts";
import { lenientSchema } from "./schema-leniency.ts";

/**
 * The entities this server serves, from entities/*.json at the repository root (Base44's GitHub-export
 * format). Each schema is the single source of the record's validation, its access
 * rules (rls) and its indexes (our `indexes` extension: `["a","b"]` or
 * `{"fields":["a","b"],"unique":true,"lower":["a"]}`).
 */
export type RlsRule = boolean | null | Readonly<Record<string, unknown>>;
export type RlsOperation = "create" | "read" | "update" | "delete";
export type EntityRls = Partial<Record<RlsOperation | "write", RlsRule>>;

export interface EntitySchema {
  readonly name: string;
  readonly type: "object";
  readonly description?: string;
  readonly properties: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly required?: readonly string[];
  readonly rls?: EntityRls;
  readonly indexes?: readonly unknown[];
}

export interface EntityDefinition {
  readonly name: string;
  readonly table: string;
  readonly schema: EntitySchema;
  readonly indexes: readonly EntityIndex[];
  /** Top-level fields declared as plain strings: queries compare them as text (and use the indexes). */
  readonly stringFields: ReadonlySet<string>;
  readonly validator: RecordValidator;
  /** Top-level fields with rules of their own (Base44's field-level security), enforced by field-rules.ts. */
  readonly fieldRules: ReadonlyMap<string, EntityRls>;
  /** What the schema declared that the server accepted but set aside (schema-leniency.ts), to log once. */
  readonly warnings: readonly string[];
}

export type EntityRegistry = ReadonlyMap<string, EntityDefinition>;

export class EntitySchemaError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid entity schemas:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EntitySchemaError";
  }
}

/** Compiles one schema (a parsed entities/*.json), or throws listing every problem. */
export function defineEntity(given: unknown, source = "schema"): EntityDefinition {
  const { schema: raw, warnings } = lenientSchema(given);
  const problems = checkEntitySchema(raw).map((p) => `${source}: ${p}`);
  if (problems.length > 0) throw new EntitySchemaError(problems);
  const schema = raw as EntitySchema;
  let validator: RecordValidator;
  try {
    validator = compileRecordValidator(schema as Parameters<typeof compileRecordValidator>[0]);
  } catch (error) {
    throw new EntitySchemaError([`${source}: properties: ${(error as Error).message}`]);
  }
  const stringFields = Object.entries(schema.properties)
    .filter(([, p]) => p.type === "string" || (p.type === undefined && p.items === undefined))
    .map(([name]) => name);
  return {
    name: schema.name,
    table: tableName(schema.name),
    schema,
    indexes: (schema.indexes ?? []).map(normaliseIndex),
    stringFields: new Set(stringFields),
    validator,
    fieldRules: new Map(
      Object.entries(schema.properties)
        .filter(([, p]) => p.rls !== undefined && p.rls !== null)
        .map(([name, p]) => [name, p.rls as EntityRls]),
    ),
    warnings,
  };
}

/** Several schemas as one registry; names and table names must be unique. */
export function defineEntities(entries: Iterable<{ raw: unknown; source: string }>): EntityRegistry {
  const registry = new Map<string, EntityDefinition>();
  const tables = new Map<string, string>();
  const problems: string[] = [];
  for (const { raw, source } of entries) {
    try {
      const entity = defineEntity(raw, source);
      // Task.json, task.json or the CLI's kebab-case team-member.json all name their entity.
      const sourceName = path.basename(source, ".json").replace(/[-_]/g, "").toLowerCase();
      if (source.endsWith(".json") && sourceName !== entity.name.toLowerCase()) {
        problems.push(`${source}: name ${entity.name} differs from the file name`);
      } else if (registry.has(entity.name) || tables.has(entity.table)) {
        problems.push(`${source}: ${entity.name} clashes with ${tables.get(entity.table) ?? entity.name}`);
      } else {
        registry.set(entity.name, entity);
        tables.set(entity.table, source);
      }
    } catch (error) {
      if (error instanceof EntitySchemaError) problems.push(...error.problems);
      else problems.push(`${source}: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new EntitySchemaError(problems);
  return registry;
}

/** Reads and compiles every entities/*.json; throws listing every problem of every file. */
export async function loadEntities(dir: string = entitiesDir()): Promise<EntityRegistry> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  const entries = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(dir, file), "utf8");
      try {
        return { raw: JSON.parse(text) as unknown, source: file };
      } catch (error) {
        throw new EntitySchemaError([`${file}: not valid JSON (${(error as Error).message})`]);
      }
    }),
  );
  return defineEntities(entries);
}

/**
 * `<repo>/entities`, found from the server package's own directory: this file runs from src/ under
 * vitest and from the bundled dist/main.js in production, at different depths.
 */
export function entitiesDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (true) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "@ember/server") {
      return path.resolve(dir, "../../entities");
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("entities/: cannot find the @ember/server package directory");
    dir = parent;
  }
}
