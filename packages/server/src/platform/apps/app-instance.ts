import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { ensureSchema, schemaDatabase } from "../../db/schema-database.ts";
import { buildPlatform, type PlatformOptions } from "../build-platform.ts";
import { ensurePackages } from "../functions/deno/npm-packages.ts";
import { lendServerSdk } from "../functions/deno/shared-sdk.ts";
import { projectApp } from "../project-app.ts";
import type { AppFolders } from "./app-folders.ts";
import type { HostedAppRecord } from "./hosted-apps-store.ts";

/**
 * A hosted app's settings: the server's, with what must never be shared between apps taken out. Its own
 * id, data folder, project and site; no JWT_SECRET, so its tokens are signed with a key of its own
 * (kept in its schema) and no other app accepts them; no service token, first admin, OIDC client or
 * Ember web build, which belong to the server's first app.
 */
export function appConfig(
  server: Config,
  app: HostedAppRecord,
  folders: AppFolders,
  publicUrl: string,
  site: string | undefined,
): Config {
  return {
    ...server,
    appId: app.id,
    appIdGiven: true,
    // "workspace" means the team's members on the hosted service; here it is the app's members.
    appVisibility:
      app.public_settings === "workspace_with_login" ? "private_with_login" : app.public_settings,
    publicUrl,
    dataDir: folders.data,
    jwtSecret: undefined,
    serviceToken: undefined,
    admin: undefined,
    oidc: undefined,
    webDir: undefined,
    appWebDir: site,
    denoFunctions: { ...server.denoFunctions, appDir: folders.project, secretsFile: undefined },
  };
}

/**
 * One hosted app as its own platform instance (build-platform.ts) over its own schema of the server's
 * database, ready to take requests handed to it by the host (apps-host.ts). It never listens itself.
 */
export async function startAppInstance(options: {
  readonly server: Config;
  readonly db: Database;
  readonly app: HostedAppRecord;
  readonly folders: AppFolders;
  readonly publicUrl: string;
  readonly site: string | undefined;
  readonly platform: PlatformOptions;
}): Promise<FastifyInstance> {
  const { app, folders } = options;
  await ensureSchema(options.db, app.schema_name);
  const config = appConfig(options.server, app, folders, options.publicUrl, options.site);
  // A node_modules lost with a restored backup is installed again; the SDK is lent after, into whichever.
  const packagesProblem = await ensurePackages(folders.project, folders.root, options.server.npmPackages);
  await lendServerSdk(folders.project);
  const hosted = await projectApp(folders.project, config);
  const instance = await buildPlatform(config, hosted, {
    ...options.platform,
    database: schemaDatabase(options.db, app.schema_name),
    // The first-admin link is the server's; a hosted app's admins are named from the dashboard.
    setup: { ...options.platform.setup, announce: () => {} },
  });
  try {
    await instance.ready();
  } catch (error) {
    await instance.close().catch(() => {});
    throw error;
  }
  if (packagesProblem) instance.log.warn({ app: app.id }, packagesProblem);
  return instance;
}
