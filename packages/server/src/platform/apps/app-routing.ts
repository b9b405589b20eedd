import type { IncomingMessage } from "node:http";

/** Ids the server gives hosted apps: 24 hexadecimal digits (hosted-apps-store.ts). */
const hostedAppId = /^[0-9a-f]{24}$/;

/**
 * Paths under `/api/apps/{id}/` that manage an app rather than use it: the server answers them itself
 * (they change the app's project and restart its instance), whatever the host name.
 */
const MANAGEMENT = new Set([
  "entity-schemas",
  "backend-functions",
  "functions-mgmt",
  "agent-configs",
  "agent-skills",
  "secrets",
  "deploy-dist",
  "deployments",
  "deployment",
  "external-auth",
  "payments",
  "actors",
  "eject",
  "metadata",
]);

const apiPath = /^\/api\/(apps|app-logs)\/([^/?#]+)(?:\/([^/?#]+))?/;
const publicSettingsPath = /^\/api\/apps\/public\/prod\/public-settings\/by-id\/([^/?#]+)/;
const realtimePath = "/ws-user-apps/socket.io/";

/**
 * Which hosted app a request is for, if any: the one whose host name it came to (`<id>.<apps domain>`,
 * so an app's site, its `/api`, files, sign-in page and realtime share one origin), or the one its path
 * names (`/api/apps/<id>/…`, the realtime handshake's `app_id`), as the SDK calls a server by path. Anything
 * else, and every management path, is the server's own: its first app and the platform's routes.
 */
export function requestedAppId(request: IncomingMessage, appsDomain: string): string | undefined {
  const url = request.url ?? "/";
  const api = apiPath.exec(url);
  if (api?.[1] === "apps" && api[3] !== undefined && MANAGEMENT.has(api[3])) return undefined;
  const byHost = appOfHost(request.headers.host, appsDomain);
  if (byHost) return byHost;
  if (api) {
    const id = api[2] === "public" ? publicSettingsPath.exec(url)?.[1] : api[2];
    // `/api/apps/<id>` alone is the app's settings (visibility, auth config): managed by the server.
    if (api[1] === "apps" && api[3] === undefined) return undefined;
    return id !== undefined && hostedAppId.test(id) ? id : undefined;
  }
  if (url.startsWith(realtimePath)) {
    const id = new URLSearchParams(url.slice(url.indexOf("?") + 1)).get("app_id") ?? "";
    return hostedAppId.test(id) ? id : undefined;
  }
  return undefined;
}

function appOfHost(host: string | undefined, appsDomain: string): string | undefined {
  if (!host) return undefined;
  const name = host.replace(/:\d+$/, "").toLowerCase();
  if (!name.endsWith(`.${appsDomain}`)) return undefined;
  const label = name.slice(0, -(appsDomain.length + 1));
  return hostedAppId.test(label) ? label : undefined;
}

/** The domain whose subdomains are the hosted apps: APPS_DOMAIN, or the host name of PUBLIC_URL. */
export function appsDomainOf(config: {
  readonly appsDomain: string | undefined;
  readonly publicUrl: string;
}): string {
  return config.appsDomain ?? new URL(config.publicUrl).hostname;
}

/** The address of a hosted app's site: its id as a subdomain of the apps domain, on the server's scheme and port. */
export function appOrigin(serverUrl: string, appsDomain: string, id: string): string {
  const url = new URL(serverUrl);
  url.hostname = `${id}.${appsDomain}`;
  return url.origin;
}
