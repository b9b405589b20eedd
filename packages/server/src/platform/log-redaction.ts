import type { FastifyRequest, FastifyServerOptions } from "fastify";

/**
 * Query parameters whose values are credentials: sign-in tokens handed back in a URL, reset and
 * invitation links, signed file URLs, one-time codes. A log line, a proxy's access log or a log shipper
 * must never hold one in a form that still works.
 */
const SECRET_NAME = /token|signature|secret|password|passwd|api[_-]?key|^sig$|^code$|^otp|^key$/i;

export const REDACTED = "[REDACTED]";

function nameOf(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

/** The URL as received, with every secret query value replaced; the path and other parameters stay. */
export function redactUrl(url: string): string {
  const question = url.indexOf("?");
  if (question === -1) return url;
  const query = url
    .slice(question + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_NAME.test(nameOf(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${url.slice(0, question)}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options with the redacting request serializer, whatever the caller configured. */
export function withRedactedRequests(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (logger === false || logger === undefined) return logger;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, req: serializeRequest } };
}
