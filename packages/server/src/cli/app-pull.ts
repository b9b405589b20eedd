import { createHmac } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Config, ConfigError, loadConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { migrateHost } from "../db/host-migrations.ts";
import { migrate } from "../db/migrate.ts";
import { openDatabase } from "../db/open-database.ts";
import { ensureSchema, schemaDatabase } from "../db/schema-database.ts";
import { AppProjectError } from "../platform/app-project/jsonc-file.ts";
import { loadAppProject } from "../platform/app-project/load-app-project.ts";
import { pullApp } from "../platform/app-pull/pull-app.ts";
import { PulledDataError } from "../platform/app-pull/pull-entity.ts";
import { fileCopier } from "../platform/app-pull/pull-files.ts";
import { defaultStatePath, StateFileError } from "../platform/app-pull/pull-state.ts";
import { SourceError, sourceClient } from "../platform/app-pull/source-client.ts";
import { appFolders } from "../platform/apps/app-folders.ts";
import { appOrigin, appsDomainOf } from "../platform/apps/app-routing.ts";
import { HOSTED_APP_ID, HostedAppsStore } from "../platform/apps/hosted-apps-store.ts";
import { loadJwtSecret } from "../platform/auth/jwt-secret.ts";
import { embeddedDatabaseHolder, opsFilePath } from "../platform/backup/ops-file.ts";
import { EntitySchemaError } from "../platform/entities/entity-schemas.ts";
import { fileSigningKey } from "../platform/integrations/signed-urls.ts";
import { defineUserSchema } from "../platform/users/user-schema.ts";
import { EX_CONFIG, EX_DATAERR, EX_FAILED, EX_OK, EX_USAGE, type ImportIo } from "./app-import.ts";

/**
 * `npm run app:pull -- --from <origin> --app <id> --token <token> [--project <folder>] …`: an app's
 * records, accounts and uploaded files copied from a running Base44-compatible server, through the SDK's
 * own read requests, into the database the server's settings name (docs/port-a-base44-app.md,
 * decision 0080). The write is app:import's: ids, dates and creators kept, newer `updated_date` wins.
 */
/** The source failed, refused, or answered something that is not the protocol. */
export const EX_UNAVAILABLE = 69;

