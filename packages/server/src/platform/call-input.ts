import type { FastifyRequest } from "fastify";
import { ApiError, payloadTooLarge, validationError } from "../errors.ts";
import { assertBodyWithinLimits } from "./body-limits.ts";
import { findForbiddenKey, forbiddenKeyError, hasForbiddenSegment } from "./input-keys.ts";

/** A file part of a multipart call, read into memory (its size is bounded by UPLOAD_MAX_BYTES). */
export interface UploadedPart {
  readonly field: string;
  readonly fileName: string;
  readonly declaredType: string;
  readonly data: Buffer;
}

export interface CallInput {
  /** The named parameters: the JSON body, or the multipart form's non-file fields. */
  readonly params: Record<string, unknown>;
  readonly files: readonly UploadedPart[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A multipart field as the SDK meant it: objects and arrays arrive JSON-encoded,
 * everything else as its string. A value that looks like JSON but is not stays the string it was.
 */
function fieldValue(value: string): unknown {
  if (!/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * @fastify/multipart's errors, as a client should read them. Anything else thrown while reading the parts
 * is the parser refusing the bytes (a missing boundary, a truncated part, a bad part header): the client's
 * fault, a 400, never a 5xx.
 */
function multipartError(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") {
    return payloadTooLarge(`The file is larger than the upload limit of ${maxBytes} bytes`);
  }
  if (code === "FST_FILES_LIMIT") return payloadTooLarge("Send one file per call");
  if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") {
    return payloadTooLarge("The form has too many fields");
  }
  if (code === "FST_PROTO_VIOLATION")
    return new ApiError(400, "A form field has a forbidden name", "BadRequest");
  return malformedMultipart(error);
}

const fieldsTooLarge = (limits: MultipartLimits) =>
  payloadTooLarge(`The form's fields are larger than the limit of ${limits.maxFieldBytes} bytes`);

/** A client error passes as it is; anything else the multipart parser threw is the bytes' fault: 400. */
export function malformedMultipart(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) return error;
  return new ApiError(400, "The multipart form data is malformed", "BadRequest");
}

/** How much of a multipart call is read before it is refused with 413. */
export interface MultipartLimits {
  /** The one file's largest size. */
  readonly maxFileBytes: number;
  /** All the other fields together: the JSON body limit, so a form is never a way around it. */
  readonly maxFieldBytes: number;
}

/**
 * The options for @fastify/multipart that go with `limits`: one file, few fields, and no field longer
 * than all fields may be together (busboy cuts a longer one short; readCallInput refuses it).
 */
export const multipartOptions = (limits: MultipartLimits) => ({
  throwFileSizeLimit: true,
  limits: {
    fileSize: limits.maxFileBytes,
    files: 1,
    fields: 50,
    fieldSize: limits.maxFieldBytes,
    parts: 51,
    headerPairs: 50,
  },
});

/**
 * The parameters of an integration or function call (product.md#call-parameters): a JSON object, or multipart
 * form data when a value is a file. Anything else (a JSON string, array or null) is refused with 422, as the
 * SDK refuses a string. The file is read into memory (at most `maxFileBytes`), the fields at most
 * `maxFieldBytes` together: past either the call is refused with 413 before anything is parsed.
 */
export async function readCallInput(request: FastifyRequest, limits: MultipartLimits): Promise<CallInput> {
  if (!request.isMultipart()) {
    const body = request.body === undefined ? {} : request.body;
    if (!isPlainObject(body)) {
      throw validationError([{ field: "body", message: "must be an object with named parameters" }]);
    }
    assertBodyWithinLimits(body);
    return { params: body, files: [] };
  }
  const params: Record<string, unknown> = {};
  const files: UploadedPart[] = [];
  const fields: [string, string][] = [];
  let fieldBytes = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        files.push({
          field: part.fieldname,
          fileName: part.filename,
          declaredType: part.mimetype,
          data: await part.toBuffer(),
        });
      } else {
        if (hasForbiddenSegment(part.fieldname)) throw forbiddenKeyError("Form field", part.fieldname);
        const value = String(part.value);
        fieldBytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(value);
        if (part.valueTruncated || fieldBytes > limits.maxFieldBytes) throw fieldsTooLarge(limits);
        fields.push([part.fieldname, value]);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw multipartError(error, limits.maxFileBytes);
  }
  // Parsed only once the whole form is known to be within its limit.
  for (const [name, value] of fields) params[name] = fieldValue(value);
  assertBodyWithinLimits(params);
  // Field values holding JSON become objects whose keys the JSON body's check never saw.
  const nested = findForbiddenKey(params);
  if (nested !== undefined) throw forbiddenKeyError("Form field", nested);
  return { params, files };
}
