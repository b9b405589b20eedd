import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isDatabaseUnavailable } from "../db/database-unavailable.ts";
import { ApiError, errorBody, validationError } from "../errors.ts";

// The error_type a Base44 client sees for framework errors that carry only a status.
const typeByStatus: Record<number, string> = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  405: "MethodNotAllowed",
  409: "Conflict",
  413: "PayloadTooLarge",
  415: "UnsupportedMediaType",
  422: "ValidationError",
  429: "TooManyRequests",
};

interface AjvIssue {
  readonly instancePath?: string;
  readonly message?: string;
  readonly params?: { readonly missingProperty?: string };
}

/** Fastify's schema errors, one per field, in the same 422 shape as our own validation. */
function fromSchemaErrors(issues: readonly AjvIssue[], context: string | undefined): ApiError {
  return validationError(
    issues.map((issue) => {
      const parts = (issue.instancePath ?? "").split("/").filter(Boolean);
      if (issue.params?.missingProperty) parts.push(issue.params.missingProperty);
      return { field: parts.join(".") || context || "body", message: issue.message ?? "is invalid" };
    }),
  );
}

/** Anything thrown, as an ApiError that is safe to show; null means "internal, do not show". */
function toApiError(error: unknown, request: FastifyRequest): ApiError | null {
  if (error instanceof ApiError) return error;
  const e = error as Partial<FastifyError> & { validation?: AjvIssue[] };
  if (Array.isArray(e.validation)) return fromSchemaErrors(e.validation, e.validationContext);
  const status = e.statusCode;
  if (typeof status !== "number" || status < 400 || status >= 500) return null;
  // Framework and plugin 4xx messages are written for clients ("Request body is too large"); add what was sent.
  let message = e.message || "Bad request";
  if (e.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    message = `Unsupported Media Type: ${request.headers["content-type"] ?? "none"}`;
  }
  return new ApiError(status, message, typeByStatus[status] ?? "HTTPException");
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  return reply
    .code(error.statusCode)
    .type("application/json; charset=utf-8")
    .send(errorBody(error, request.id));
}

/**
 * One error shape on the wire (errors.ts) for every 4xx and 5xx. A 5xx says only "Internal server
 * error" and the request id; the details go to the log under that id.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const known = toApiError(error, request);
      if (known && known.statusCode < 500) return sendError(request, reply, known);
      // A database restart is an outage, not a bug: 503 with Retry-After tells clients and balancers to retry.
      if (!known && isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, "database unavailable");
        reply.header("retry-after", "5");
        return sendError(
          request,
          reply,
          new ApiError(503, "Service temporarily unavailable, try again shortly", "ServiceUnavailable"),
        );
      }
      request.log.error({ err: error }, "request failed");
      const shown = known ?? new ApiError(500, "Internal server error", "InternalServerError");
      return sendError(request, reply, shown);
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split("?")[0];
      return sendError(
        request,
        reply,
        new ApiError(404, `Route ${request.method} ${path} not found`, "NotFound"),
      );
    });
  },
  { name: "error-handler" },
);
