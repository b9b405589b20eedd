/**
 * One error shape on the wire, the Base44 one the SDK reads: {message, detail, code, error_type,
 * request_id, traceback, extra_data}. Code throws ApiError; the error handler in platform/error-handler.ts
 * turns anything into that body and never leaks internals on a 5xx.
 */
export class ApiError extends Error {
  /** The stable, machine-readable code the SDK puts in `Base44Error.code` (see errorCodeFor). */
  readonly code: string;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorType: string = "HTTPException",
    readonly extraData: Record<string, unknown> | null = null,
    code?: string,
  ) {
    super(message);
    this.name = "ApiError";
    this.code = code ?? errorCodeFor(statusCode);
  }
}

/**
 * `Base44Error.code` by HTTP status (docs/users-and-roles.md#error-codes). One code per status keeps
 * them stable: a client branches on the code, and the message stays free to say more.
 */
const codeByStatus: Readonly<Record<number, string>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  408: "REQUEST_TIMEOUT",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "VALIDATION_ERROR",
  429: "RATE_LIMITED",
  500: "INTERNAL_ERROR",
  501: "NOT_IMPLEMENTED",
  502: "BAD_GATEWAY",
  503: "SERVICE_UNAVAILABLE",
};

export const errorCodeFor = (status: number): string =>
  codeByStatus[status] ?? (status >= 500 ? "INTERNAL_ERROR" : "HTTP_ERROR");

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new ApiError(400, message, "BadRequest", extra ?? null);
export const unauthorized = (message = "Authentication required") =>
  new ApiError(401, message, "Unauthorized");
export const forbidden = (
  message = "You don't have permission to perform this action",
  extra?: Record<string, unknown>,
) => new ApiError(403, message, "Forbidden", extra ?? null);
export const notFound = (message: string) => new ApiError(404, message, "NotFound");
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new ApiError(409, message, "Conflict", extra ?? null);

export const payloadTooLarge = (message: string) => new ApiError(413, message, "PayloadTooLarge");
export const unsupportedMediaType = (message: string) => new ApiError(415, message, "UnsupportedMediaType");
/** A capability this server does not have (an integration without a provider): not a fault of the caller. */
export const notImplemented = (message: string) => new ApiError(501, message, "NotImplemented");
/** The upstream service (a language model) failed; the message must not echo what was sent to it. */
export const badGateway = (message: string) => new ApiError(502, message, "BadGateway");

export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** 422 naming each bad field, the shape the Base44 CLI's validator returns. */
export function validationError(errors: FieldError[]): ApiError {
  const first = errors[0];
  const message = first
    ? errors.map((e) => `Error in field ${e.field}: ${e.message}`).join("; ")
    : "Invalid input";
  return new ApiError(422, message, "ValidationError", { errors });
}

export interface ErrorBody {
  message: string;
  detail: string;
  /** Read by the SDK (0.8.50: `data.error?.code ?? data.code`) into `Base44Error.code`. */
  code: string;
  error_type: string;
  request_id: string | null;
  traceback: "";
  extra_data: Record<string, unknown> | null;
}

export function errorBody(error: ApiError, requestId: string | null): ErrorBody {
  return {
    message: error.message,
    detail: error.message,
    code: error.code,
    error_type: error.errorType,
    request_id: requestId,
    traceback: "",
    extra_data: error.extraData,
  };
}
