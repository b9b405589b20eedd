import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * API answers depend on the caller (their token, their records, their rate allowance), so no cache, shared
 * or the browser's, may keep one: a misconfigured proxy or CDN would otherwise hand one person's data to
 * the next. A route whose answer is the same for everyone says so with its own Cache-Control (public
 * files), and keeps it.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook("onSend", async (request, reply, payload) => {
      if (!request.url.startsWith("/api/") || reply.hasHeader("cache-control")) return payload;
      reply.header("cache-control", "no-store");
      return payload;
    });
  },
  { name: "cache-control" },
);
