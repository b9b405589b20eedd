import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ApiError, notFound } from "../../errors.ts";
import type { AppsHost } from "../apps/apps-host.ts";
import type { FunctionLogEntry } from "../apps/function-logs.ts";
import { managedApp } from "../apps/managed-app.ts";
import { parseInput } from "../validate.ts";
import { listFunctions } from "./function-store.ts";

// Each open `logs --follow` holds a connection; a few per app is plenty for the people deploying it.
const STREAMS_PER_APP = 10;
// Well inside the CLI's 60 s of silence that counts as a dropped stream, and any proxy's idle timeout.
const PING_MS = 15_000;

const isoTime = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), "an ISO date and time")
  .transform((value) => Date.parse(value));

const logsQuery = z.object({
  since: isoTime.optional(),
  until: isoTime.optional(),
  level: z
    .enum(["debug", "info", "warning", "warn", "error", "log"])
    .transform((level) => (level === "warn" ? "warning" : level === "log" ? "info" : level))
    .optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  order: z.enum(["asc", "desc"]).default("desc"),
  env: z.string().max(20).optional(),
});

const streamQuery = z.object({
  function: z.string().max(2000).optional(),
  env: z.string().max(20).optional(),
});

const shown = (entry: FunctionLogEntry) => ({ time: entry.time, level: entry.level, message: entry.message });

/**
 * `base44 logs`: a function's last lines (apps/function-logs.ts) at `GET {app}/functions-mgmt/{name}/logs`,
 * and `--follow` as server-sent events at `GET {app}/functions-mgmt/logs/stream`: `data:` lines as they are
 * printed, `:` pings, and `event: end` when the server closes.
 */
export async function functionLogsRoutes(app: FastifyInstance, host: AppsHost): Promise<void> {
  const open = new Set<ServerResponse>();
  app.addHook("preClose", async () => {
    for (const res of open) {
      res.end(`event: end\ndata: ${JSON.stringify({ reason: "server_closing", retriable: true })}\n\n`);
    }
  });

  app.get<{ Params: { appId: string } }>(
    "/api/apps/:appId/functions-mgmt/logs/stream",
    async (request, reply) => {
      const { app: record } = await managedApp(request, host);
      const query = parseInput(streamQuery, request.query);
      const wanted = new Set(
        (query.function ?? "")
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean),
      );
      if (host.functionLogs.listeners(record.id) >= STREAMS_PER_APP) {
        throw new ApiError(429, `At most ${STREAMS_PER_APP} log streams per app at once`, "TooManyRequests");
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      res.write(": connected\n\n");
      open.add(res);
      const unsubscribe = host.functionLogs.subscribe(record.id, (entry) => {
        if (wanted.size > 0 && (entry.function === null || !wanted.has(entry.function))) return;
        res.write(
          `data: ${JSON.stringify({ time: entry.time, level: entry.level, function: entry.function, message: entry.message })}\n\n`,
        );
      });
      const ping = setInterval(() => res.write(": ping\n\n"), PING_MS);
      res.once("close", () => {
        clearInterval(ping);
        unsubscribe();
        open.delete(res);
      });
    },
  );

  app.get<{ Params: { appId: string; name: string } }>(
    "/api/apps/:appId/functions-mgmt/:name/logs",
    async (request) => {
      const { app: record } = await managedApp(request, host);
      const query = parseInput(logsQuery, request.query);
      const { name } = request.params;
      const functions = await listFunctions(host.folders(record.id).project);
      if (!functions.some((f) => f.name === name)) throw notFound(`Function ${name.slice(0, 200)} not found`);
      return host.functionLogs
        .query(record.id, {
          functionName: name,
          since: query.since,
          until: query.until,
          level: query.level,
          limit: query.limit,
          order: query.order,
        })
        .map(shown);
    },
  );
}