const options = {
  from: { type: "string" },
  app: { type: "string" },
  token: { type: "string" },
  project: { type: "string" },
  state: { type: "string" },
  "page-size": { type: "string" },
  "max-reply-mb": { type: "string" },
  "files-from": { type: "string", multiple: true },
  "keep-unreadable-files": { type: "boolean" },
  "public-url": { type: "string" },
  "to-app": { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

const USAGE = [
  "Usage: npm run app:pull -- --from <origin> --app <app id> --token <token> [--project <folder>] [options]",
  "",
  "  --from <origin>          the source server, e.g. https://base44.app or https://old.example.org",
  "  --app <app id>           the app's id on the source",
  "  --token <token>          a token that reads every record (the owner's; on Ember, its SERVICE_TOKEN);",
  "                           or leave it out and set APP_PULL_TOKEN",
  "  --to-app <app id>        an app this server hosts beside its first (created with the CLI or POST /api/apps):",
  "                           the data goes into that app, and its deployed project is the default --project",
  "  --project <folder>       the app's Base44 project, whose entities are pulled (default: APP_DIR)",
  "  --state <file>           where progress is kept (default: DATA_DIR/app-pull/<host>_<app id>.json)",
  "  --page-size <n>          records per request, 1 to 5000 (default 500)",
  "  --max-reply-mb <n>       the largest reply read, in MB, 1 to 1024 (default 64): a page, or a file past",
  "                           this server's UPLOAD_MAX_BYTES, is refused beyond it",
  "  --files-from <origin>    another host whose addresses in records are the app's files (repeatable)",
  "  --keep-unreadable-files  keep the address of a file the source does not serve, instead of stopping",
  "  --public-url <url>       this server's address, for the copied files' addresses (default: PUBLIC_URL)",
  "",
  "Only reads the source. Writes into DATABASE_URL, or the embedded database in DATA_DIR (which must not be",
  "open in a running server). Killed or failed, the same command continues where it stopped.",
].join("\n");

class UsageError extends Error {}

const APP_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DEFAULT_PAGE_SIZE = 500;
const MAX_PAGE_SIZE = 5000;
// 500 records of 100 KB, or 5000 of 10 KB: larger pages are rare, and --max-reply-mb raises it.
const DEFAULT_MAX_REPLY_MB = 64;
const REQUEST_TIMEOUT_MS = 120_000;

/** A bare origin (scheme, host, port), or a UsageError naming the option. */
function originOption(value: string, option: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${option} ${value}: not an address`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) {
    throw new UsageError(`${option} ${value}: give an http(s) origin such as https://app.example.org`);
  }
  if ((url.pathname !== "/" && url.pathname !== "") || url.search || url.hash) {
    throw new UsageError(`${option} ${value}: give the origin only, without a path`);
  }
  return url.origin;
}

interface Settings {
  readonly from: string;
  readonly app: string;
  readonly token: string;
  /** Undefined with --to-app: the hosted app's deployed project. */
  readonly project: string | undefined;
  readonly state: string | undefined;
  readonly pageSize: number;
  readonly maxReplyBytes: number;
  readonly filesFrom: ReadonlySet<string>;
  readonly keepUnreadable: boolean;
  readonly publicUrl: string | undefined;
  /** A hosted app of this server to pull into (decision 0081), instead of the server's first app. */
  readonly toApp: string | undefined;
}

function settingsOf(argv: readonly string[], env: Record<string, string | undefined>): Settings | "help" {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options,
    strict: true,
    allowPositionals: true,
  });
  if (values.help) return "help";
  if (positionals.length > 0) throw new UsageError(`Unexpected: ${positionals.join(" ")}`);
  if (!values.from) throw new UsageError("Give the source server with --from.");
  if (!values.app || !APP_ID.test(values.app)) throw new UsageError("Give the source's app id with --app.");
  const token = values.token ?? env.APP_PULL_TOKEN;
  if (!token || /\s/.test(token)) throw new UsageError("Give a token with --token (or APP_PULL_TOKEN).");
  const toApp = values["to-app"];
  if (toApp !== undefined && !HOSTED_APP_ID.test(toApp))
    throw new UsageError(`--to-app ${toApp}: not an app id`);
  const project = values.project ?? (toApp === undefined ? env.APP_DIR : undefined);
  if (!project && toApp === undefined) {
    throw new UsageError("Give the app's project folder with --project (or set APP_DIR).");
  }
  const pageSize = Number(values["page-size"] ?? DEFAULT_PAGE_SIZE);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new UsageError(`--page-size: a whole number from 1 to ${MAX_PAGE_SIZE}`);
  }
  const maxReplyMb = Number(values["max-reply-mb"] ?? DEFAULT_MAX_REPLY_MB);
  if (!Number.isInteger(maxReplyMb) || maxReplyMb < 1 || maxReplyMb > 1024) {
    throw new UsageError("--max-reply-mb: a whole number from 1 to 1024");
  }
  const from = originOption(values.from, "--from");
  const base = env.INIT_CWD ?? process.cwd();
  return {
    from,
    app: values.app,
    token,
    project: project === undefined ? undefined : path.resolve(base, project),
    toApp,
    state: values.state === undefined ? undefined : path.resolve(base, values.state),
    pageSize,
    maxReplyBytes: maxReplyMb * 1024 * 1024,
    filesFrom: new Set((values["files-from"] ?? []).map((o) => originOption(o, "--files-from"))),
    keepUnreadable: values["keep-unreadable-files"] === true,
    publicUrl:
      values["public-url"] === undefined ? undefined : originOption(values["public-url"], "--public-url"),
  };
}

export async function runAppPull(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: ImportIo,
): Promise<number> {
  let settings: Settings | "help";
  try {
    settings = settingsOf(argv, env);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return EX_USAGE;
  }
  if (settings === "help") {
    io.out(USAGE);
    return EX_OK;
  }
  try {
    return await pull(settings, env, io);
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
      error instanceof EntitySchemaError ||
      error instanceof PulledDataError
    ) {
      io.err(error.message);
      return EX_DATAERR;
    }
    if (error instanceof SourceError) {
      io.err(error.message);
      io.err("The pages written so far are kept; the same command continues from there.");
      return EX_UNAVAILABLE;
    }
    if (error instanceof StateFileError) {
      io.err(error.message);
      return EX_FAILED;
    }
    io.err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return EX_FAILED;
  }
}

