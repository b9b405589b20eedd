import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import fp from "fastify-plugin";
import { assertAppId } from "../../app-id.ts";
import { readSecretsFile } from "./app-secrets.ts";
import { callDenoFunction, type DenoCallSettings } from "./deno-call.ts";
import { DenoWorker } from "./deno-worker.ts";
import { type DenoFunctionSpec, discoverDenoFunctions } from "./discover-functions.ts";
import { WorkerPool } from "./worker-pool.ts";

// A function is a web handler: it decides what each method means (a webhook POSTs, a feed is a GET).
const methods: HTTPMethods[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
// Calls waiting for a busy worker, per worker, before more are refused with 503.
const QUEUE_PER_WORKER = 64;

/** The folders a function may read: the app's function folders, shared code and node_modules. */
const readPathsOf = (appDir: string) =>
  [["base44", "functions"], ["base44", "shared"], ["functions"], ["node_modules"]].map((parts) =>
    path.join(appDir, ...parts),
  );

interface RoutesOptions {
  readonly specs: readonly DenoFunctionSpec[];
  readonly settings: DenoCallSettings;
  readonly root: FastifyInstance;
}

/**
 * The routes of the Deno functions, in a context of their own: the body is not parsed here (the
 * in-process functions' JSON and multipart parsers stay theirs) but handed to the function as the raw
 * bytes, streamed. Each function has its own static routes, which the router prefers to the in-process
 * functions' wildcard, at the three addresses Base44 serves a function.
 */
async function denoFunctionRoutes(scope: FastifyInstance, { specs, settings, root }: RoutesOptions) {
  const bodies = new WeakMap<FastifyRequest, Readable>();
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", (request: FastifyRequest, payload: Readable, done) => {
    bodies.set(request, payload);
    done(null, undefined);
  });
  for (const { name } of specs) {
    const call = (request: FastifyRequest, reply: FastifyReply) =>
      callDenoFunction(root, name, request, reply, bodies.get(request), settings);
    scope.route<{ Params: { appId: string } }>({
      method: methods,
      url: `/api/apps/:appId/functions/${name}`,
      handler: (request, reply) => {
        assertAppId(root.config, request.params.appId);
        return call(request, reply);
      },
    });
    scope.route({ method: methods, url: `/api/functions/${name}`, handler: call });
    scope.route({ method: methods, url: `/functions/${name}`, handler: call });
  }
}

/**
 * Base44 backend functions of the app folder (APP_DIR), run unchanged in Deno workers (decision 0070):
 * discovered at start, registered beside the in-process functions, served by a pool of Deno processes
 * that ends with the server. Without APP_DIR, or with no functions in it, nothing is registered.
 */
export default fp(
  async (app) => {
    const { appDir, secretsFile, workers, timeoutMs, memoryMb } = app.config.denoFunctions;
    if (!appDir) return;
    const specs = await discoverDenoFunctions(appDir);
    if (specs.length === 0) return;
    for (const spec of specs) app.functionRegistry.registerDeno(spec);
    const secrets = await readSecretsFile(secretsFile);
    const cacheDir = path.join(app.config.dataDir, "deno-cache");
    await mkdir(cacheDir, { recursive: true });
    const functions = Object.fromEntries(specs.map((spec) => [spec.name, spec.entry]));
    const start = () =>
      DenoWorker.start({
        appDir,
        readPaths: readPathsOf(appDir),
        functions,
        secrets,
        memoryMb,
        cacheDir,
        log: app.log,
      });
    // A queued call waits longer than one call may run, so a worker stopped at the limit reaches it.
    const pool = new WorkerPool(start, workers, 2 * timeoutMs, workers * QUEUE_PER_WORKER);
    app.addHook("onClose", async () => pool.close());
    const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
    await app.register(denoFunctionRoutes, { specs, root: app, settings: { pool, timeoutMs, bodyLimit } });
  },
  { name: "deno-functions", dependencies: ["functions"] },
);
