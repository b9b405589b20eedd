import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ApiError, badRequest, conflict, notFound } from "../../errors.ts";
import { assertAppId } from "../../platform/app-id.ts";
import { BackupBusy, type BackupSettings } from "../../platform/backup/backup-service.ts";
import type { Caller } from "../../platform/caller.ts";
import { assertAdmin } from "./admin-access.ts";
import type { AdminLinks } from "./admin-links.ts";

type AppRequest = FastifyRequest<{
  Params: { appId: string; id?: string };
  Body: unknown;
  Querystring: { link?: string };
}>;

const ID = /^[A-Za-z0-9-]{1,64}$/;

/** The settings a console form sends, checked field by field: anything else is a 400. */
function settingsOf(body: unknown): BackupSettings {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw badRequest("The body must be an object");
  const { enabled, hour, keepDaily, keepWeekly, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) throw badRequest(`Unknown setting ${Object.keys(rest)[0]}`);
  const whole = (value: unknown, name: string, min: number, max: number) => {
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      throw badRequest(`${name} must be a whole number from ${min} to ${max}`);
    }
    return value;
  };
  if (typeof enabled !== "boolean") throw badRequest("enabled must be true or false");
  return {
    enabled,
    hour: whole(hour, "hour", 0, 23),
    keepDaily: whole(keepDaily, "keepDaily", 1, 90),
    keepWeekly: whole(keepWeekly, "keepWeekly", 0, 52),
  };
}

/**
 * The console's Backups section: `GET .../admin/backups` (whether backups can run here, the settings, the
 * last runs), `POST .../admin/backups` (start one; 409 while one runs), `PUT .../admin/backups/settings`,
 * and a kept backup's database file as a signed one-use link (`POST .../admin/backups/:id/link`) the
 * browser downloads from `GET .../admin/backups/:id/download?link=`. Admin only.
 */
export async function backupRoutes(app: FastifyInstance, options: { links: AdminLinks }) {
  const serviceOf = (request: AppRequest) => {
    assertAppId(app.config, request.params.appId);
    assertAdmin(request.caller);
    if (!app.backups) throw notFound("This app's backups are its server's");
    return app.backups;
  };

  app.get("/api/apps/:appId/admin/backups", async (request: AppRequest) => {
    const backups = serviceOf(request);
    return {
      engine: app.db.kind,
      availability: await backups.availability(),
      directory: backups.directory(),
      settings: await backups.settings(),
      runs: await backups.list(),
    };
  });

  app.post("/api/apps/:appId/admin/backups", async (request: AppRequest, reply) => {
    const backups = serviceOf(request);
    if ((await backups.availability()) !== "available") {
      throw new ApiError(
        409,
        "pg_dump is not installed on this server: back up PostgreSQL yourself",
        "Conflict",
      );
    }
    try {
      const id = await backups.start("manual");
      return reply.status(202).send({ id });
    } catch (error) {
      if (error instanceof BackupBusy) throw conflict(error.message);
      throw error;
    }
  });

  app.put("/api/apps/:appId/admin/backups/settings", async (request: AppRequest) => {
    const backups = serviceOf(request);
    const settings = settingsOf(request.body);
    await backups.saveSettings(settings);
    return settings;
  });

  app.post("/api/apps/:appId/admin/backups/:id/link", async (request: AppRequest) => {
    const backups = serviceOf(request);
    const id = request.params.id ?? "";
    if (!ID.test(id) || !(await backups.databaseFile(id))) throw notFound("No such backup");
    const link = await options.links.create(request.caller as Caller, `backup:${id}`, {});
    return {
      url: `/api/apps/${app.config.appId}/admin/backups/${id}/download?link=${link.token}`,
      expires_at: link.expires_at,
    };
  });

  app.get("/api/apps/:appId/admin/backups/:id/download", async (request: AppRequest, reply) => {
    assertAppId(app.config, request.params.appId);
    const id = request.params.id ?? "";
    if (!ID.test(id)) throw notFound("No such backup");
    await options.links.redeem(request.query.link, `backup:${id}`);
    const found = await app.backups?.databaseFile(id);
    const size = found
      ? await stat(found.file).then(
          (s) => s.size,
          () => undefined,
        )
      : undefined;
    if (!found || size === undefined) throw notFound("No such backup");
    return reply
      .header("content-type", "application/octet-stream")
      .header("content-disposition", `attachment; filename="${found.name}"`)
      .header("content-length", String(size))
      .header("cache-control", "no-store")
      .send(createReadStream(found.file));
  });
}
