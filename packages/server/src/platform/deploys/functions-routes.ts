import type { FastifyInstance } from "fastify";
import { ApiError, notFound } from "../../errors.ts";
import type { AppsHost } from "../apps/apps-host.ts";
import { managedApp } from "../apps/managed-app.ts";
import { placePackages } from "../functions/deno/npm-packages.ts";
import { checkFunction } from "./function-check.ts";
import { listFunctions, readDeployment, removeFunction, writeFunction } from "./function-store.ts";
import { parseFunctionUpload, placeFile, UPLOAD_BODY_LIMIT } from "./function-upload.ts";

interface Params {
  readonly appId: string;
  readonly name: string;
}

/**
 * `base44 functions deploy | list | pull | delete`: raw sources in, checked by Deno, written into the app's
 * project and live once its instance is rebuilt (decision 0082). A function that does not check, or an app
 * that does not start with it, leaves the previous version serving.
 */
export async function functionsRoutes(app: FastifyInstance, host: AppsHost): Promise<void> {
  app.put<{ Params: Params }>(
    "/api/apps/:appId/backend-functions/:name",
    { bodyLimit: UPLOAD_BODY_LIMIT },
    async (request) => {
      const { app: record } = await managedApp(request, host);
      const upload = parseFunctionUpload(request.params.name, request.body);
      const deploymentId = upload.digest.slice(0, 24);
      return host.deploys.run(record.id, async () => {
        const folders = host.folders(record.id);
        const previous = await readDeployment(folders.project, upload.name);
        if (previous?.deployment_id === deploymentId) return { status: "unchanged" as const };
        const { typeErrors, packages } = await checkFunction(folders, upload, host.npmPackages);
        // The packages go in first, so the function never runs without them.
        const placed = packages ? await placePackages(folders.project, packages) : undefined;
        await writeFunction(folders.project, upload, deploymentId);
        try {
          await host.restart(record.id);
          await placed?.keep();
        } catch (error) {
          await placed?.undo();
          // The app would not start with it: put the previous version back, which the running instance serves.
          if (previous) {
            const { deployed_date: _, ...kept } = previous;
            const files = kept.files.map((f) => ({ ...f, where: placeFile(upload.name, f.path) }));
            const restored = {
              ...upload,
              ...kept,
              files,
              automationsGiven: true,
              digest: previous.deployment_id,
            };
            await writeFunction(folders.project, restored, previous.deployment_id);
          } else await removeFunction(folders.project, upload.name);
          request.log.warn(
            { err: error, app: record.id, function: upload.name },
            "deployed function refused",
          );
          throw new ApiError(
            422,
            `Function ${upload.name} was not deployed: the app did not start with it (${(error as Error).message.slice(0, 2000)}); the previous version still runs`,
            "ValidationError",
          );
        }
        await host.store.touch(record.id);
        if (typeErrors !== null) {
          // Where `base44 logs --function` shows it to whoever deployed.
          host.functionLogs.sink(record.id)({
            function: upload.name,
            level: "warning",
            message: `Deployed with type errors (it runs as it is, as on Base44):\n${typeErrors}`,
          });
        }
        request.log.info(
          { app: record.id, function: upload.name, deploymentId, typeErrors: typeErrors !== null },
          "function deployed",
        );
        return { status: "deployed" as const, deployment_id: deploymentId };
      });
    },
  );

  app.get<{ Params: { appId: string } }>("/api/apps/:appId/backend-functions", async (request) => {
    const { app: record } = await managedApp(request, host);
    return { functions: await listFunctions(host.folders(record.id).project) };
  });

  app.delete<{ Params: Params }>("/api/apps/:appId/backend-functions/:name", async (request) => {
    const { app: record } = await managedApp(request, host);
    const { name } = request.params;
    return host.deploys.run(record.id, async () => {
      const project = host.folders(record.id).project;
      const known = (await listFunctions(project)).some((f) => f.name === name);
      // A retried delete, or one of a name never deployed: the CLI reads 404 as "not found", not a failure.
      if (!known) throw notFound(`Function ${name.slice(0, 200)} not found`);
      await removeFunction(project, name);
      await host.restart(record.id);
      await host.store.touch(record.id);
      request.log.info({ app: record.id, function: name }, "function deleted");
      return { status: "deleted", name };
    });
  });
}
