import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppProjectError } from "../app-project/jsonc-file.ts";
import { loadAppProject } from "../app-project/load-app-project.ts";
import type { AppFolders } from "../apps/app-folders.ts";
import type { AppsHost } from "../apps/apps-host.ts";
import type { HostedAppRecord } from "../apps/hosted-apps-store.ts";
import type { Caller } from "../caller.ts";
import type { EntityDefinition } from "../entities/entity-schemas.ts";
import { EntitySchemaError } from "../entities/entity-schemas.ts";
import { type CappedCount, countRecordsUpTo } from "../entities/records-store.ts";
import { type Automation, parseAutomations } from "../functions/automations/automation-spec.ts";
import { discoverDenoFunctions, FunctionLayoutError } from "../functions/deno/discover-functions.ts";
import { html } from "../mail/html.ts";
import { userEntity } from "../users/user-records.ts";
import { managedApp, signedInAdmin } from "./dashboard-access.ts";
import { sendPage } from "./dashboard-page.ts";
import type { DashboardAdmin } from "./dashboard-session.ts";

/** The dashboard reads an app as its service role: every record, whatever the entity's rules say. */
export const serviceRole: Caller = { kind: "service", onBehalfOf: null };

/** Counting stops here: an overview must cost the same for an app of a million records. */
export const COUNT_CAP = 10_000;

export const countText = (count: CappedCount) =>
  count.capped ? `more than ${count.count.toLocaleString("en")}` : count.count.toLocaleString("en");

/** The app's running instance, started if need be; a project that does not start gets a 503 page. */
/**
 * What every page of one app starts with: the signed-in admin, the app (theirs to manage) and its running
 * instance; null once a sign-in redirect, a 404 or a "not running" page has been sent instead.
 */
export async function appInView(
  host: AppsHost,
  request: FastifyRequest<{ Params: { appId: string } }>,
  reply: FastifyReply,
): Promise<{ admin: DashboardAdmin; record: HostedAppRecord; instance: FastifyInstance } | null> {
  const admin = await signedInAdmin(request, reply);
  if (!admin) return null;
  const record = await managedApp(host, admin, request.params.appId, reply);
  if (!record) return null;
  const instance = await runningInstance(host, record.id, admin, reply);
  return instance ? { admin, record, instance } : null;
}

export async function runningInstance(
  host: AppsHost,
  id: string,
  admin: DashboardAdmin,
  reply: FastifyReply,
): Promise<FastifyInstance | null> {
  try {
    const instance = await host.instance(id);
    if (instance) return instance;
  } catch (error) {
    reply.log.error({ err: error, app: id }, "hosted app did not start");
  }
  await sendPage(reply, 503, {
    title: "The app is not running",
    admin,
    body: html`<p class="problem" role="alert">The app could not be started, so its records and users cannot be shown. The server's log says why; deploying a corrected project starts it again.</p>
<p><a href="/apps">Back to the apps</a></p>`,
  });
  return null;
}

export function entityCount(instance: FastifyInstance, entity: EntityDefinition): Promise<CappedCount> {
  return countRecordsUpTo(instance.db, serviceRole, entity, undefined, COUNT_CAP);
}

export function userCount(instance: FastifyInstance): Promise<CappedCount> {
  return countRecordsUpTo(instance.db, serviceRole, userEntity(instance.userSchema), undefined, COUNT_CAP);
}

export interface FunctionListing {
  readonly name: string;
  /** The entry module, relative to the project. */
  readonly entry: string;
  readonly automations: readonly Automation[];
  readonly problems: readonly string[];
}

/** The app's backend functions as the platform's own loader finds them in its project. */
export async function appFunctions(
  folders: AppFolders,
): Promise<{ readonly functions: FunctionListing[]; readonly problems: readonly string[] }> {
  try {
    const specs = await discoverDenoFunctions(folders.project);
    return {
      functions: specs.map((spec) => {
        const { automations, problems } = parseAutomations(spec.name, spec.automations);
        const entry = path.relative(folders.project, spec.entry).split(path.sep).join("/");
        return { name: spec.name, entry, automations, problems };
      }),
      problems: [],
    };
  } catch (error) {
    if (error instanceof FunctionLayoutError) return { functions: [], problems: error.problems };
    throw error;
  }
}

export interface AgentListing {
  readonly name: string;
  readonly description: string;
  readonly source: string;
  readonly tools: readonly string[];
}

/** The app's agents as the platform's project loader reads them. */
export async function appAgents(
  folders: AppFolders,
): Promise<{ readonly agents: AgentListing[]; readonly problems: readonly string[] }> {
  try {
    const project = await loadAppProject(folders.project);
    return {
      agents: project.agents.map((agent) => ({
        name: agent.name,
        description: agent.description,
        source: agent.source,
        tools: agent.entityTools.map((tool) => `${tool.entityName}: ${tool.operations.join(", ")}`),
      })),
      problems: [],
    };
  } catch (error) {
    if (error instanceof AppProjectError || error instanceof EntitySchemaError) {
      return { agents: [], problems: error.problems };
    }
    throw error;
  }
}

/** How an automation reads in a table: its name, and when it runs. */
export function automationText(automation: Automation): string {
  const when = (() => {
    if (automation.type === "entity") {
      return `on ${automation.event_types.join(", ")} of ${automation.entity_name} records`;
    }
    if (automation.type === "connector") return "on a connector event (not available on this server)";
    if (automation.schedule_mode === "one-time") return `once, at ${automation.one_time_date.toISOString()}`;
    if (automation.schedule_type === "cron") return `cron ${automation.cron_expression} (UTC)`;
    return `every ${automation.repeat_interval} ${automation.repeat_unit}`;
  })();
  return `${automation.name}: ${when}${automation.is_active ? "" : " (paused)"}`;
}
