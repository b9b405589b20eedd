import { request as httpRequest } from "node:http";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, payloadTooLarge } from "../../../errors.ts";
import { openCallAuthority } from "../../auth/call-tokens.ts";
import { functionRequestHeaders, functionResponseHeaders } from "./call-headers.ts";
import type { WorkerPool } from "./worker-pool.ts";
import { workerHeaders } from "./worker-protocol.ts";

export interface DenoCallSettings {
  readonly pool: WorkerPool;
  /** From the moment a worker takes the call until the last byte of its answer. */
  readonly timeoutMs: number;
  readonly bodyLimit: number;
}

const tooLarge = (limit: number) => payloadTooLarge(`The request body is larger than ${limit} bytes`);

const failures: Record<string, string> = {
  load: "could not be loaded",
  handler: "failed",
  response: "answered something other than a Response",
};

/** Counts the bytes of a body sent without Content-Length and stops it past the limit. */
function byteLimit(limit: number, onExceeded: () => void): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen <= limit) return callback(null, chunk);
      onExceeded();
      callback(tooLarge(limit));
    },
  });
}

// Answers without a body, whatever the function wrote.
const bodiless = (method: string, status: number) => method === "HEAD" || status === 204 || status === 304;

/**
 * One call of a Deno function: a worker of the pool takes it, the request goes to the worker as it
 * came (method, URL, headers, the raw body streamed) with the headers createClientFromRequest needs, and
 * the function's answer comes back as it made it (status, headers, the body streamed). At the time limit
 * the worker is killed and the caller gets a 504; a worker that dies (out of memory) gives a 502. Either
 * way the pool starts a new worker for the next call.
 */
export async function callDenoFunction(
  app: FastifyInstance,
  name: string,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Readable | undefined,
  settings: DenoCallSettings,
): Promise<FastifyReply> {
  const { pool, timeoutMs, bodyLimit } = settings;
  if (Number(request.headers["content-length"] ?? 0) > bodyLimit) throw tooLarge(bodyLimit);
  const worker = await pool.acquire();
  let authority: Awaited<ReturnType<typeof openCallAuthority>>;
  try {
    authority = await openCallAuthority(app, Math.ceil(timeoutMs / 1000) + 5);
  } catch (error) {
    pool.release(worker);
    throw error;
  }
  return new Promise<FastifyReply>((resolve, reject) => {
    let timedOut = false;
    let overLimit = false;
    let finished = false;
    const finish = (workerIsClean: boolean) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      authority.end();
      if (workerIsClean) pool.release(worker);
      else pool.discard(worker);
    };
    const timer = setTimeout(() => {
      timedOut = true;
      request.log.warn({ function: name, limitMs: timeoutMs }, "function stopped at its time limit");
      finish(false);
    }, timeoutMs);

    const upstream = httpRequest({
      host: "127.0.0.1",
      port: worker.port,
      method: request.method,
      path: "/",
      agent: worker.agent,
      headers: functionRequestHeaders(app, request, {
        functionName: name,
        workerSecret: worker.secret,
        serviceAuthorization: authority.header,
      }),
    });

    upstream.on("response", (answer) => {
      answer.once("end", () => finish(true));
      // Cut off mid-answer: the caller left, or the worker was killed or died. Its state is unknown.
      answer.once("close", () => finish(answer.complete));
      answer.on("error", () => finish(false));
      const failure = answer.headers[workerHeaders.failure];
      if (typeof failure === "string") {
        answer.resume();
        reject(new ApiError(500, `Function ${name} ${failures[failure] ?? "failed"}`, "FunctionError"));
        return;
      }
      const status = answer.statusCode ?? 502;
      reply.code(status).headers(functionResponseHeaders(answer.headers));
      if (bodiless(request.method, status)) {
        answer.resume();
        resolve(reply.send());
      } else resolve(reply.send(answer));
    });

    upstream.on("error", () => {
      finish(false);
      if (timedOut) {
        reject(
          new ApiError(504, `Function ${name} did not finish within ${timeoutMs / 1000} s`, "GatewayTimeout"),
        );
      } else if (overLimit) reject(tooLarge(bodyLimit));
      else {
        reject(
          new ApiError(
            502,
            `Function ${name} stopped before it answered (it ran out of memory or crashed)`,
            "FunctionCrashed",
          ),
        );
      }
    });

    if (!body) upstream.end();
    else {
      pipeline(
        body,
        byteLimit(bodyLimit, () => {
          overLimit = true;
        }),
        upstream,
      ).catch(() => upstream.destroy());
    }
  });
}
