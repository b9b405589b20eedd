import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { forbidden } from "../../errors.ts";

const parse = (url: string): URL | undefined => {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
};

/**
 * Refuses a call that a page on another site made the visitor's browser send (an auto-submitted form, an
 * image, a fetch without credentials): its Origin is neither the site (PUBLIC_URL, or the host the request
 * names) nor one of CORS_ORIGINS, or, without an Origin, its Sec-Fetch-Site says cross-site. Clients that
 * are not browsers send neither header and pass; so does the site's own page.
 */
export function assertSiteOrigin(
  request: FastifyRequest,
  config: Pick<Config, "publicUrl" | "corsOrigins">,
): void {
  if (config.corsOrigins.includes("*")) return;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    // The host the request was sent to, whatever the scheme: behind a TLS proxy without TRUST_PROXY the
    // request looks like http while the page's origin is https.
    const sameHost = parse(origin)?.host === request.host;
    if (sameHost || origin === parse(config.publicUrl)?.origin || config.corsOrigins.includes(origin)) return;
    throw forbidden("Calls from another site's pages are not accepted");
  }
  if (request.headers["sec-fetch-site"] === "cross-site") {
    throw forbidden("Calls from another site's pages are not accepted");
  }
}
