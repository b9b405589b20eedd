import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineFunction, FunctionRegistry } from "../../src/platform/functions/function-registry.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

const greet = defineFunction({
  name: "greet",
  input: z.object({ name: z.string().min(1), times: z.number().int().min(1).max(3) }),
  handler: async ({ caller }, input) => ({
    text: `hello ${input.name}`.repeat(input.times),
    caller: caller.kind,
  }),
});
const nested = defineFunction({
  name: "admin/stats",
  input: z.object({}),
  handler: async (_ctx, _input) => ({ nested: true }),
});
const silent = defineFunction({ name: "silent", input: z.object({}), handler: async () => undefined });

describe("functions", () => {
  let t: TestApp;
  const invoke = (name: string, body: string | undefined, headers: Record<string, string> = {}) =>
    fetch(`${t.baseUrl}/api/apps/${t.config.appId}/functions/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      ...(body === undefined ? {} : { body }),
    });

  beforeAll(async () => {
    t = await startTestApp("pglite", {}, { functions: [greet, nested, silent] });
  });
  afterAll(() => t.close());

  it("dispatches by name with the parsed input and the caller", async () => {
    const response = await invoke("greet", JSON.stringify({ name: "Ada", times: 2 }), {
      authorization: `Bearer ${t.adminToken}`,
      "base44-functions-version": "v7",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: "hello Adahello Ada", caller: "user" });
  });

  it("dispatches nested names, on both the invoke and the fetch paths", async () => {
    expect(await (await invoke("admin/stats", "{}")).json()).toEqual({ nested: true });
    const response = await fetch(`${t.baseUrl}/api/functions/admin/stats`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ nested: true });
  });

  it("answers JSON null for a function that returns nothing, and takes an empty body as no parameters", async () => {
    const response = await invoke("silent", "");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("null");
  });

  it("answers 404 for an unknown function and an unknown app", async () => {
    const unknown = await invoke("nope/deeper", "{}");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      message: "Function nope/deeper not found",
      error_type: "NotFound",
    });
    const otherApp = await fetch(`${t.baseUrl}/api/apps/other/functions/greet`, { method: "POST" });
    expect(otherApp.status).toBe(404);
  });

  it("answers 422 naming every bad field", async () => {
    const response = await invoke("greet", JSON.stringify({ times: 9 }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      message: string;
      error_type: string;
      extra_data: { errors: { field: string }[] };
    };
    expect(body.error_type).toBe("ValidationError");
    expect(body.extra_data.errors.map((e) => e.field).sort()).toEqual(["name", "times"]);
    expect(body.message).toMatch(/Error in field name/);
    expect(body.message).toMatch(/Error in field times/);
  });

  it("answers 422 for a body that is not an object, and 400 for one that is not JSON", async () => {
    for (const body of ["[1]", '"text"', "42", "null"]) {
      const response = await invoke("greet", body);
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ extra_data: { errors: [{ field: "body" }] } });
    }
    expect((await invoke("greet", "{nope")).status).toBe(400);
  });

  it("answers 400, not 500, for a body nested far too deep or with too many values", async () => {
    const deep = await invoke("greet", `{"name":${"[".repeat(200_000)}${"]".repeat(200_000)}}`);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ message: "The request body is nested too deeply" });
    const wide = await invoke("greet", JSON.stringify({ name: "x", times: 1, pad: Array(20_000).fill(0) }));
    expect(wide.status).toBe(400);
    expect(await wide.json()).toMatchObject({ message: "The request body is too large" });
  });

  it("refuses invalid and duplicate names at registration", () => {
    const registry = new FunctionRegistry();
    registry.register(greet);
    expect(() => registry.register(greet)).toThrow(/twice/);
    expect(() => registry.register({ ...greet, name: "../x" })).toThrow(/Invalid function name/);
    expect(registry.names()).toEqual(["greet"]);
  });
});
