import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../../errors.ts";
import type { AppsHost } from "../apps/apps-host.ts";
import type { HostedAppRecord } from "../apps/hosted-apps-store.ts";
import { html } from "../mail/html.ts";
import { listUsersPage, userEntity } from "../users/user-records.ts";
import { updateUserRecords } from "../users/user-updates.ts";
import { appInView, serviceRole } from "./app-readers.ts";
import { formBody } from "./dashboard-access.ts";
import { appPath, notice, sendPage, when } from "./dashboard-page.ts";
import type { DashboardAdmin } from "./dashboard-session.ts";

const PAGE_SIZE = 50;

type UsersRequest = FastifyRequest<{
  Params: { appId: string };
  Querystring: { cursor?: unknown; changed?: unknown };
}>;
type RoleRequest = FastifyRequest<{ Params: { appId: string; userId: string } }>;

async function usersPage(
  reply: FastifyReply,
  status: number,
  admin: DashboardAdmin,
  record: HostedAppRecord,
  instance: FastifyInstance,
  options: { readonly cursor?: string; readonly problem?: string; readonly done?: string },
) {
  const roles = instance.userSchema.roles.all;
  let problem = options.problem;
  let page: Awaited<ReturnType<typeof listUsersPage>> = { items: [], next_cursor: null, has_more: false };
  try {
    page = await listUsersPage(instance.db, serviceRole, userEntity(instance.userSchema), record.id, {
      sort: "-created_date",
      limit: PAGE_SIZE,
      ...(options.cursor ? { cursor: options.cursor } : {}),
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
    problem ??=
      "That page of users does not exist (its address may be cut short). Start from the first page.";
    status = 400;
  }
  const base = appPath(record.id, "users");
  const rows = page.items.map((user) => {
    const id = String(user.id);
    const email = String(user.email ?? "");
    const role = String(user.role ?? "user");
    const options = roles.map(
      (r) => html`<option value="${r}"${r === role ? html` selected` : html``}>${r}</option>`,
    );
    return html`<tr>
<th scope="row">${email}</th>
<td>${typeof user.full_name === "string" ? user.full_name : ""}</td>
<td><form class="inline" method="post" action="${base}/${encodeURIComponent(id)}/role">
<select name="role" aria-label="Role of ${email}">${options}</select>
<button class="quiet" type="submit" aria-label="Change the role of ${email}">Change</button>
</form></td>
<td>${user.is_verified === true ? "Yes" : "No"}</td>
<td>${when(typeof user.created_date === "string" ? user.created_date : null)}</td>
</tr>`;
  });
  const table =
    page.items.length === 0
      ? html`<p class="card">No users yet: people sign up on the app's own site.</p>`
      : html`<div class="scroll" role="region" aria-labelledby="users-caption" tabindex="0"><table>
<caption id="users-caption">The app's users, newest first</caption>
<thead><tr><th scope="col">E-mail</th><th scope="col">Name</th><th scope="col">Role</th><th scope="col">Confirmed</th><th scope="col">Joined</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
  const next = page.next_cursor ? `${base}?${new URLSearchParams({ cursor: page.next_cursor })}` : undefined;
  return sendPage(reply, status, {
    title: "Users and roles",
    admin,
    current: "apps",
    app: { record, section: "users" },
    body: html`${notice(problem, options.done)}
<p>The app's roles: ${roles.join(", ")}. Admin roles: ${instance.userSchema.roles.admin.join(", ")}. An app always keeps at least one admin.</p>
${table}
<nav class="pager" aria-label="Pages of users">
${options.cursor ? html`<a href="${base}">First page</a>` : html``}
${next ? html`<a href="${next}" rel="next">Next page</a>` : html``}
</nav>`,
  });
}

/** The app's users, and changing a user's role among the app's roles (docs/users-and-roles.md). */
export async function usersPages(app: FastifyInstance, host: AppsHost) {
  app.get("/apps/:appId/editor/workspace/users", async (request: UsersRequest, reply) => {
    const view = await appInView(host, request, reply);
    if (!view) return reply;
    const { admin, record, instance } = view;
    const cursor = typeof request.query.cursor === "string" ? request.query.cursor : undefined;
    return usersPage(reply, 200, admin, record, instance, {
      ...(cursor ? { cursor } : {}),
      ...(request.query.changed === "1" ? { done: "The role was changed." } : {}),
    });
  });

  app.post("/apps/:appId/editor/workspace/users/:userId/role", async (request: RoleRequest, reply) => {
    const form = formBody(request);
    const view = await appInView(host, request, reply);
    if (!view) return reply;
    const { admin, record, instance } = view;
    const role = form.get("role") ?? "";
    try {
      // As the app's service role: it outranks every role, and the last admin is still kept.
      await updateUserRecords(
        { db: instance.db, schema: instance.userSchema, appId: record.id },
        serviceRole,
        [{ id: request.params.userId.slice(0, 100), body: { role } }],
      );
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
      const problem =
        error.statusCode === 422
          ? `${role.slice(0, 40) || "That"} is not one of the app's roles.`
          : error.message;
      return usersPage(reply, error.statusCode, admin, record, instance, { problem });
    }
    request.log.info({ app: record.id, user: request.params.userId }, "user role changed from the dashboard");
    return reply.redirect(`${appPath(record.id, "users")}?changed=1`, 303);
  });
}
