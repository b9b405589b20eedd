import type { AppsHost } from "../apps/apps-host.ts";
import { SiteDeployments } from "../apps/site/site-deployments.ts";
import { html, type SafeHtml } from "../mail/html.ts";
import { AppSecretsStore } from "../secrets/app-secrets-store.ts";
import { when } from "./dashboard-page.ts";

/**
 * What an app has done and holds besides its project: its functions' recent output, its automations'
 * runs, its secrets (by name only) and its site's deployments. Each reader answers null when the app
 * cannot be read (its instance does not start), and the section then says so.
 */

export interface LogLine {
  readonly time: string;
  readonly level: string;
  readonly message: string;
}

export interface AutomationRun {
  readonly automation: string;
  readonly functionName: string;
  readonly started: string;
  readonly outcome: string;
}

export interface SiteDeployment {
  readonly id: string;
  readonly created: string;
  readonly files: number;
  readonly live: boolean;
}

const SHOWN_LINES = 100;
const SHOWN_RUNS = 20;

const instanceOf = (host: AppsHost, appId: string) => host.instance(appId).catch(() => undefined);

/** The newest lines any of the app's functions printed, newest first. */
export async function functionLogs(host: AppsHost, appId: string): Promise<readonly LogLine[] | null> {
  return host.functionLogs.recent(appId, SHOWN_LINES).map((line) => ({
    time: line.time,
    level: line.level,
    message: line.function ? `${line.function}: ${line.message}` : line.message,
  }));
}

export async function automationRuns(
  host: AppsHost,
  appId: string,
): Promise<readonly AutomationRun[] | null> {
  const instance = await instanceOf(host, appId);
  if (!instance) return null;
  const { rows } = await instance.db.query<{
    automation_name: string;
    function_name: string;
    created_at: Date | string;
    status: string;
    attempts: number;
  }>(
    `select automation_name, function_name, created_at, status, attempts
       from function_jobs order by created_at desc limit $1`,
    [SHOWN_RUNS],
  );
  return rows.map((row) => ({
    automation: row.automation_name,
    functionName: row.function_name,
    started: new Date(row.created_at).toISOString(),
    outcome: row.attempts > 1 ? `${row.status} (${row.attempts} attempts)` : row.status,
  }));
}

/** The names of the app's secrets, never their values. */
export async function secretNames(host: AppsHost, appId: string): Promise<readonly string[] | null> {
  const instance = await instanceOf(host, appId);
  return instance ? new AppSecretsStore(instance.db, appId).names() : null;
}

export async function siteDeployments(
  host: AppsHost,
  appId: string,
): Promise<readonly SiteDeployment[] | null> {
  const deployments = await new SiteDeployments(host.folders(appId)).list();
  return deployments.map((d) => ({
    id: String(d.id),
    created: d.created_date,
    files: d.files,
    live: d.current,
  }));
}

const notYet = (what: string) =>
  html`<p class="note">${what} cannot be read while the app does not start; its logs say why.</p>`;

export function logsSection(lines: readonly LogLine[] | null): SafeHtml {
  if (lines === null) return notYet("Function logs");
  if (lines.length === 0) return html`<p class="note">No log lines yet.</p>`;
  return html`<pre>${lines.map((l) => `${when(l.time)} ${l.level} ${l.message}\n`).join("")}</pre>`;
}

export function runsSection(runs: readonly AutomationRun[] | null): SafeHtml {
  if (runs === null) return notYet("Automation runs");
  if (runs.length === 0) return html`<p class="note">No automation has run yet.</p>`;
  const rows = runs.map(
    (r) =>
      html`<tr><th scope="row">${r.automation}</th><td>${r.functionName}</td><td>${when(r.started)}</td><td>${r.outcome}</td></tr>`,
  );
  return html`<div class="scroll" role="region" aria-labelledby="runs-caption" tabindex="0"><table>
<caption id="runs-caption">Recent automation runs</caption>
<thead><tr><th scope="col">Automation</th><th scope="col">Function</th><th scope="col">Started</th><th scope="col">Outcome</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

export function secretsSection(names: readonly string[] | null): SafeHtml {
  if (names === null) return notYet("Secrets");
  if (names.length === 0)
    return html`<p class="note">No secrets. Set one with <code>base44 secrets set NAME=value</code>.</p>`;
  return html`<ul>${names.map((name) => html`<li><code>${name}</code></li>`)}</ul>`;
}

export function deploymentsSection(appId: string, deployments: readonly SiteDeployment[] | null): SafeHtml {
  if (deployments === null) return notYet("Site deployments");
  if (deployments.length === 0)
    return html`<p class="note">No site deployed yet. Run <code>base44 site deploy</code>.</p>`;
  const rows = deployments.map(
    (d) =>
      html`<tr><th scope="row"><code>${d.id}</code></th><td>${when(d.created)}</td><td>${d.files}</td><td>${
        d.live
          ? "Live"
          : html`<form method="post" action="/apps/${appId}/editor/workspace/site-deployments/${d.id}/restore"><button type="submit">Restore deployment ${d.id}</button></form>`
      }</td></tr>`,
  );
  return html`<div class="scroll" role="region" aria-labelledby="deployments-caption" tabindex="0"><table>
<caption id="deployments-caption">Site deployments, newest first</caption>
<thead><tr><th scope="col">Deployment</th><th scope="col">Created</th><th scope="col">Files</th><th scope="col">State</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}
