import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { notFound, validationError } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { readCallInput } from "../call-input.ts";
import { parseInput } from "../validate.ts";
import { createRateLimits } from "./function-rate-limits.ts";
import { FunctionRegistry, type ServerFunction } from "./function-registry.ts";

export interface FunctionsPluginOptions {
  readonly functions?: readonly ServerFunction[];
}

// No registered function takes files, so a multipart call's form is small: its fields are the parameters.
const MULTIPART_MAX_FILE_BYTES = 1024 * 1024;

async function functionRoutes(app: FastifyInstance) {
  // invoke() sends multipart form data when a value is a File (SPEC 5.6).
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MULTIPART_MAX_FILE_BYTES, files: 1, fields: 50, fieldSize: 256 * 1024, parts: 51 },
  });
  // `functions.invoke(name)` without data posts an empty body labelled JSON; that means "no parameters".
  const json = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (text.length === 0) return done(null, {});
    return json(request, text, done);
  });
  const rateLimits = await createRateLimits(app);

  const dispatch = async (request: FastifyRequest, reply: FastifyReply) => {
    const name = (request.params as { "*": string })["*"];
    const fn = app.functionRegistry.get(name);
    if (!fn) throw notFound(`Function ${name} not found`);
    fn.authorize?.(request.caller);
    if (fn.rateLimit) await rateLimits[fn.rateLimit](request, reply);
    // No body at all is "no parameters" (a GET through functions.fetch reads the query); a JSON null or
    // string is a wrong body.
    if (request.body === undefined && !request.isMultipart() && request.method !== "POST") {
      request.body = request.query;
    }
    const { params, files } = await readCallInput(request, MULTIPART_MAX_FILE_BYTES);
    const file = files[0];
    if (file) throw validationError([{ field: file.field, message: `function ${name} takes no files` }]);
    const input = parseInput(fn.input, params);
    const result = await fn.handler({ app, request, caller: request.caller }, input);
    // A function that returns nothing still answers JSON, so clients can always parse the body.
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(result ?? null));
  };

  app.post<{ Params: { appId: string } }>("/api/apps/:appId/functions/*", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    return dispatch(request, reply);
  });
  // functions.fetch() carries no app id (BASE44-API.md 1.2): one server serves one app, so it is that app.
  // It may use any method (BASE44-API.md 2.5); the parameters are the body, or the query without one.
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
