import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type BuildOptions, buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import { type Engine, freshDatabaseUrl } from "./databases.ts";
import { seedPgliteDataDir } from "./pglite-template.ts";

export const testAdmin = { email: "admin@ember.test", password: "admin-password-1" } as const;

export interface TestApp {
  readonly app: FastifyInstance;
  /** http://127.0.0.1:<port>, for the official SDK and fetch. */
  readonly baseUrl: string;
  readonly config: Config;
  /** A real login of the bootstrapped admin (testAdmin); empty when the env removed the admin. */
  readonly adminToken: string;
  close(): Promise<void>;
}

/** Steps around the start, for tests that need the database before the server or a route of their own. */
export interface StartHooks {
  /** Runs on the fresh database before the server opens it (the env names it: DATA_DIR, DATABASE_URL). */
  readonly beforeStart?: (env: Record<string, string>) => Promise<void>;
  /** Runs on the built server before it listens (a stand-in route). */
  readonly beforeListen?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * The whole app on a fresh database of the given engine, listening on a free port: PGlite in a temporary
 * DATA_DIR (a copy of a migrated template), or a new database in the test PostgreSQL cluster. `env`
 * overrides any variable.
 */
export async function startTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  options: BuildOptions = {},
  hooks: StartHooks = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "ember-test-"));
  const database = await freshDatabaseUrl(engine);
  const cleanup = async () => {
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    if (engine === "pglite") await seedPgliteDataDir(dataDir);
    const fullEnv = {
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? "",
      ADMIN_EMAIL: testAdmin.email,
      ADMIN_PASSWORD: testAdmin.password,
      ...env,
    };
    await hooks.beforeStart?.(fullEnv);
    const config = loadConfig(fullEnv);
    const app = await buildApp(config, { logger: false, ...options });
    try {
      await hooks.beforeListen?.(app);
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const baseUrl = `http://127.0.0.1:${port}`;
      const adminToken = config.admin
        ? await login(baseUrl, app.config.appId, config.admin.email, config.admin.password)
        : "";
      return {
        app,
        baseUrl,
        // As served: a hosted project's own id replaces the default app id.
        config: app.config,
        adminToken,
        close: async () => {
          await app.close();
          await cleanup();
        },
      };
    } catch (error) {
      await app.close();
      throw error;
    }
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** Logs in over HTTP and returns the access token (throws with the server's message otherwise). */
export async function login(
  baseUrl: string,
  appId: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/apps/${appId}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string; message?: string };
  if (!response.ok || !body.access_token)
    throw new Error(`login failed (${response.status}): ${body.message}`);
  return body.access_token;
}
