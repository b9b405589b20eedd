import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { ApiError, forbidden, notFound } from "../../errors.ts";
import { canManageApp, type PlatformCaller, requirePlatformAdmin } from "../cli-auth/platform-caller.ts";
import type { AppsHost } from "./apps-host.ts";
import { HOSTED_APP_ID, type HostedAppRecord } from "./hosted-apps-store.ts";

export interface ManagedApp {
  readonly caller: PlatformCaller;
  readonly app: HostedAppRecord;
}

/**
 * The gate of every management route under `/api/apps/{id}/…`: a platform admin (session, CLI token or
 * workspace key, else 401/403), allowed to manage this app, and an app hosted here (else 404 in the
 * Base44 shape, whatever the id looks like: the server's own app is not managed through these routes).
 */
export async function managedApp(request: FastifyRequest, host: AppsHost): Promise<ManagedApp> {
  const caller = await requirePlatformAdmin(request);
  const id = String((request.params as { appId?: unknown }).appId ?? "");
  if (!(await canManageApp(caller, id))) throw forbidden("You may not manage this app");
  const app = HOSTED_APP_ID.test(id) ? await host.store.get(id) : undefined;
  if (!app) throw notFound(`App ${id} not found`);
  return { caller, app };
}

/**
 * The app's database view, through its running instance: starting it first applies the app's migrations,
 * so a table the platform added since (its secrets) exists even for an app created a moment ago.
 */
export async function managedDatabase(host: AppsHost, id: string): Promise<Database> {
  let instance: Awaited<ReturnType<AppsHost["instance"]>>;
  try {
    instance = await host.instance(id);
  } catch {
    throw new ApiError(503, "The app could not be started; its logs say why", "ServiceUnavailable");
  }
  if (!instance) throw notFound(`App ${id} not found`);
  return instance.db;
}
