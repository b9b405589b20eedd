import type { FastifyInstance } from "fastify";
import type { AppsHost } from "../apps/apps-host.ts";
import { html, type SafeHtml } from "../mail/html.ts";
import { automationRuns, functionLogs, logsSection, runsSection } from "./app-activity.ts";
import { appAgents, appFunctions, automationText } from "./app-readers.ts";
import { managedApp, signedInAdmin } from "./dashboard-access.ts";
import { sendPage } from "./dashboard-page.ts";
import type { AppRequest } from "./overview-page.ts";

const problemsList = (what: string, problems: readonly string[]): SafeHtml =>
  problems.length === 0
    ? html``
    : html`<div class="problem" role="alert"><p>${what}</p><ul>${problems.map((p) => html`<li>${p}</li>`)}</ul></div>`;

/**
 * The app's functions and agents as its project holds them (read with the platform's own loaders, so the
 * page shows what the app runs), and its connections page, which says honestly what this server lacks.
 */
export async function projectPages(app: FastifyInstance, host: AppsHost) {
  app.get("/apps/:appId/editor/workspace/functions", async (request: AppRequest, reply) => {
    const admin = await signedInAdmin(request, reply);
    if (!admin) return reply;
    const record = await managedApp(host, admin, request.params.appId, reply);
    if (!record) return reply;
    const [{ functions, problems }, logs, runs] = await Promise.all([
      appFunctions(host.folders(record.id)),
      functionLogs(host, record.id),
      automationRuns(host, record.id),
    ]);
    const rows = functions.map(
      (fn) => html`<tr>
<th scope="row"><code>${fn.name}</code></th>
<td><code>${fn.entry}</code></td>
<td>${fn.automations.length === 0 ? "None" : html`<ul>${fn.automations.map((a) => html`<li>${automationText(a)}</li>`)}</ul>`}${
        fn.problems.length > 0
          ? html`<ul class="problem">${fn.problems.map((p) => html`<li>${p}</li>`)}</ul>`
          : html``
      }</td>
</tr>`,
    );
    return sendPage(reply, 200, {
      title: "Functions",
      admin,
      current: "apps",
      app: { record, section: "functions" },
      body: html`${problemsList("The project's functions could not all be read:", problems)}
${
  functions.length === 0
    ? html`<p class="card">No backend functions yet. Deploy some with <code>base44 functions deploy</code>.</p>`
    : html`<div class="scroll" role="region" aria-labelledby="functions-caption" tabindex="0"><table>
<caption id="functions-caption">Backend functions, run by Deno</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Entry</th><th scope="col">Automations</th></tr></thead>
<tbody>${rows}</tbody></table></div>`
}
<h2>Automation runs</h2>
${runsSection(runs)}
<h2>Logs</h2>
${logsSection(logs)}`,
    });
  });

  app.get("/apps/:appId/editor/workspace/agents", async (request: AppRequest, reply) => {
    const admin = await signedInAdmin(request, reply);
    if (!admin) return reply;
    const record = await managedApp(host, admin, request.params.appId, reply);
    if (!record) return reply;
    const { agents, problems } = await appAgents(host.folders(record.id));
    const rows = agents.map(
      (agent) => html`<tr>
<th scope="row"><code>${agent.name}</code></th>
<td>${agent.description}</td>
<td>${agent.tools.length === 0 ? "None" : html`<ul>${agent.tools.map((t) => html`<li>${t}</li>`)}</ul>`}</td>
<td><code>${agent.source}</code></td>
</tr>`,
    );
    return sendPage(reply, 200, {
      title: "Agents",
      admin,
      current: "apps",
      app: { record, section: "agents" },
      body: html`${problemsList("The project could not be read:", problems)}
${
  agents.length === 0
    ? html`<p class="card">No agents yet. Push some with <code>base44 agents push</code>.</p>`
    : html`<div class="scroll" role="region" aria-labelledby="agents-caption" tabindex="0"><table>
<caption id="agents-caption">The app's agents</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Description</th><th scope="col">Entity tools</th><th scope="col">File</th></tr></thead>
<tbody>${rows}</tbody></table></div>`
}`,
    });
  });

  app.get("/apps/:appId/editor/workspace/app-connections", async (request: AppRequest, reply) => {
    const admin = await signedInAdmin(request, reply);
    if (!admin) return reply;
    const record = await managedApp(host, admin, request.params.appId, reply);
    if (!record) return reply;
    return sendPage(reply, 200, {
      title: "Connections",
      admin,
      current: "apps",
      app: { record, section: "app-connections" },
      body: html`<div class="card">
<p>Connectors (sign-ins to other services such as Google, Slack or Notion, shared by an app's functions) and payments need Base44's hosted service. They are not available on this server, and connector automations do not run here.</p>
<p>What to do instead: keep the other service's API key as a secret of the app (<code>base44 secrets set NAME=value</code>) and call the service from a backend function, where it reads the key from <code>Deno.env</code>.</p>
</div>`,
    });
  });
}
