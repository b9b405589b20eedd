import type { FastifyReply, FastifyRequest } from "fastify";

/** Crawlers and tools that name themselves; a browser that hides it is counted like any visitor. */
const BOT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|curl|wget|python|java\/|go-http|node-fetch|axios/i;

/** Pages that are not the public site: the console, the first-admin setup, the API. */
const NOT_SITE = /^\/(admin|setup|api)(\/|$)/;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The visitor asked not to be tracked: Global Privacy Control or Do Not Track. */
export const optedOut = (request: FastifyRequest) =>
  header(request, "sec-gpc") === "1" || header(request, "dnt") === "1";

/**
 * The page a served response counts as a view of, or undefined. Only a browser's own navigation to a page
 * counts (the Fetch Metadata headers every current browser sends), so assets, API calls, prefetches and
 * prerenders, crawlers and visitors who opted out are never counted, and no script is needed.
 */
export function viewedPage(request: FastifyRequest, reply: FastifyReply): string | undefined {
  if (request.method !== "GET" || reply.statusCode !== 200) return undefined;
  if (header(request, "sec-fetch-dest") !== "document" || header(request, "sec-fetch-mode") !== "navigate") {
    return undefined;
  }
  if (header(request, "sec-purpose") || header(request, "purpose")) return undefined;
  if (!String(reply.getHeader("content-type") ?? "").startsWith("text/html")) return undefined;
  if (optedOut(request) || BOT.test(header(request, "user-agent") ?? "")) return undefined;
  const path = (request.url.split("?")[0] ?? "/").replace(/\/+$/, "") || "/";
  if (NOT_SITE.test(path) || path.length > 200) return undefined;
  return path;
}

/** Another site's host name from the Referer header; '' for none, for this site, or a malformed one. */
export function referrerHost(request: FastifyRequest): string {
  const referrer = header(request, "referer");
  if (!referrer) return "";
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host === request.hostname.split(":")[0]?.toLowerCase() || host.length > 253 ? "" : host;
  } catch {
    return "";
  }
}
