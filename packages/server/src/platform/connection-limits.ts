import { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ApiError, errorBody } from "../errors.ts";

const isMultipart = (type: string | undefined) => /^\s*multipart\//i.test(type ?? "");

/** Answers 408 on the raw socket and closes it, as Node does for its own request timeout. */
function closeSlowRequest(socket: Socket, requestId: string): void {
  if (socket.destroyed) return;
  if (socket.writable && socket.bytesWritten === 0) {
    const body = JSON.stringify(
      errorBody(new ApiError(408, "The request took too long to arrive", "RequestTimeout"), requestId),
    );
    socket.write(
      "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Bounds what one client can hold open. A request must arrive whole within its deadline (longer for a
 * multipart upload): Node checks its own request timeout only every 30 seconds and Fastify turns it off
 * by default, so a client sending one byte every few seconds kept a connection, and a file descriptor,
 * for ever. Open connections are capped in all and, when clients connect directly, per address.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { requestTimeoutMs, uploadRequestTimeoutMs, max, perAddress } = app.config.connections;
    app.server.maxConnections = max;

    // Behind a trusted proxy every visitor shares its address: the proxy has to cap them instead.
    if (perAddress > 0 && app.config.trustProxy === false) {
      const open = new Map<string, number>();
      app.server.on("connection", (socket: Socket) => {
        const address = socket.remoteAddress ?? "";
        const count = (open.get(address) ?? 0) + 1;
        if (count > perAddress) {
          socket.destroy();
          return;
        }
        open.set(address, count);
        socket.once("close", () => {
          const left = (open.get(address) ?? 1) - 1;
          if (left <= 0) open.delete(address);
          else open.set(address, left);
        });
      });
    }

    app.addHook("onRequest", async (request, reply) => {
      const raw = request.raw;
      // A request made inside the process (app.inject: the CLI's pull, tests) has a stand-in socket and
      // no connection to hold open or to close.
      if (raw.complete || !(raw.socket instanceof Socket)) return;
      // Held here: Node empties `raw.socket` once the answer is done, before a body still arriving ends.
      const socket = raw.socket;
      const limit = isMultipart(request.headers["content-type"]) ? uploadRequestTimeoutMs : requestTimeoutMs;
      // Still running after an early answer (a 415, a 401): Node reads and discards the rest of the body
      // to keep the connection, so a trickle after the answer would hold it just the same.
      const timer = setTimeout(() => {
        if (raw.complete) return;
        request.log.info({ limitMs: limit }, "request not received in time: connection closed");
        if (reply.raw.headersSent) socket.destroy();
        else closeSlowRequest(socket, request.id);
      }, limit);
      timer.unref();
      // A keep-alive socket carries many requests: each one takes its listener off again, or they pile up.
      const clear = () => {
        clearTimeout(timer);
        raw.off("end", clear);
        socket.off("close", clear);
      };
      raw.once("end", clear);
      socket.once("close", clear);
    });
  },
  { name: "connection-limits" },
);
