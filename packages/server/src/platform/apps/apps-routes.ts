import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound, validationError } from "../../errors.ts";
import { requirePlatformAdmin } from "../cli-auth/platform-caller.ts";
import { parseInput } from "../validate.ts";
import type { AppsHost } from "./apps-host.ts";
import {
  appIdAliasesSchema,
  authConfigSchema,
  defaultAuthConfig,
  ignoredAuthSettings,
} from "./auth-config.ts";
import { HOSTED_APP_ID, type HostedAppRecord, PUBLIC_SETTINGS } from "./hosted-apps-store.ts";
import { managedApp } from "./managed-app.ts";

const newApp = z.object({
  name: z.string().trim().min(1).max(100),
  user_description: z.string().max(2000).nullish(),
  is_managed_source_code: z.boolean().optional(),
  public_settings: z.enum(PUBLIC_SETTINGS).optional(),
  // The hosted service's workspaces; one server is one workspace, so it is accepted and not kept.
  organization_id: z.string().max(200).nullish(),
});

const appChanges = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    public_settings: z.enum(PUBLIC_SETTINGS).optional(),
    auth_config: authConfigSchema.optional(),
    app_id_aliases: appIdAliasesSchema.optional(),
  })
  .passthrough();

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
  // The CLI asks for these; every field is sent, which it accepts.
  sort: z.string().max(100).optional(),
  fields: z.string().max(500).optional(),
});

const appId = z.object({ appId: z.string().regex(HOSTED_APP_ID, "not an app id") });

/**
 * The apps the server hosts, as the official CLI lists and creates them (`base44 link`, `base44 create`):
 * `GET /api/apps`, `POST /api/apps`, `GET`/`PUT /api/apps/{id}` and the published address of an app.
 * Only platform admins (by session, CLI token or workspace key) manage apps, and each manages every
 * hosted app: one server is one workspace.
 */
export async function appsRoutes(app: FastifyInstance, host: AppsHost): Promise<void> {
  const shown = (record: HostedAppRecord) => {
    const auth = record.auth_config ?? defaultAuthConfig;
    return {
      ...record,
      auth_config: auth,
      auth_config_ignored: ignoredAuthSettings(auth),
      app_url: host.urlOf(record.id),
    };
  };

  /** Former ids must not name an app this server answers for: each means one app on its host name. */
  const checkAliases = async (id: string, aliases: readonly string[] | undefined) => {
    for (const alias of aliases ?? []) {
      if (alias === id || alias === app.config.appId || (await host.store.get(alias))) {
        throw validationError([
          { field: "app_id_aliases", message: `${alias} is the id of an app on this server` },
        ]);
      }
    }
  };

  app.get("/api/apps", async (request) => {
    await requirePlatformAdmin(request);
    const { limit } = parseInput(listQuery, request.query);
    return (await host.store.list(limit)).map(shown);
  });

  app.post("/api/apps", async (request, reply) => {
    const createdBy = (await requirePlatformAdmin(request)).userId;
    const input = parseInput(newApp, request.body ?? {});
    const record = await host.create({
      name: input.name,
      user_description: input.user_description,
      is_managed_source_code: input.is_managed_source_code,
      public_settings: input.public_settings,
      created_by_id: createdBy,
    });
    request.log.info({ app: record.id, name: record.name }, "hosted app created");
    return reply.code(201).send(shown(record));
  });

  app.get<{ Params: { appId: string } }>("/api/apps/:appId", async (request) => {
    await requirePlatformAdmin(request);
    const { appId: id } = parseInput(appId, request.params);
    const record = await host.store.get(id);
    if (!record) throw notFound(`App ${id} not found`);
    return shown(record);
  });

  app.put<{ Params: { appId: string } }>("/api/apps/:appId", async (request) => {
    await requirePlatformAdmin(request);
    const { appId: id } = parseInput(appId, request.params);
    const changes = parseInput(appChanges, request.body ?? {});
    await checkAliases(id, changes.app_id_aliases);
    const record = await host.store.update(id, {
      name: changes.name,
      public_settings: changes.public_settings,
      auth_config: changes.auth_config,
      app_id_aliases: changes.app_id_aliases ? [...new Set(changes.app_id_aliases)] : undefined,
    });
    if (!record) throw notFound(`App ${id} not found`);
    host.remember(record);
    // Visibility is part of the app's settings: its instance starts again with it.
    if (changes.public_settings !== undefined) await host.deploys.run(id, () => host.restart(id));
    return shown(record);
  });

  // The same settings as `auth push` sends them with a workspace key: the bare object.
  app.put<{ Params: { appId: string } }>(
    "/api/apps/:appId/deployment/auth-configuration",
    async (request) => {
      const { app: target } = await managedApp(request, host);
      const auth = parseInput(authConfigSchema, request.body ?? {});
      const record = await host.store.update(target.id, { auth_config: auth });
      if (!record) throw notFound(`App ${target.id} not found`);
      return { auth_config: auth, auth_config_ignored: ignoredAuthSettings(auth) };
    },
  );

  app.get<{ Params: { appId: string } }>("/api/apps/platform/:appId/published-url", async (request) => {
    await requirePlatformAdmin(request);
    const { appId: id } = parseInput(appId, request.params);
    if (!(await host.store.get(id))) throw notFound(`App ${id} not found`);
    return { url: host.urlOf(id) };
  });
}
