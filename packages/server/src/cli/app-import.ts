import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.ts";
import { migrate } from "../db/migrate.ts";
import { openDatabase } from "../db/open-database.ts";
import { readAppData } from "../platform/app-project/app-data-files.ts";
import { AppDataError, checkAppData, writeAppData } from "../platform/app-project/import-app-data.ts";
import { AppProjectError } from "../platform/app-project/jsonc-file.ts";
import { type AppProject, loadAppProject } from "../platform/app-project/load-app-project.ts";
import { builtInUserFields } from "../platform/auth/user-response.ts";
import { embeddedDatabaseHolder, opsFilePath } from "../platform/backup/ops-file.ts";
import { EntitySchemaError } from "../platform/entities/entity-schemas.ts";
import { isPlainObject } from "../platform/entities/query-operators.ts";
import { defineUserSchema } from "../platform/users/user-schema.ts";
import {
  buildFrontEnd,
  copyProject,
  FrontEndError,
  ImportRefused,
  isInside,
  planFrontEnd,
} from "./app-front-end.ts";
import { undeclaredEntities } from "./used-entities.ts";

/**
 * `npm run app:import -- <project> [--data <dir>] [--out <dir>] [--no-build] [--public-url <url>]`: a
 * Base44 project folder (and its exported data) made into an app this server hosts with APP_DIR
 * (docs/port-a-base44-app.md). Everything is checked before anything is written: the project with the
 * platform's own loader, every data row against its schema; then the copy, the front end's build, and
 * the data, ids and dates kept, in the database the server's settings name.
 */
export interface ImportIo {
  out(line: string): void;
  err(line: string): void;
}

export const EX_OK = 0;
/** A build or a write failed for a reason outside the project (npm, the disk, the database). */
export const EX_FAILED = 1;
export const EX_USAGE = 64;
/** The project or its data is wrong: the messages name each file and line. */
export const EX_DATAERR = 65;
export const EX_CONFIG = 78;

const options = {
  data: { type: "string" },
  out: { type: "string" },
  "no-build": { type: "boolean" },
  "public-url": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const USAGE = [
  "Usage: npm run app:import -- <project folder> [--data <folder>] [--out <folder>] [--no-build] [--public-url <url>]",
  "",
  "  <project folder>  a Base44 project: the CLI layout (base44/) or the export (entities/ at the root)",
  "  --data <folder>   the app's exported data: one <Entity>_export.csv or <Entity>.json per entity, User included",
  "  --out <folder>    the app folder to make (default: ../apps/<app id> beside this repository)",
  "  --no-build        copy without building the front end (npm install, npm run build)",
  "  --public-url <u>  the address the app will be served at (default: PUBLIC_URL, else http://localhost:<PORT>)",
  "",
  "The data goes into the database the server's settings name: DATABASE_URL, or the embedded one in",
  "DATA_DIR (default: <out>/ember-data), which must not be open in a running server.",
].join("\n");

class UsageError extends Error {}

/** The id the server and the built site share: the project's .app.jsonc id, else its name as a slug. */
export function appIdOf(project: AppProject, folder: string): string {
  const id = project.app.id;
  if (id && /^[A-Za-z0-9_-]{1,64}$/.test(id)) return id;
  const slug = (project.app.name ?? path.basename(folder))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64);
  return slug || "app";
}

/** Every schema's warnings, each naming its file, and the loader's own. */
function projectWarnings(project: AppProject): string[] {
  const sourceOf = new Map(project.entitySchemas.map((s) => [s.value.name, s.source]));
  const warnings = [...project.warnings];
  for (const entity of project.entities.values()) {
    for (const warning of entity.warnings)
      warnings.push(`${sourceOf.get(entity.name) ?? entity.name}: ${warning}`);
  }
  return warnings;
}

/** Each entity's properties, for reading CSV cells as the right types; User's when the project has one. */
function dataSchemas(project: AppProject) {
  const schemas = new Map<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>();
  for (const entity of project.entities.values()) schemas.set(entity.name, entity.schema.properties);
  const userProperties = project.userSchema?.value.properties;
  const custom = isPlainObject(userProperties)
    ? Object.fromEntries(Object.entries(userProperties).filter(([name]) => !builtInUserFields.has(name)))
    : {};
  schemas.set("User", custom as Record<string, Readonly<Record<string, unknown>>>);
  return schemas;
}

export async function runAppImport(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: ImportIo,
): Promise<number> {
  let values: { data?: string; out?: string; "no-build"?: boolean; "public-url"?: string; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: [...argv], options, strict: true, allowPositionals: true }));
    if (values.help) {
      io.out(USAGE);
      return EX_OK;
    }
    if (positionals.length !== 1) throw new UsageError("Give exactly one project folder.");
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return EX_USAGE;
  }
  // npm runs scripts from the repository's root; paths are the user's, from where they typed them.
  const base = env.INIT_CWD ?? process.cwd();
  const source = path.resolve(base, positionals[0] as string);
  try {
    return await importApp(source, values, base, env, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      return EX_USAGE;
    }
    if (error instanceof ConfigError) {
      io.err(error.message);
      return EX_CONFIG;
    }
    if (
      error instanceof AppProjectError ||
      error instanceof AppDataError ||
      error instanceof EntitySchemaError
    ) {
      io.err(error.message);
      io.err("No data was written.");
      return EX_DATAERR;
    }
    if (error instanceof ImportRefused) {
      io.err(error.message);
      return EX_FAILED;
    }
    if (error instanceof FrontEndError) {
      io.err(`The front end was not built: ${error.message}`);
      return EX_FAILED;
    }
    io.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return EX_FAILED;
  }
}

