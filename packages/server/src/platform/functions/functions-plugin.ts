import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { ApiError, notFound, unsupportedMediaType, validationError } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { type MultipartLimits, multipartOptions, readCallInput } from "../call-input.ts";
import { idempotencyKeyOf } from "../idempotency/idempotent-call.ts";
import { parseInput } from "../validate.ts";
import { createRateLimits } from "./function-rate-limits.ts";
import { FunctionRegistry, type ServerFunction } from "./function-registry.ts";
import { assertSiteOrigin } from "./site-origin.ts";

export interface FunctionsPluginOptions {
  readonly functions?: readonly ServerFunction[];
}

// The one file of a function that takes files is small: these are form attachments, not uploads.
const MULTIPART_MAX_FILE_BYTES = 1024 * 1024;

const mediaType = (request: FastifyRequest) =>
  (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

const hasBody = (request: FastifyRequest) =>
  request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0;

const methodNotAllowed = (name: string, allowed: string) =>
  new ApiError(405, `Function ${name} takes ${allowed}`, "MethodNotAllowed");

/**
 * What a call must be before a byte of its body is read. A function that changes something takes only a
 * POST of JSON (multipart only when it takes a file) from the site itself or a non-browser client: a
 * cross-site image, link or auto-submitted form cannot send that, and a cross-site fetch of JSON needs a
 * preflight that CORS refuses. GET (and HEAD) reach only read-only functions, with the query as input.
 */
function assertCallShape(request: FastifyRequest, fn: ServerFunction, config: FastifyInstance["config"]) {
  const read = request.method === "GET" || request.method === "HEAD";
  if (read) {
    if (!fn.readOnly) throw methodNotAllowed(fn.name, "POST with a JSON body");
    return;
  }
  if (request.method !== "POST") {
    throw methodNotAllowed(fn.name, fn.readOnly ? "GET or POST" : "POST with a JSON body");
  }
  assertSiteOrigin(request, config);
  const type = mediaType(request);
  if (type === "application/json") return;
  // invoke(name) without data: axios drops the Content-Type of an empty body.
  if (type === "" && !hasBody(request)) return;
  if (type === "multipart/form-data") {
    if (fn.takesFiles) return;
    throw unsupportedMediaType(`Function ${fn.name} takes no files: send its parameters as JSON`);
  }
  throw unsupportedMediaType(
    `Function ${fn.name} takes its parameters as JSON (Content-Type: application/json)`,
  );
}

async function functionRoutes(app: FastifyInstance) {
  const limits: MultipartLimits = {
    maxFileBytes: MULTIPART_MAX_FILE_BYTES,
    maxFieldBytes: app.initialConfig.bodyLimit ?? 1024 * 1024,
  };
  // invoke() sends multipart form data when a value is a File; only a function taking files reads it.
  await app.register(multipart, multipartOptions(limits));
  // `functions.invoke(name)` without data posts an empty body labelled JSON; that means "no parameters".
  const json = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(null, {});
    return json(request, text, done);
  });
  const rateLimits = await createRateLimits(app);

  const functionOf = (request: FastifyRequest) => {
    const name = (request.params as { "*": string })["*"];
    const fn = app.functionRegistry.get(name);
    if (!fn) throw notFound(`Function ${name} not found`);
    return fn;
  };

  // Before the body is read: a refused call costs no parsing, and no form is buffered for it.
  app.addHook("preParsing", async (request, reply) => {
    const { appId } = request.params as { appId?: string };
    if (appId !== undefined) assertAppId(app.config, appId);
    const fn = functionOf(request);
    assertCallShape(request, fn, app.config);
    fn.authorize?.(request.caller);
    if (fn.rateLimit) await rateLimits[fn.rateLimit](request, reply);
  });

  const dispatch = async (request: FastifyRequest, reply: FastifyReply) => {
    const fn = functionOf(request);
    // A read-only function's GET carries its parameters in the query.
    if (request.method === "GET" || request.method === "HEAD") request.body = request.query;
    const { params, files } = await readCallInput(request, limits);
    const file = files[0];
    if (file && !fn.takesFiles) {
      throw validationError([{ field: file.field, message: `function ${fn.name} takes no files` }]);
    }
    const input = parseInput(fn.input, params);
    const idempotencyKey = () => idempotencyKeyOf(request);
    const result = await fn.handler({ app, request, caller: request.caller, files, idempotencyKey }, input);
    // A function that returns nothing still answers JSON, so clients can always parse the body.
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(result ?? null));
  };

  app.post<{ Params: { appId: string } }>("/api/apps/:appId/functions/*", dispatch);
  // The SDK's functions.fetch() carries no app id: one server serves one app, so it is that app.
  // Every method reaches the route, so that a wrong one is told which the function takes.
  app.route({
    method: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    url: "/api/functions/*",
    handler: dispatch,
  });
}

/**
 * The function registry and its HTTP entry points. The registry starts empty: product functions are added
 * by their own plugins (and tests pass theirs through buildApp's options).
 */
export default fp<FunctionsPluginOptions>(
  async (app, options) => {
    const registry = new FunctionRegistry();
    for (const fn of options.functions ?? []) registry.register(fn);
    app.decorate("functionRegistry", registry);
    await app.register(functionRoutes);
  },
  { name: "functions", dependencies: ["auth"] },
);
