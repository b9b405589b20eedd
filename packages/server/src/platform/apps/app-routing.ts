import type { IncomingMessage } from "node:http";
import { HOSTED_APP_ID } from "./hosted-apps-store.ts";

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
  "site-deployments",
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
// The SDK's `functions.fetch` calls these, with the caller's token but no app id.
const unnamedFunctionPath = /^\/(?:api\/)?functions\//;

/**
 * The app a bearer token was issued for (its `app_id` claim), read without checking the signature: it
 * only chooses where the request goes, and that app's instance then checks the token as it checks any.
 * A forged claim reaches no more than a request naming that app in its path would.
 */
function appOfToken(authorization: string | undefined): string | undefined {
  const token = /^Bearer (\S{1,4096})$/.exec(authorization ?? "")?.[1];
  const payload = token?.split(".")[1];
  if (!payload) return undefined;
  try {
    const claim = (JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { app_id?: unknown })
      .app_id;
    return typeof claim === "string" && HOSTED_APP_ID.test(claim) ? claim : undefined;
  } catch {
    return undefined;
  }
}

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
    return id !== undefined && HOSTED_APP_ID.test(id) ? id : undefined;
  }
  if (url.startsWith(realtimePath)) {
    const id = new URLSearchParams(url.slice(url.indexOf("?") + 1)).get("app_id") ?? "";
    return HOSTED_APP_ID.test(id) ? id : undefined;
  }
  return undefined;
}

/**
 * For a function called by the SDK's `functions.fetch` at the server's own address (`/api/functions/<name>`,
 * no app id): the app the caller's token is for, which is where the caller means to go. Unsigned calls, or
 * tokens of an app not hosted here, stay with the server's own app (apps-host.ts).
 */
export function functionCallAppId(request: IncomingMessage): string | undefined {
  return unnamedFunctionPath.test(request.url ?? "/") ? appOfToken(request.headers.authorization) : undefined;
}

export function appOfHost(host: string | undefined, appsDomain: string): string | undefined {
  if (!host) return undefined;
  const name = host.replace(/:\d+$/, "").toLowerCase();
  if (!name.endsWith(`.${appsDomain}`)) return undefined;
  const label = name.slice(0, -(appsDomain.length + 1));
  return HOSTED_APP_ID.test(label) ? label : undefined;
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

// The public-settings path first: `public` is no app id.
const aliasedPath =
  /^(\/api\/apps\/public\/prod\/public-settings\/by-id\/|\/api\/(?:apps|app-logs)\/)([^/?#]+)/;

/**
 * The request's path with a former id of the app (its aliases) put back to the app's own, and the address
 * its SDK was built without taken off, for a request that came to the app's own host name: a site built for the hosted service calls `/api/apps/<old id>/…`
 * and opens its realtime with `app_id=<old id>`. Nothing else changes, and on any other host name a
 * former id means nothing.
 */
export function withOwnAppId(url: string, id: string, aliases: ReadonlySet<string>): string {
  // Base44's app template reads its server address from VITE_BASE44_BACKEND_URL, which only Base44's own
  // builder sets: built anywhere else it is `null`, and the SDK calls `null/api/…` on the site's origin.
  const unsetServer = /^\/(?:null|undefined)(?=\/api\/)/.exec(url);
  if (unsetServer) return withOwnAppId(url.slice(unsetServer[0].length), id, aliases);
  if (aliases.size === 0) return url;
  const api = aliasedPath.exec(url);
  if (api?.[1] !== undefined && api[2] !== undefined && aliases.has(api[2])) {
    return `${api[1]}${id}${url.slice(api[0].length)}`;
  }
  if (url.startsWith(realtimePath)) {
    const at = url.indexOf("?");
    const query = new URLSearchParams(at === -1 ? "" : url.slice(at + 1));
    const given = query.get("app_id");
    if (given !== null && aliases.has(given)) {
      query.set("app_id", id);
      return `${url.slice(0, at)}?${query.toString()}`;
    }
  }
  return url;
}
