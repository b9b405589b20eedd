import { rm } from "node:fs/promises";
import multipart from "@fastify/multipart";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import { ApiError, badRequest, notFound, unsupportedMediaType } from "../../errors.ts";
import { malformedMultipart } from "../call-input.ts";
import type { AppsHost } from "./apps-host.ts";
import { managedApp } from "./managed-app.ts";
import { SiteDeployments } from "./site/site-deployments.ts";
import { unpackSite } from "./site/unpack-site.ts";

// A gzip of a site is smaller than the site, but for files that do not compress (images, fonts): a little more.
const COMPRESSED_SLACK = 1024 * 1024;

/**
 * An app's built site (`base44 site deploy`, the last step of `base44 deploy`): `POST {app}/deploy-dist`
 * takes the CLI's gzip tar in the multipart field `file`, unpacks it as a new deployment and switches the
 * app's site to it; `GET {app}/site-deployments` lists the deployments kept, and
 * `POST {app}/site-deployments/{n}/restore` switches back to one. The CLI's newer upload lane
 * (`BASE44_DEPLOYMENTS_API=1`, `{app}/deployments`) is not offered: it answers 501 saying so.
 */
export async function siteRoutes(app: FastifyInstance, host: AppsHost): Promise<void> {
  const { maxBytes, maxFiles, keepDeployments } = app.config.sites;
  // One deploy of an app at a time, site or code: numbering and switching read what the last one wrote.
  const oneAtATime = <T>(id: string, work: () => Promise<T>): Promise<T> => host.deploys.run(id, work);
  const goLive = (deployments: SiteDeployments, appId: string, id: number) =>
    switchSite(host, app.log, deployments, appId, id);

  await app.register(async (scope) => {
    // Only this context parses multipart: one file, no fields that matter, bounded.
    await scope.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: maxBytes + COMPRESSED_SLACK,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        parts: 11,
        headerPairs: 50,
      },
    });

    scope.post("/api/apps/:appId/deploy-dist", async (request, reply) => {
      const { app: target, caller } = await managedApp(request, host);
      if (!request.isMultipart()) {
        throw unsupportedMediaType(
          "deploy-dist takes multipart/form-data with the site's gzip tar in the field 'file'",
        );
      }
      const deployments = new SiteDeployments(host.folders(target.id));
      const id = await oneAtATime(target.id, async () => {
        const staged = await deployments.stage();
        try {
          const unpacked = await unpackUpload(request, staged, { maxBytes, maxFiles });
          const next = await deployments.commit(staged, {
            created_date: new Date().toISOString(),
            files: unpacked.files,
            bytes: unpacked.bytes,
            deployed_by: caller.email,
          });
          await goLive(deployments, target.id, next);
          return next;
        } finally {
          await rm(staged, { recursive: true, force: true });
        }
      });
      const removed = await oneAtATime(target.id, () => deployments.prune(keepDeployments));
      await host.store.touch(target.id);
      request.log.info({ app: target.id, deployment: id, removed }, "hosted app site deployed");
      return reply.send({ app_url: host.urlOf(target.id), deployment_id: id });
    });
  });

  app.get("/api/apps/:appId/site-deployments", async (request) => {
    const { app: target } = await managedApp(request, host);
    const items = await new SiteDeployments(host.folders(target.id)).list();
    return { items, total: items.length, app_url: host.urlOf(target.id) };
  });

  app.post<{ Params: { appId: string; deploymentId: string } }>(
    "/api/apps/:appId/site-deployments/:deploymentId/restore",
    async (request) => {
      const { app: target } = await managedApp(request, host);
      const raw = request.params.deploymentId;
      const id = /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : undefined;
      const deployments = new SiteDeployments(host.folders(target.id));
      await oneAtATime(target.id, async () => {
        if (id === undefined || !(await deployments.has(id))) throw notFound(`Deployment ${raw} not found`);
        if ((await deployments.currentId()) !== id) await goLive(deployments, target.id, id);
      });
      request.log.info({ app: target.id, deployment: id }, "hosted app site restored");
      return { app_url: host.urlOf(target.id), deployment_id: id };
    },
  );

  // The CLI's other lane (BASE44_DEPLOYMENTS_API=1): signed uploads and a finalize step. Not offered here.
  const otherLane = async (request: FastifyRequest) => {
    await managedApp(request, host);
    throw new ApiError(
      501,
      "This server takes a site as one upload: run the deploy without BASE44_DEPLOYMENTS_API",
      "NotImplemented",
    );
  };
  app.post("/api/apps/:appId/deployments", otherLane);
  app.post("/api/apps/:appId/deployments/*", otherLane);
}

/**
 * Points an app's site at deployment `id` and starts the app with it; a failed start points the site back.
 * The caller holds the app's deploy turn (`host.deploys`).
 */
export async function switchSite(
  host: AppsHost,
  log: FastifyBaseLogger,
  deployments: SiteDeployments,
  appId: string,
  id: number,
): Promise<void> {
  const previous = await deployments.currentId();
  await deployments.switchTo(id);
  try {
    await host.restart(appId);
  } catch (error) {
    if (previous !== undefined) await deployments.switchTo(previous);
    log.error({ err: error, app: appId }, "hosted app did not start with its new site");
    throw new ApiError(
      503,
      "The app could not be started with this site; its logs say why",
      "ServiceUnavailable",
    );
  }
}

/** The one file of the form, unpacked as it streams in. */
async function unpackUpload(
  request: FastifyRequest,
  into: string,
  limits: { maxBytes: number; maxFiles: number },
) {
  let part: Awaited<ReturnType<FastifyRequest["file"]>>;
  try {
    part = await request.file();
  } catch (error) {
    throw malformedMultipart(error);
  }
  if (part?.fieldname !== "file") {
    throw badRequest("deploy-dist needs the site's gzip tar in the field 'file'");
  }
  return unpackSite(part.file, into, limits);
}
