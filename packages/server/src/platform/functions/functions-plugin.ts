import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { notFound, validationError } from "../../errors.ts";
import { assertAppId } from "../app-id.ts";
import { assertBodyWithinLimits } from "../body-limits.ts";
import { parseInput } from "../validate.ts";
import { createRateLimits } from "./function-rate-limits.ts";
import { FunctionRegistry, type ServerFunction } from "./function-registry.ts";

export interface FunctionsPluginOptions {
  readonly functions?: readonly ServerFunction[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

async function functionRoutes(app: FastifyInstance) {
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
    if (fn.rateLimit) await rateLimits[fn.rateLimit](request, reply);
    // No body at all (no content type) is "no parameters"; a JSON null is a wrong body.
    const body = request.body === undefined ? {} : request.body;
    if (!isPlainObject(body)) {
      throw validationError([{ field: "body", message: "must be a JSON object of named parameters" }]);
    }
    assertBodyWithinLimits(body);
    const input = parseInput(fn.input, body);
    const result = await fn.handler({ app, request, caller: request.caller }, input);
    // A function that returns nothing still answers JSON, so clients can always parse the body.
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(result ?? null));
  };

  app.post<{ Params: { appId: string } }>("/api/apps/:appId/functions/*", async (request, reply) => {
    assertAppId(app.config, request.params.appId);
    return dispatch(request, reply);
  });
  // functions.fetch() carries no app id (BASE44-API.md 1.2): one server serves one app, so it is that app.
  app.post("/api/functions/*", dispatch);
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
