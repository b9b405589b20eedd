import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppsHost } from "../apps/apps-host.ts";
import { type HostedAppRecord, PUBLIC_SETTINGS, type PublicSettings } from "../apps/hosted-apps-store.ts";
import { html } from "../mail/html.ts";
import { formBody, signedInAdmin } from "./dashboard-access.ts";
import { appPath, notice, sendPage, visibilityText, when } from "./dashboard-page.ts";
import type { DashboardAdmin } from "./dashboard-session.ts";

const MAX_NAME = 100;
const MAX_DESCRIPTION = 2000;
// Offered when creating an app; the hosted service's "workspace" visibility means the same as private here.
const OFFERED: readonly PublicSettings[] = PUBLIC_SETTINGS.filter((v) => v !== "workspace_with_login");

interface CreateState {
  readonly name?: string;
  readonly description?: string;
  readonly visibility?: string;
  readonly problem?: string;
}

function appsPage(
  reply: FastifyReply,
  status: number,
  admin: DashboardAdmin,
  host: AppsHost,
  apps: readonly HostedAppRecord[],
  state: CreateState = {},
) {
  const rows = apps.map(
    (app) => html`<tr>
<th scope="row"><a href="${appPath(app.id)}">${app.name}</a></th>
<td><code>${app.id}</code></td>
<td>${when(app.created_date)}</td>
<td><a href="${host.urlOf(app.id)}">${host.urlOf(app.id)}</a></td>
<td>${visibilityText(app.public_settings)}</td>
</tr>`,
  );
  const table =
    apps.length === 0
      ? html`<p class="card">No apps yet. Create one below, or run <code>base44 link --create</code> with the CLI.</p>`
      : html`<div class="scroll" role="region" aria-labelledby="apps-caption" tabindex="0"><table>
<caption id="apps-caption">${apps.length === 1 ? "1 app" : `${apps.length} apps`}, most recently changed first</caption>
<thead><tr><th scope="col">Name</th><th scope="col">Id</th><th scope="col">Created</th><th scope="col">Site address</th><th scope="col">Visibility</th></tr></thead>
<tbody>${rows}</tbody>
</table></div>`;
  const options = OFFERED.map(
    (value) =>
      html`<option value="${value}"${(state.visibility ?? "public_without_login") === value ? html` selected` : html``}>${visibilityText(value)}</option>`,
  );
  return sendPage(reply, status, {
    title: "Apps",
    admin,
    current: "apps",
    body: html`<p>The Base44 apps this server hosts beside its own site, whose staff console is at <a href="/admin">/admin</a>.</p>
${table}
<h2 id="create">Create an app</h2>
${notice(state.problem)}
<form class="card" method="post" action="/apps" aria-labelledby="create">
<label for="name">Name</label>
<input id="name" name="name" required maxlength="${MAX_NAME}" value="${state.name ?? ""}">
<label for="description">Description (optional)</label>
<input id="description" name="description" maxlength="${MAX_DESCRIPTION}" value="${state.description ?? ""}">
<label for="visibility">Who can use it</label>
<select id="visibility" name="visibility">${options}</select>
<p><button type="submit">Create the app</button></p>
</form>`,
  });
}

/** `/apps`: the hosted apps, and a form that creates one as `base44 create` does. */
export async function appsPages(app: FastifyInstance, host: AppsHost) {
  app.get("/apps", async (request, reply) => {
    const admin = await signedInAdmin(request, reply);
    if (!admin) return reply;
    return appsPage(reply, 200, admin, host, await host.store.list());
  });

  app.post("/apps", async (request, reply) => {
    const form = formBody(request);
    const admin = await signedInAdmin(request, reply);
    if (!admin) return reply;
    const name = (form.get("name") ?? "").trim();
    const description = (form.get("description") ?? "").trim();
    const visibility = form.get("visibility") ?? "public_without_login";
    const state = { name, description, visibility };
    const refuse = async (problem: string) =>
      appsPage(reply, 400, admin, host, await host.store.list(), { ...state, problem });
    if (name.length === 0 || name.length > MAX_NAME) {
      return refuse(`Give the app a name of 1 to ${MAX_NAME} characters.`);
    }
    if (description.length > MAX_DESCRIPTION) {
      return refuse(`The description can be at most ${MAX_DESCRIPTION} characters.`);
    }
    if (!(OFFERED as readonly string[]).includes(visibility)) return refuse("Choose who can use the app.");
    const record = await host.create({
      name,
      user_description: description || null,
      public_settings: visibility as PublicSettings,
      created_by_id: admin.userId,
    });
    request.log.info({ app: record.id, name: record.name }, "hosted app created from the dashboard");
    return reply.redirect(appPath(record.id), 303);
  });
}
