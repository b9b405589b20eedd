import type { AppsHost } from "../apps/apps-host.ts";
import { html, type SafeHtml } from "../mail/html.ts";
import { when } from "./dashboard-page.ts";

/**
 * The sections whose data other parts of the platform keep: function logs, automation runs, secrets and
 * site deployments. Each is one small function answering null while its source is not on this server;
 * the pages show such a section as not available yet, and show the data once the function returns it.
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

export async function functionLogs(_host: AppsHost, _appId: string): Promise<readonly LogLine[] | null> {
  return null;
}

export async function automationRuns(
  _host: AppsHost,
  _appId: string,
): Promise<readonly AutomationRun[] | null> {
  return null;
}

/** The names of the app's secrets, never their values. */
export async function secretNames(_host: AppsHost, _appId: string): Promise<readonly string[] | null> {
  return null;
}

export async function siteDeployments(
  _host: AppsHost,
  _appId: string,
): Promise<readonly SiteDeployment[] | null> {
  return null;
}

const notYet = (what: string) => html`<p class="note">${what} are not available on this server yet.</p>`;

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

export function deploymentsSection(deployments: readonly SiteDeployment[] | null): SafeHtml {
  if (deployments === null) return notYet("Site deployments");
  if (deployments.length === 0)
    return html`<p class="note">No site deployed yet. Run <code>base44 site deploy</code>.</p>`;
  const rows = deployments.map(
    (d) =>
      html`<tr><th scope="row"><code>${d.id}</code></th><td>${when(d.created)}</td><td>${d.files}</td><td>${d.live ? "Live" : ""}</td></tr>`,
  );
  return html`<div class="scroll" role="region" aria-labelledby="deployments-caption" tabindex="0"><table>
<caption id="deployments-caption">Site deployments, newest first</caption>
<thead><tr><th scope="col">Deployment</th><th scope="col">Created</th><th scope="col">Files</th><th scope="col">State</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}
