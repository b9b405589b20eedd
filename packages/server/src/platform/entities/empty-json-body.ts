import type { FastifyInstance } from "fastify";

/**
 * In this Fastify context, an empty body sent as application/json reads as no body. The SDK sends
 * Content-Type: application/json on every request, with no body on delete(id); Fastify's JSON parser
 * refuses such an empty body.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") done(null, undefined);
    else parseJson(request, body as string, done);
  });
}
