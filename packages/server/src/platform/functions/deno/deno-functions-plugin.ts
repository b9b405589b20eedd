import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import fp from "fastify-plugin";
import { assertAppId } from "../../app-id.ts";
import { AppSecretsStore } from "../../secrets/app-secrets-store.ts";
import { secretsKey } from "../../secrets/secrets-key.ts";
import {
  type Automation,
  isEntityHook,
  isScheduled,
  parseAutomations,
} from "../automations/automation-spec.ts";
import { startAutomations } from "../automations/automations-runner.ts";
import { readSecretsFile } from "./app-secrets.ts";
import { callDenoFunction, type DenoCallSettings } from "./deno-call.ts";
import { DenoWorker, type FunctionOutput } from "./deno-worker.ts";
import { type DenoFunctionSpec, discoverDenoFunctions, FunctionLayoutError } from "./discover-functions.ts";
import { codeFolders } from "./npm-packages.ts";
import { npmPinMap } from "./npm-pins.ts";
import { WorkerPool } from "./worker-pool.ts";

// A function is a web handler: it decides what each method means (a webhook POSTs, a feed is a GET).
const methods: HTTPMethods[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
// Calls waiting for a busy worker, per worker, before more are refused with 503.
const QUEUE_PER_WORKER = 64;

/** The folders a function may read: the app's function folders, shared code and node_modules. */
const readPathsOf = (appDir: string) => [...codeFolders(appDir), path.join(appDir, "node_modules")];

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

/** Every function's automations, checked; any problem stops the start, with the whole list. */
function automationsOf(specs: readonly DenoFunctionSpec[]) {
  const found: { functionName: string; automation: Automation }[] = [];
  const problems: string[] = [];
  for (const spec of specs) {
    const parsed = parseAutomations(spec.name, spec.automations);
    problems.push(...parsed.problems);
    for (const automation of parsed.automations) found.push({ functionName: spec.name, automation });
  }
  if (problems.length > 0) throw new FunctionLayoutError(problems);
  return found;
}

/**
 * Base44 backend functions of the app folder (APP_DIR), run unchanged in Deno workers (decision 0070):
 * discovered at start, registered beside the in-process functions, served by a pool of Deno processes
 * that ends with the server. Without APP_DIR, or with no functions in it, nothing is registered.
 */
export interface DenoFunctionsOptions {
  /** Receives the functions' output besides the log (a hosted app's function logs). */
  readonly onOutput?: (line: FunctionOutput) => void;
}

export default fp<DenoFunctionsOptions>(
  async (app, options) => {
    const settings = app.config.denoFunctions;
    const { appDir, secretsFile, workers, timeoutMs, memoryMb } = settings;
    if (!appDir) return;
    const specs = await discoverDenoFunctions(appDir);
    if (specs.length === 0) return;
    const automations = automationsOf(specs);
    for (const { functionName, automation } of automations) {
      if (automation.type === "connector") {
        app.log.warn(
          { function: functionName, automation: automation.name },
          "connector automations are not run",
        );
      }
    }
    for (const spec of specs) app.functionRegistry.registerDeno(spec);
    // A hosted app's secrets are in its schema (set with `base44 secrets set`); the first app's file, if
    // it has one, is read over them.
    const stored = await new AppSecretsStore(app.db, app.config.appId).openAll(() => secretsKey(app.config));
    const secrets = { ...stored, ...(await readSecretsFile(secretsFile)) };
    const cacheDir = path.join(app.config.dataDir, "deno-cache");
    await mkdir(cacheDir, { recursive: true });
    const functions = Object.fromEntries(specs.map((spec) => [spec.name, spec.entry]));
    const pins = await npmPinMap(appDir, codeFolders(appDir));
    for (const note of pins.notes) {
      if (note.includes("served by")) app.log.info({ app: appDir }, note);
      else app.log.warn({ app: appDir }, note);
    }
    let importMap: string | undefined;
    if (Object.keys(pins.imports).length > 0) {
      importMap = path.join(cacheDir, "npm-pins.json");
      await writeFile(importMap, JSON.stringify({ imports: pins.imports }));
    }
    const start = () =>
      DenoWorker.start({
        appDir,
        readPaths: readPathsOf(appDir),
        functions,
        secrets,
        memoryMb,
        cacheDir,
        ...(importMap ? { importMap } : {}),
        log: app.log,
        ...(options.onOutput ? { onOutput: options.onOutput } : {}),
      });
    // A queued call waits longer than one call may run, so a worker stopped at the limit reaches it.
    const pool = new WorkerPool(start, workers, 2 * timeoutMs, workers * QUEUE_PER_WORKER);
    app.addHook("onClose", async () => pool.close());
    const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
    await app.register(denoFunctionRoutes, { specs, root: app, settings: { pool, timeoutMs, bodyLimit } });

    // Automations call their functions through this server, so they start once it listens.
    let runner: Awaited<ReturnType<typeof startAutomations>> | undefined;
    // A hosted app's instance never listens (apps/apps-host.ts): it is ready once the server is.
    const hosted = app.listeningServer !== app.server;
    app.addHook(hosted ? "onReady" : "onListen", async () => {
      runner = await startAutomations(app, {
        schedules: automations.flatMap(({ functionName, automation }) =>
          isScheduled(automation) && automation.is_active ? [{ functionName, automation }] : [],
        ),
        hooks: automations.flatMap(({ functionName, automation }) =>
          isEntityHook(automation) && automation.is_active ? [{ functionName, automation }] : [],
        ),
        pollMs: settings.automationPollMs,
        retryBaseMs: settings.automationRetryMs,
        concurrency: workers,
        leaseMs: 2 * timeoutMs + 30_000,
      });
    });
    app.addHook("preClose", async () => runner?.stop());
  },
  { name: "deno-functions", dependencies: ["functions"] },
);
