import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Tells the operator, once, that requests arrive through a proxy whose X-Forwarded-For is ignored: every
 * visitor then shares the proxy's address, and per-address limits count them all together.
 */
export default fp(
  async (app: FastifyInstance) => {
    if (app.config.trustProxy === true) {
      app.log.warn(
        "TRUST_PROXY=true: any client may choose its own address with X-Forwarded-For and escape per-address limits; name the proxy instead",
      );
    }
    let warned = false;
    app.addHook("onRequest", async (request) => {
      if (warned || request.headers["x-forwarded-for"] === undefined) return;
      // A trusted proxy's header made request.ip differ from the socket's peer; equal means it was ignored.
      if (request.ip !== request.socket.remoteAddress) return;
      warned = true;
      request.log.warn(
        { peer: request.socket.remoteAddress },
        "X-Forwarded-For is ignored because TRUST_PROXY does not name this peer: behind nginx or Caddy on this host set TRUST_PROXY=loopback, behind a load balancer its address, CIDR or hop count",
      );
    });
  },
  { name: "forwarded-warning" },
);
