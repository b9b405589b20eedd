import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { workerHeaderPrefix, workerHeaders } from "./worker-protocol.ts";

// Said about one connection only (RFC 9110 7.6.1), or set by the server itself for the function.
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);
const setByServer = new Set(["base44-app-id", "base44-api-url", "base44-service-authorization"]);

/**
 * The server's own address as a worker on this host reaches it: loopback for a wildcard bind. The SDK in
 * a function calls back this instance, the one that issued the call's service token: a hosted app's
 * instance does not listen, and is reached through the server's address by its id in the path.
 */
export function loopbackUrl(app: FastifyInstance): string {
  const address = app.listeningServer.address() as AddressInfo | null;
  if (!address || typeof address !== "object") return app.config.publicUrl;
  const wildcard = address.address === "0.0.0.0" || address.address === "::";
  const host = wildcard ? "127.0.0.1" : address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export interface CallIdentity {
  readonly functionName: string;
  readonly workerSecret: string;
  /** `Bearer <token>`: the call's own service role (call-tokens.ts). */
  readonly serviceAuthorization: string;
}

/**
 * What the function's `Request` carries: the caller's headers as sent (Authorization, Base44-Functions-
 * Version, X-Data-Env, a webhook's signature...), plus what `createClientFromRequest` needs: the app id,
 * the server's address and the service role. A caller cannot set these three, nor the worker's own.
 */
export function functionRequestHeaders(
  app: FastifyInstance,
  request: FastifyRequest,
  identity: CallIdentity,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || hopByHop.has(name) || setByServer.has(name)) continue;
    if (name.startsWith(workerHeaderPrefix)) continue;
    headers[name] = value;
  }
  headers["base44-app-id"] = app.config.appId;
  headers["base44-api-url"] = loopbackUrl(app);
  headers["base44-service-authorization"] = identity.serviceAuthorization;
  headers[workerHeaders.secret] = identity.workerSecret;
  headers[workerHeaders.function] = identity.functionName;
  headers[workerHeaders.url] = `${request.protocol}://${request.host}${request.url}`;
  headers[workerHeaders.client] = request.ip;
  return headers;
}

/** The function's answer headers as it set them, less those about the connection to the worker. */
export function functionResponseHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || hopByHop.has(name) || name.startsWith(workerHeaderPrefix)) continue;
    out[name] = value;
  }
  return out;
}