async function pull(
  settings: Settings,
  env: Record<string, string | undefined>,
  io: ImportIo,
): Promise<number> {
  const config = loadConfig(env);
  const projectDir = settings.project ?? appFolders(config.dataDir, settings.toApp ?? "").project;
  if (!existsSync(projectDir)) throw new UsageError(`${projectDir}: no such folder`);
  const project = await loadAppProject(projectDir);
  const userSchema = defineUserSchema(project.userSchema?.value, project.userSchema?.source);
  if (!config.databaseUrl) {
    const holder = await embeddedDatabaseHolder(config.dataDir);
    if (holder !== undefined) {
      io.err(
        `The server (process ${holder}) has the embedded database in ${config.dataDir} open; stop it and pull again (or delete ${opsFilePath(config.dataDir)} if no server runs there)`,
      );
      return EX_FAILED;
    }
  }
  const targetDataDir = settings.toApp ? appFolders(config.dataDir, settings.toApp).data : config.dataDir;
  const statePath = settings.state ?? defaultStatePath(targetDataDir, settings.from, settings.app);
  io.out(
    `Pulling app ${settings.app} from ${settings.from}: User and ${project.entities.size} entities (${[...project.entities.keys()].sort().join(", ")})`,
  );
  io.out(
    `  into ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : config.dataDir}; progress in ${statePath}`,
  );
  const server = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteMemory: config.pgliteMemory,
  });
  try {
    const target = await pullTarget(server, config, settings.toApp);
    const { db } = target;
    await migrate(db);
    const secret = await loadJwtSecret(db, target.jwtSecret);
    const client = sourceClient({
      origin: settings.from,
      appId: settings.app,
      token: settings.token,
      maxReplyBytes: settings.maxReplyBytes,
      timeoutMs: REQUEST_TIMEOUT_MS,
      onWait: (seconds, what) => io.out(`  the source asks to wait ${seconds} s (${what})`),
    });
    const files = fileCopier(
      client,
      {
        db,
        dataDir: target.dataDir,
        origin: settings.publicUrl ?? target.publicUrl,
        namingKey: createHmac("sha256", secret).update("ember/app-pull-file-name/v1").digest(),
        signingKey: fileSigningKey(secret),
        maxBytes: config.integrations.uploadMaxBytes,
      },
      { filesFrom: settings.filesFrom, keepUnreadable: settings.keepUnreadable },
    );
    await pullApp({
      client,
      appId: settings.app,
      db,
      project,
      userSchema,
      statePath,
      pageSize: settings.pageSize,
      files,
      out: io.out,
    });
    const c = files.counts;
    io.out(
      `  files: ${c.copied} copied, ${c.reused} addresses pointed to files copied already${c.kept > 0 ? `, ${c.kept} unreadable kept as they were` : ""}`,
    );
    if (c.otherHosts.size > 0) {
      io.out(
        `  addresses on other hosts were left as they are, not fetched: ${[...c.otherHosts].join(", ")} (name a host that keeps the app's files with --files-from)`,
      );
    }
  } finally {
    await server.close();
  }
  io.out('Done. Users have no password here: each one sets one with "forgot password".');
  return EX_OK;
}

/**
 * Where the records go: the server's first app (its database, DATA_DIR, PUBLIC_URL), or a hosted app's
 * schema, files folder and address, which must be in the server's registry.
 */
async function pullTarget(
  server: Database,
  config: Config,
  toApp: string | undefined,
): Promise<{ db: Database; dataDir: string; publicUrl: string; jwtSecret: string | undefined }> {
  if (toApp === undefined) {
    return { db: server, dataDir: config.dataDir, publicUrl: config.publicUrl, jwtSecret: config.jwtSecret };
  }
  await migrateHost(server);
  const app = await new HostedAppsStore(server).get(toApp);
  if (!app) throw new UsageError(`--to-app ${toApp}: this server hosts no such app (see GET /api/apps)`);
  await ensureSchema(server, app.schema_name);
  return {
    db: schemaDatabase(server, app.schema_name),
    dataDir: appFolders(config.dataDir, app.id).data,
    publicUrl: appOrigin(config.publicUrl, appsDomainOf(config), app.id),
    // A hosted app signs with a key of its own, kept in its schema (decision 0081).
    jwtSecret: undefined,
  };
}
