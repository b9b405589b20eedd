import type { FastifyRequest } from "fastify";
import { forbidden, notFound } from "../../errors.ts";
import type { AppsHost } from "../apps/apps-host.ts";
import type { HostedAppRecord } from "../apps/hosted-apps-store.ts";
import { canManageApp, requirePlatformAdmin } from "../cli-auth/platform-caller.ts";

const hostedAppId = /^[0-9a-f]{24}$/;

/**
 * The hosted app a management route acts on: the caller must be a platform admin (a session, a CLI
 * token or a workspace key) allowed to manage it, and it must exist. In that order, so that nobody
 * without a credential learns which ids exist. The server's own first app is not deployed this way.
 */
export async function managedApp(request: FastifyRequest, host: AppsHost): Promise<HostedAppRecord> {
  const caller = await requirePlatformAdmin(request);
  const { appId } = request.params as { appId?: unknown };
  const id = typeof appId === "string" ? appId : "";
  if (!(await canManageApp(caller, id))) throw forbidden("You may not manage this app");
  const record = hostedAppId.test(id) ? await host.store.get(id) : undefined;
  if (!record) throw notFound(`App ${id.slice(0, 100)} not found`);
  return record;
}
