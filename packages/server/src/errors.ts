/**
 * One error shape on the wire, the Base44 one the SDK reads: {message, detail, error_type, request_id,
 * traceback, extra_data}. Code throws ApiError; the error handler in platform/error-handler.ts turns anything
 * into that body and never leaks internals on a 5xx.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorType: string = "HTTPException",
    readonly extraData: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

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
  error_type: string;
  request_id: string | null;
  traceback: "";
  extra_data: Record<string, unknown> | null;
}

export function errorBody(
  message: string,
  errorType: string,
  requestId: string | null,
  extraData: Record<string, unknown> | null,
): ErrorBody {
  return {
    message,
    detail: message,
    error_type: errorType,
    request_id: requestId,
    traceback: "",
    extra_data: extraData,
  };
}
