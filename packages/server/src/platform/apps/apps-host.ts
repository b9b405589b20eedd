import { existsSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { schemaDatabase } from "../../db/schema-database.ts";
import { ApiError, errorBody } from "../../errors.ts";
import { AppProjectError } from "../app-project/jsonc-file.ts";
import type { PlatformOptions } from "../build-platform.ts";
import { DeployQueue } from "../deploys/deploy-queue.ts";
import { EntitySchemaError } from "../entities/entity-schemas.ts";
import { type AppFolders, appFolders, createAppFolders } from "./app-folders.ts";
import { startAppInstance } from "./app-instance.ts";
import {
  appOfHost,
  appOrigin,
  appsDomainOf,
  functionCallAppId,
  requestedAppId,
  withOwnAppId,
} from "./app-routing.ts";
import { FunctionLogs } from "./function-logs.ts";
import { type HostedAppRecord, HostedAppsStore, type NewHostedApp } from "./hosted-apps-store.ts";
import { currentSite } from "./site/site-deployments.ts";

export interface AppsHostOptions {
  readonly config: Config;
  /** The server's database (its first app's schema and the server's own tables). */
  readonly db: Database;
  readonly log: FastifyBaseLogger;
  /** What every hosted app's instance is built with (the logger, the mail transport, the model). */
  readonly platform: PlatformOptions;
}

/**
 * The apps a server hosts besides its first: each one its own platform instance (app-instance.ts) over its
 * own schema, started on its first request or when the server starts, and replaced whole when it is
 * deployed again, while the old one finishes the requests it holds. The host only chooses which instance
 * a request goes to (app-routing.ts); the instances never listen, and nothing passes between them.
 */
export class AppsHost {
  readonly store: HostedAppsStore;
  readonly appsDomain: string;
  /** Each app's deploys, one at a time (deploys/). */
  readonly deploys = new DeployQueue();
  /** The last lines its functions printed, for `base44 logs`. */
  readonly functionLogs = new FunctionLogs();
  private readonly starting = new Map<string, Promise<FastifyInstance | undefined>>();
  /** Each app's former ids, as last read from the registry (app-routing.ts's withOwnAppId). */
  private readonly aliases = new Map<string, ReadonlySet<string>>();
  private closed = false;

  constructor(private readonly options: AppsHostOptions) {
    this.store = new HostedAppsStore(options.db);
    this.appsDomain = appsDomainOf(options.config);
  }

  /** The server's database as the app sees it: its own schema first on the search path. */
  database(app: HostedAppRecord): Database {
    return schemaDatabase(this.options.db, app.schema_name);
  }

  /** Where the apps' functions' npm packages come from, and how much of them one app may hold. */
  get npmPackages(): Config["npmPackages"] {
    return this.options.config.npmPackages;
  }

  folders(id: string): AppFolders {
    return appFolders(this.options.config.dataDir, id);
  }

  /** The address the app's site and same-origin API answer at. */
  urlOf(id: string): string {
    return appOrigin(this.options.config.publicUrl, this.appsDomain, id);
  }

  async create(app: NewHostedApp): Promise<HostedAppRecord> {
    const record = await this.store.create(app);
    await createAppFolders(this.folders(record.id), record);
    return record;
  }

  /** Takes note of an app's registry row as it changed (its former ids), for the requests that follow. */
  remember(app: HostedAppRecord): void {
    this.aliases.set(app.id, new Set(app.app_id_aliases));
  }

  /** The app's running instance, started if it is not; undefined when no such app is hosted here. */
  instance(id: string): Promise<FastifyInstance | undefined> {
    let started = this.starting.get(id);
    if (!started) {
      started = this.start(id);
      this.starting.set(id, started);
      // A failed start (a broken project) is tried again on the next request, not remembered.
      const forget = () => {
        if (this.starting.get(id) === started) this.starting.delete(id);
      };
      started.then((instance) => instance === undefined && forget(), forget);
    }
    return started;
  }

  /**
   * Builds the app anew from its project (after a deploy) and sends every later request to the new
   * instance; the old one closes once its requests are answered. A project that does not start leaves
   * the old instance serving, and the error goes to the caller.
   */
  async restart(id: string): Promise<void> {
    const previous = this.starting.get(id);
    const next = await this.start(id).catch((error: unknown) => {
      throw asProjectProblem(error);
    });
    if (!next) throw new Error(`app ${id} is not hosted here`);
    this.starting.set(id, Promise.resolve(next));
    const old = await previous?.catch(() => undefined);
    if (old) await old.close();
  }

  /** Starts every hosted app in the background (scheduled automations run only in a started app). */
  startAll(): void {
    this.store.list().then(
      async (apps) => {
        for (const app of apps) {
          if (this.closed) return;
          await this.instance(app.id).catch((error: unknown) =>
            this.options.log.error({ err: error, app: app.id }, "hosted app did not start"),
          );
        }
      },
      (error: unknown) => this.options.log.error({ err: error }, "hosted apps could not be listed"),
    );
  }

  /** Hands requests and websocket upgrades for a hosted app to its instance; the rest go on as before. */
  routeThrough(server: Server): void {
    const ownRequest = server.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
    server.removeAllListeners("request");
    server.on("request", (req: IncomingMessage, res: ServerResponse) => {
      const named = requestedAppId(req, this.appsDomain);
      const id = named ?? functionCallAppId(req);
      const own = () => {
        for (const listener of ownRequest) listener.call(server, req, res);
      };
      if (id === undefined || id === this.options.config.appId) return own();
      this.instance(id).then(
        (instance) => {
          if (instance && appOfHost(req.headers.host, this.appsDomain) === id) {
            req.url = withOwnAppId(req.url ?? "/", id, this.aliases.get(id) ?? noAliases);
          }
          if (instance) instance.server.emit("request", req, res);
          // A token's app that is not here: the call goes where an unsigned one would.
          else if (named === undefined) own();
          else answer(res, new ApiError(404, `App ${id} not found`, "NotFound"));
        },
        (error: unknown) => {
          this.options.log.error({ err: error, app: id }, "hosted app did not start");
          answer(
            res,
            new ApiError(503, "The app could not be started; its logs say why.", "ServiceUnavailable"),
          );
        },
      );
    });

    const ownUpgrade = server.listeners("upgrade") as ((
      req: IncomingMessage,
      socket: Duplex,
      head: Buffer,
    ) => void)[];
    server.removeAllListeners("upgrade");
    server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const id = requestedAppId(req, this.appsDomain);
      if (id === undefined || id === this.options.config.appId) {
        for (const listener of ownUpgrade) listener.call(server, req, socket, head);
        return;
      }
      this.instance(id).then(
        (instance) => {
          if (!instance) return socket.destroy();
          if (appOfHost(req.headers.host, this.appsDomain) === id) {
            req.url = withOwnAppId(req.url ?? "/", id, this.aliases.get(id) ?? noAliases);
          }
          instance.server.emit("upgrade", req, socket, head);
        },
        () => socket.destroy(),
      );
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const instances = await Promise.all([...this.starting.values()].map((p) => p.catch(() => undefined)));
    this.starting.clear();
    await Promise.all(instances.map((instance) => instance?.close()));
  }

  private async start(id: string): Promise<FastifyInstance | undefined> {
    if (this.closed) return undefined;
    const app = await this.store.get(id);
    if (!app) return undefined;
    this.remember(app);
    const folders = this.folders(id);
    // A registry row without its folder (another machine's disk, or a create cut short) gets an empty project.
    if (!existsSync(folders.project)) await createAppFolders(folders, app);
    // The deployment the site points at now: this instance serves it until the next one replaces it.
    const site = await currentSite(folders);
    const instance = await startAppInstance({
      server: this.options.config,
      db: this.options.db,
      app,
      folders,
      publicUrl: this.urlOf(id),
      site,
      platform: { ...this.options.platform, functionOutput: this.functionLogs.sink(id) },
    });
    this.options.log.info({ app: id, name: app.name }, "hosted app started");
    return instance;
  }
}

/**
 * A project that does not load (a bad schema, a broken config file) is the deployer's to fix: a 422 that
 * lists the problems (the CLI shows `extra_data.errors`), not a server error.
 */
function asProjectProblem(error: unknown): unknown {
  if (!(error instanceof AppProjectError || error instanceof EntitySchemaError)) return error;
  return new ApiError(422, "The app's project does not load; nothing changed.", "ValidationError", {
    errors: error.problems.map((message) => ({ name: "project", message })),
  });
}

const noAliases: ReadonlySet<string> = new Set();

function answer(res: ServerResponse, error: ApiError): void {
  if (res.headersSent) return;
  res.writeHead(error.statusCode, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(errorBody(error, null)));
}
