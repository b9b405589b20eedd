import fp from "fastify-plugin";
import { ApiError, errorBody } from "../errors.ts";

/**
 * Makes close() finish once in-flight requests are answered. Node's server.close() drops idle keep-alive
 * connections only at the moment it is called; a request still running then would leave its connection
 * open afterwards and hold the close until the keep-alive timeout (72 s). Answering it with
 * `Connection: close` ends that connection with the response.
 *
 * A request that arrives on a kept-alive connection once the close has begun is refused here, in the
 * site's error shape with `Retry-After`, and runs nothing (Fastify's own refusal, `return503OnClosing`,
 * answers in a shape of its own and is turned off in app.ts).
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook("preClose", async () => {
      closing = true;
    });
    app.addHook("onRequest", async (request, reply) => {
      if (!closing) return;
      return reply
        .code(503)
        .header("retry-after", "1")
        .type("application/json; charset=utf-8")
        .send(
          errorBody(
            new ApiError(503, "The server is restarting; try again shortly", "ServiceUnavailable"),
            request.id,
          ),
        );
    });
    app.addHook("onSend", async (_request, reply) => {
      if (closing) reply.header("connection", "close");
    });
    // A response whose headers left before the close began (a file still streaming) was promised a
    // kept-alive connection: end that connection once the response is done, or it holds the close.
    app.addHook("onResponse", async (request) => {
      if (closing) request.raw.socket?.end();
    });
  },
  { name: "graceful-close" },
);
