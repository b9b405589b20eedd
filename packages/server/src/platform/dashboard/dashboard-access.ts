import type { FastifyReply, FastifyRequest } from "fastify";
import { unsupportedMediaType } from "../../errors.ts";
import type { AppsHost } from "../apps/apps-host.ts";
import type { HostedAppRecord } from "../apps/hosted-apps-store.ts";
import { HOSTED_APP_ID } from "../apps/hosted-apps-store.ts";
import { canManageApp } from "../cli-auth/platform-caller.ts";
import { assertSiteOrigin } from "../functions/site-origin.ts";
import { html } from "../mail/html.ts";
import { sendPage } from "./dashboard-page.ts";
import { checkDashboardSession, clearSessionCookie, type DashboardAdmin } from "./dashboard-session.ts";

/** Where the sign-in page may send the admin back to: a dashboard address of this server, nothing else. */
export function dashboardTarget(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000 || /[\\\s]/.test(value)) return "/apps";
  try {
    const base = "http://dashboard.invalid";
    const url = new URL(value, base);
    if (url.origin !== base || value.startsWith("//")) return "/apps";
    if (url.pathname !== "/apps" && !url.pathname.startsWith("/apps/")) return "/apps";
    if (url.pathname.startsWith("/apps/sign-")) return "/apps";
    return `${url.pathname}${url.search}`;
  } catch {
    return "/apps";
  }
}

/**
 * The platform admin behind the request's dashboard cookie, or null once the reply says why not: a page
 * read without a session goes to the sign-in page and back; a form posted without one changes nothing
 * and says so; someone who is no longer a platform admin is told, and may sign out.
 */
export async function signedInAdmin(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<DashboardAdmin | null> {
  const session = await checkDashboardSession(request);
  if (session.kind === "admin") return session.admin;
  if (session.kind === "not-admin") {
    await sendPage(reply, 403, {
      title: "Only platform admins",
      body: html`<p class="problem" role="alert">You are signed in as ${session.email}, who is not an admin of this server. The dashboard is for the server's admins only.</p>
<form method="post" action="/apps/sign-out"><button type="submit">Sign out</button></form>`,
    });
    return null;
  }
  clearSessionCookie(reply);
  if (request.method === "GET" || request.method === "HEAD") {
    const next = dashboardTarget(request.url);
    await reply
      .header("cache-control", "no-store")
      .redirect(`/apps/sign-in?next=${encodeURIComponent(next)}`, 303);
    return null;
  }
  await sendPage(reply, 401, {
    title: "Please sign in again",
    body: html`<p class="problem" role="alert">Your dashboard session has ended, so nothing was changed.</p>
<p><a href="/apps/sign-in">Sign in</a> and try again.</p>`,
  });
  return null;
}

/**
 * A form of the dashboard, posted by the dashboard's own page: another site's page is refused before
 * anything is read (the session cookie is SameSite=Strict as well), and only a plain form body is taken.
 */
export function formBody(request: FastifyRequest): URLSearchParams {
  assertSiteOrigin(request, request.server.config);
  const type = request.headers["content-type"] ?? "";
  // A form of buttons only posts an empty body, which reaches no parser.
  if (request.body === undefined && type.startsWith("application/x-www-form-urlencoded")) {
    return new URLSearchParams();
  }
  if (!(request.body instanceof URLSearchParams)) {
    throw unsupportedMediaType("The form is posted as application/x-www-form-urlencoded");
  }
  return request.body;
}

/** The hosted app the address names, if the admin may manage it; otherwise the reply is a 404 page. */
export async function managedApp(
  host: AppsHost,
  admin: DashboardAdmin,
  id: string,
  reply: FastifyReply,
): Promise<HostedAppRecord | null> {
  const record = HOSTED_APP_ID.test(id) ? await host.store.get(id) : undefined;
  const caller = { userId: admin.userId, email: admin.email, via: "session" } as const;
  if (record && (await canManageApp(caller, record.id))) return record;
  await notFoundPage(reply, admin, `App ${id.slice(0, 64)} not found`);
  return null;
}

export function notFoundPage(reply: FastifyReply, admin: DashboardAdmin, message: string) {
  return sendPage(reply, 404, {
    title: "Not found",
    admin,
    body: html`<p class="problem" role="alert">${message}.</p>
<p>It may have been removed, or the address may be mistyped. <a href="/apps">See all apps</a>.</p>`,
  });
}
