import { Writable } from "node:stream";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "../../src/errors.ts";
import errorHandlerPlugin from "../../src/platform/error-handler.ts";
import { defineFunction } from "../../src/platform/functions/function-registry.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

const base44Body = { traceback: "", error_type: expect.any(String), request_id: expect.any(String) };

describe("error shapes of the whole app", () => {
  let t: TestApp;
  const boom = defineFunction({
    name: "boom",
    input: z.object({}),
    handler: async () => {
      throw new Error("connection to db-secret-host:5432 refused; password=hunter2");
    },
  });
  const post = (path: string, body: string, contentType = "application/json") =>
    fetch(`${t.baseUrl}/api/apps/${t.config.appId}${path}`, {
      method: "POST",
      headers: { "content-type": contentType },
      body,
    });

  beforeAll(async () => {
    t = await startTestApp("pglite", {}, { functions: [boom] });
  });
  afterAll(() => t.close());

  it("answers malformed JSON with 400", async () => {
    const response = await post("/auth/login", '{"email": ');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; detail: string };
    expect(body).toMatchObject({ ...base44Body, error_type: "BadRequest" });
    expect(body.message).toMatch(/not valid JSON/);
    expect(body.detail).toBe(body.message);
  });

  it("answers a content type it does not read with 415, naming it", async () => {
    const response = await post("/auth/login", "<email/>", "application/xml");
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      ...base44Body,
      message: "Unsupported Media Type: application/xml",
    });
  });

  it("answers a body over the limit with 413", async () => {
    const response = await post("/functions/boom", JSON.stringify({ pad: "x".repeat(1_100_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ ...base44Body, message: "Request body is too large" });
  });

  it("answers a thrown error with 500 and the request id, never the internals", async () => {
    const response = await post("/functions/boom", "{}");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/secret|hunter2|5432|stack|at /);
    expect(JSON.parse(text)).toEqual({
      message: "Internal server error",
      detail: "Internal server error",
      code: "INTERNAL_ERROR",
      error_type: "InternalServerError",
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      traceback: "",
      extra_data: null,
    });
  });

  it("answers an unknown API route with the Base44 404 body", async () => {
    const response = await fetch(`${t.baseUrl}/api/nothing/here?x=1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      ...base44Body,
      message: "Route GET /api/nothing/here not found",
    });
  });
});

describe("error handler", () => {
  const logs: string[] = [];
  const app = Fastify({
    logger: {
      level: "error",
      stream: new Writable({
        write(chunk, _encoding, done) {
          logs.push(String(chunk));
          done();
        },
      }),
    },
  });
  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    app.post(
      "/schema",
      { schema: { body: { type: "object", required: ["title"], properties: { n: { type: "integer" } } } } },
      async () => ({}),
    );
    app.get("/deliberate-503", async () => {
      throw new ApiError(503, "Mail delivery is paused", "ServiceUnavailable");
    });
    app.get("/rate-limited", async () => {
      throw Object.assign(new Error("Rate limit exceeded, retry in 1 minute"), { statusCode: 429 });
    });
    app.get("/crash", async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'rows')");
    });
  });
  afterAll(() => app.close());

  it("turns schema validation errors into a 422 naming each field", async () => {
    const response = await app.inject({ method: "POST", url: "/schema", payload: { n: "x" } });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error_type).toBe("ValidationError");
    expect(body.extra_data.errors.map((e: { field: string }) => e.field)).toContain("title");
  });

  it("keeps the message of a deliberate 5xx ApiError and of a framework 4xx", async () => {
    expect((await app.inject("/deliberate-503")).json()).toMatchObject({
      message: "Mail delivery is paused",
    });
    const limited = await app.inject("/rate-limited");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error_type: "TooManyRequests", message: /Rate limit/ });
  });

  it("logs an unexpected error with its request id, and shows neither", async () => {
    const response = await app.inject("/crash");
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/rows/);
    const requestId = response.json().request_id;
    const line = logs.find((l) => l.includes("Cannot read properties"));
    expect(line).toBeDefined();
    expect(JSON.parse(line as string).reqId).toBe(requestId);
  });
});
