import type { FastifyReply } from "fastify";
import type { HostedAppRecord } from "../apps/hosted-apps-store.ts";
import { sendHtmlPage } from "../html-page-reply.ts";
import { html, SafeHtml } from "../mail/html.ts";
import type { DashboardAdmin } from "./dashboard-session.ts";
import { DASHBOARD_CSS, DASHBOARD_CSS_HASH } from "./dashboard-style.ts";

// No script at all, the one stylesheet by its hash, forms posting only here, never framed.
const CSP = [
  "default-src 'none'",
  `style-src ${DASHBOARD_CSS_HASH}`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** The sections of one app, in the order the menu shows them; the first is the CLI's address. */
export const APP_SECTIONS = [
  { slug: "overview", label: "Overview" },
  { slug: "entities", label: "Entities" },
  { slug: "users", label: "Users" },
  { slug: "functions", label: "Functions" },
  { slug: "agents", label: "Agents" },
  { slug: "app-connections", label: "Connections" },
] as const;
export type AppSection = (typeof APP_SECTIONS)[number]["slug"];

export const appPath = (id: string, section: AppSection = "overview") =>
  `/apps/${id}/editor/workspace/${section}`;

export interface PageFrame {
  readonly title: string;
  /** The signed-in admin; absent on the sign-in page. */
  readonly admin?: DashboardAdmin;
  /** Which of the server's pages the top menu marks as current. */
  readonly current?: "apps" | "api-keys" | "sign-ins";
  /** An app's page: its name above the heading and its sections' menu. */
  readonly app?: { readonly record: HostedAppRecord; readonly section: AppSection };
  readonly body: SafeHtml;
}

const currentMark = (on: boolean) => (on ? html` aria-current="page"` : html``);

function topBar(frame: PageFrame): SafeHtml {
  if (!frame.admin) return html`<header class="top"><span class="brand">Ember dashboard</span></header>`;
  return html`<header class="top">
<a class="brand" href="/apps">Ember dashboard</a>
<nav aria-label="Dashboard"><ul>
<li><a href="/apps"${currentMark(frame.current === "apps")}>Apps</a></li>
<li><a href="/apps/settings/api-keys"${currentMark(frame.current === "api-keys")}>API keys</a></li>
<li><a href="/apps/settings/sign-ins"${currentMark(frame.current === "sign-ins")}>CLI sign-ins</a></li>
</ul></nav>
<form class="who" method="post" action="/apps/sign-out"><span>${frame.admin.email}</span><button type="submit">Sign out</button></form>
</header>`;
}

function appMenu(app: NonNullable<PageFrame["app"]>): SafeHtml {
  const items = APP_SECTIONS.map(
    ({ slug, label }) =>
      html`<li><a href="${appPath(app.record.id, slug)}"${currentMark(app.section === slug)}>${label}</a></li>`,
  );
  return html`<p class="note"><a href="/apps">Apps</a> › ${app.record.name}</p>
<nav class="sections" aria-label="${app.record.name}"><ul>${items}</ul></nav>`;
}

// The page's own constant, hashed as written: inserted as it is, never escaped.
const stylesheet = new SafeHtml(DASHBOARD_CSS);

function document(frame: PageFrame): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${frame.title} · Ember dashboard</title>
<style>${stylesheet}</style>
</head>
<body>
<a class="skip" href="#main">Skip to the content</a>
${topBar(frame)}
<main id="main">
${frame.app ? appMenu(frame.app) : html``}
<h1>${frame.title}</h1>
${frame.body}
</main>
</body>
</html>
`.value;
}

export function sendPage(reply: FastifyReply, status: number, frame: PageFrame) {
  return sendHtmlPage(reply, status, CSP, document(frame));
}

/** An instant as people read it, in UTC so every admin sees the same. */
export function when(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return "never";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

const VISIBILITY: Record<string, string> = {
  public_without_login: "Public, no sign-in needed",
  public_with_login: "Public, sign-in needed",
  private_with_login: "Private: members only",
  workspace_with_login: "Private: members only",
};
export const visibilityText = (value: string) => VISIBILITY[value] ?? value;

/** A problem or an outcome above a page's content. */
export const notice = (problem?: string, done?: string): SafeHtml =>
  html`${problem ? html`<p class="problem" role="alert">${problem}</p>` : html``}${
    done ? html`<p class="done" role="status">${done}</p>` : html``
  }`;
