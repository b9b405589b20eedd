import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound } from "../../errors.ts";
import type { AppsHost } from "../apps/apps-host.ts";
import { SiteDeployments } from "../apps/site/site-deployments.ts";
import { switchSite } from "../apps/site-routes.ts";
import { html } from "../mail/html.ts";
import { deploymentsSection, secretNames, secretsSection, siteDeployments } from "./app-activity.ts";
import { appAgents, appFunctions, appInView, countText, entityCount, userCount } from "./app-readers.ts";
import { formBody, managedApp, signedInAdmin } from "./dashboard-access.ts";
import { appPath, sendPage, visibilityText, when } from "./dashboard-page.ts";

export type AppRequest = FastifyRequest<{ Params: { appId: string } }>;

/** The page the CLI prints after a deploy: the app at a glance, with links to each of its sections. */
export async function overviewPage(app: FastifyInstance, host: AppsHost) {
  app.get("/apps/:appId", async (request: AppRequest, reply) => {
    const admin = await signedInAdmin(request, reply);
    if (!admin) return reply;
    const record = await managedApp(host, admin, request.params.appId, reply);
    if (!record) return reply;
    return reply.redirect(appPath(record.id), 303);
  });

  app.get("/apps/:appId/editor/workspace/overview", async (request: AppRequest, reply) => {
    const view = await appInView(host, request, reply);
    if (!view) return reply;
    const { admin, record, instance } = view;
    const folders = host.folders(record.id);
    const entities = [...instance.entities.values()];
    const [counts, users, functions, agents, secrets, deployments] = await Promise.all([
      Promise.all(entities.map((entity) => entityCount(instance, entity))),
      userCount(instance),
      appFunctions(folders),
      appAgents(folders),
      secretNames(host, record.id),
      siteDeployments(host, record.id),
    ]);
    const url = host.urlOf(record.id);
    const entityRows = entities.map(
      (entity, i) =>
        html`<tr><th scope="row"><a href="${appPath(record.id, "entities")}/${encodeURIComponent(entity.name)}">${entity.name}</a></th><td>${counts[i] ? countText(counts[i]) : ""}</td></tr>`,
    );
    const records =
      entities.length === 0
        ? html`<p class="card">No entities yet. Push some with <code>base44 entities push</code>.</p>`
        : html`<div class="scroll" role="region" aria-labelledby="records-caption" tabindex="0"><table>
<caption id="records-caption">Records per entity</caption>
<thead><tr><th scope="col">Entity</th><th scope="col">Records</th></tr></thead>
<tbody>${entityRows}</tbody></table></div>`;
    return sendPage(reply, 200, {
      title: record.name,
      admin,
      current: "apps",
      app: { record, section: "overview" },
      body: html`<div class="card"><dl>
<dt>Site address</dt><dd><a href="${url}">${url}</a></dd>
<dt>App id</dt><dd><code>${record.id}</code></dd>
<dt>Visibility</dt><dd>${visibilityText(record.public_settings)}</dd>
<dt>Created</dt><dd>${when(record.created_date)}</dd>
<dt>Last changed</dt><dd>${when(record.updated_date)}</dd>
${record.user_description ? html`<dt>Description</dt><dd>${record.user_description}</dd>` : html``}
</dl></div>
<h2>At a glance</h2>
<ul class="tiles">
<li><a href="${appPath(record.id, "entities")}">Entities</a><strong>${entities.length}</strong></li>
<li><a href="${appPath(record.id, "users")}">Users</a><strong>${countText(users)}</strong></li>
<li><a href="${appPath(record.id, "functions")}">Functions</a><strong>${functions.functions.length}</strong></li>
<li><a href="${appPath(record.id, "agents")}">Agents</a><strong>${agents.agents.length}</strong></li>
</ul>
<h2>Records</h2>
${records}
<h2>Site deployments</h2>
${deploymentsSection(record.id, deployments)}
<h2>Secrets</h2>
${secretsSection(secrets)}
<h2>Deploy from the command line</h2>
<p>In the app's project folder, with an <a href="/apps/settings/api-keys">API key</a> of this server:</p>
<pre>BASE44_API_URL=${new URL(app.config.publicUrl).origin} BASE44_API_KEY=b44k_… npx base44 deploy -y</pre>`,
    });
  });

  // Back to an earlier site: the same switch as the CLI's restore, in the app's deploy turn.
  app.post(
    "/apps/:appId/editor/workspace/site-deployments/:deploymentId/restore",
    async (request: FastifyRequest<{ Params: { appId: string; deploymentId: string } }>, reply) => {
      formBody(request);
      const admin = await signedInAdmin(request, reply);
      if (!admin) return reply;
      const record = await managedApp(host, admin, request.params.appId, reply);
      if (!record) return reply;
      const raw = request.params.deploymentId;
      const id = /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : undefined;
      const deployments = new SiteDeployments(host.folders(record.id));
      await host.deploys.run(record.id, async () => {
        if (id === undefined || !(await deployments.has(id)))
          throw notFound(`Deployment ${raw.slice(0, 20)} not found`);
        if ((await deployments.currentId()) !== id)
          await switchSite(host, request.log, deployments, record.id, id);
      });
      request.log.info({ app: record.id, deployment: id }, "hosted app site restored from the dashboard");
      return reply.redirect(appPath(record.id), 303);
    },
  );
}
