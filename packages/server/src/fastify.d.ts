import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { AppsHost } from "./platform/apps/apps-host.ts";
import type { Caller } from "./platform/caller.ts";
import type { FunctionRegistry } from "./platform/functions/function-registry.ts";
import type { RealtimeHub } from "./platform/realtime/realtime-hub.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Database;
    functionRegistry: FunctionRegistry;
    /** Realtime rooms (ADR 0025): publish `update_model` events. */
    realtime: RealtimeHub;
    /** The apps hosted beside the server's first (apps/apps-plugin.ts); only on the first app's instance. */
    appsHost: AppsHost;
    /** The HTTP server that listens: this instance's own, or for a hosted app the server's (apps-host.ts). */
    listeningServer: import("node:http").Server;
  }
  interface FastifyRequest {
    /** Resolved from the Authorization header by the auth plugin; anonymous when absent. */
    caller: Caller;
  }
}
