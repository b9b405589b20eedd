import fp from "fastify-plugin";

/**
 * Makes close() finish once in-flight requests are answered. Node's server.close() drops idle keep-alive
 * connections only at the moment it is called; a request still running then would leave its connection
 * open afterwards and hold the close until the keep-alive timeout (72 s). Answering it with
 * `Connection: close` ends that connection with the response.
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook("preClose", async () => {
      closing = true;
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