async function importApp(
  source: string,
  values: { data?: string; out?: string; "no-build"?: boolean; "public-url"?: string },
  base: string,
  env: Record<string, string | undefined>,
  io: ImportIo,
): Promise<number> {
  if (!existsSync(source)) throw new UsageError(`${source}: no such folder`);
  io.out(`Checking ${source}`);
  const project = await loadAppProject(source);
  // The loader only hands the User schema over; the server checks it at start, so check it here first.
  defineUserSchema(project.userSchema?.value, project.userSchema?.source);
  const appId = appIdOf(project, source);
  io.out(
    `  ${project.layout === "cli" ? "CLI layout (base44/)" : "export layout (entities/)"}: app ${appId}, ${project.entities.size} entities${project.userSchema ? ", a User schema" : ""}, ${project.agents.length} agents`,
  );
  for (const warning of projectWarnings(project)) io.out(`  warning: ${warning}`);
  for (const { name, file } of await undeclaredEntities(project.dir, new Set(project.entities.keys()))) {
    io.out(
      `  warning: ${file} uses the entity ${name}, which the project has no schema for (calls to it answer 404)`,
    );
  }

  let checked: ReturnType<typeof checkAppData> | undefined;
  if (values.data !== undefined) {
    const dataDir = path.resolve(base, values.data);
    io.out(`Checking the data in ${dataDir}`);
    const read = await readAppData(dataDir, dataSchemas(project));
    for (const warning of read.warnings) io.out(`  warning: ${warning}`);
    for (const file of read.files) {
      if (file.unknownColumns.length > 0) {
        io.out(
          `  warning: ${file.source}: ${file.entity} has no field ${file.unknownColumns.join(", ")}; those values are not imported`,
        );
      }
    }
    if (read.problems.length > 0) throw new AppDataError(read.problems);
    checked = checkAppData(project, read.files);
    const rows = read.files.reduce((sum, f) => sum + f.rows.length, 0);
    io.out(`  ${read.files.length} files, ${rows} rows, all valid`);
  }

  const out = path.resolve(base, values.out ?? path.join(process.cwd(), "..", "apps", appId));
  if (isInside(out, process.cwd()) && values.out === undefined) {
    throw new UsageError(`The default app folder ${out} would be inside this repository; give --out.`);
  }
  const publicUrl = values["public-url"] ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? "3000"}`;
  if (!/^https?:\/\/[^/]+$/.test(publicUrl.replace(/\/$/, ""))) {
    throw new UsageError(`--public-url ${publicUrl}: give an origin such as https://app.example.org`);
  }
  const origin = publicUrl.replace(/\/$/, "");
  if (out !== source) {
    io.out(`Copying the project to ${out}`);
    await copyProject(source, out, appId);
  }

  const plan = await planFrontEnd(out, appId, origin);
  for (const warning of plan.warnings) io.out(`  warning: ${warning}`);
  if (plan.skip) io.out(`No front end to build: ${plan.skip}.`);
  else if (values["no-build"]) io.out("Not building the front end (--no-build).");
  else {
    io.out(`Building the front end (npm install, npm run build) for ${origin}`);
    await buildFrontEnd(out, plan, env, io.out);
    io.out(`  built: ${path.join(out, "dist")}`);
  }

  // The server's own settings, with the app's own embedded database by default.
  const dataDirDefault = path.join(out, "ember-data");
  const config = loadConfig({ ...env, DATA_DIR: env.DATA_DIR || dataDirDefault, APP_ID: appId });
  if (checked) {
    if (!config.databaseUrl) {
      const holder = await embeddedDatabaseHolder(config.dataDir);
      if (holder !== undefined) {
        throw new ImportRefused(
          `The server (process ${holder}) has the embedded database in ${config.dataDir} open; stop it and import again (or delete ${opsFilePath(config.dataDir)} if no server runs there)`,
        );
      }
    }
    io.out(
      config.databaseUrl
        ? "Importing the data into PostgreSQL (DATABASE_URL)"
        : `Importing the data into ${config.dataDir}`,
    );
    const db = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteMemory: config.pgliteMemory,
    });
    try {
      await migrate(db);
      for (const o of await writeAppData(db, project, checked)) {
        io.out(
          `  ${o.entity} (${o.source}): ${o.created} created, ${o.updated} updated, ${o.unchanged} unchanged`,
        );
      }
    } finally {
      await db.close();
    }
  }

  const settings = [
    `APP_DIR=${out}`,
    `APP_ID=${appId}`,
    ...(config.databaseUrl ? [] : [`DATA_DIR=${config.dataDir}`]),
  ].join(" ");
  io.out("");
  io.out(`Done. Start it from this repository with:\n  ${settings} npm start`);
  io.out(
    `and open ${origin}/. Imported users have no password here: each one sets one with "forgot password".`,
  );
  return EX_OK;
}
