import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
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
// Which handlers ran, so a refused call is shown to have done nothing.
let calls: string[] = [];
const counted = defineFunction({
  name: "greet",
  input: greet.input,
  handler: async (ctx, input: { name: string; times: number }) => {
    calls.push("greet");
    return greet.handler(ctx, input);
  },
});
const lookup = defineFunction({
  name: "lookup",
  input: z.object({ name: z.string() }),
  readOnly: true,
  handler: async (_ctx, input) => {
    calls.push("lookup");
    return input;
  },
});
const attach = defineFunction({
  name: "attach",
  input: z.object({ note: z.string() }).catchall(z.unknown()),
  takesFiles: true,
  handler: async ({ files }, input) => {
    calls.push("attach");
    return { note: input.note, files: files.length };
  },
});

describe("functions", () => {
  let t: TestApp;
  const invoke = (name: string, body: string | undefined, headers: Record<string, string> = {}) =>
    fetch(`${t.baseUrl}/api/apps/${t.config.appId}/functions/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      ...(body === undefined ? {} : { body }),
    });

  beforeAll(async () => {
    t = await startTestApp("pglite", {}, { functions: [counted, nested, silent, lookup, attach] });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    calls = [];
  });

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

  it("answers GET only for a read-only function, and only POST for the rest", async () => {
    const url = (name: string, query = "") => `${t.baseUrl}/api/functions/${name}${query}`;
    const get = await fetch(url("greet", "?name=Ada&times=1"));
    expect(get.status).toBe(405);
    expect(await get.json()).toMatchObject({
      error_type: "MethodNotAllowed",
      message: "Function greet takes POST with a JSON body",
    });
    expect((await fetch(url("lookup", "?name=Ada"))).status).toBe(200);
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await fetch(url("greet"), {
        method,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Ada", times: 1 }),
      });
      expect(response.status).toBe(405);
    }
    expect(calls).toEqual(["lookup"]);
  });

  it("takes a write function's parameters only as JSON: a form, text or urlencoded body is 415", async () => {
    const form = new FormData();
    form.append("name", "Ada");
    form.append("times", "1");
    const bodies: [string | undefined, FormData | string][] = [
      [undefined, form],
      ["text/plain", JSON.stringify({ name: "Ada", times: 1 })],
      ["application/x-www-form-urlencoded", "name=Ada&times=1"],
    ];
    for (const [type, body] of bodies) {
      const response = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/functions/greet`, {
        method: "POST",
        ...(type ? { headers: { "content-type": type } } : {}),
        body,
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ error_type: "UnsupportedMediaType" });
    }
    expect(calls).toEqual([]);
  });

  it("refuses a call another site's page sends, and accepts the site's own and a non-browser client's", async () => {
    const body = JSON.stringify({ name: "Ada", times: 1 });
    const cases: [Record<string, string>, number][] = [
      [{ origin: "https://evil.example" }, 403],
      [{ origin: "null" }, 403],
      [{ "sec-fetch-site": "cross-site" }, 403],
      [{ origin: "https://evil.example", "sec-fetch-site": "cross-site" }, 403],
      [{ origin: t.baseUrl, "sec-fetch-site": "same-origin" }, 200],
      [{ origin: t.config.publicUrl }, 200],
      // The site behind a TLS proxy: the page is https, the request reaches us as http.
      [{ origin: t.baseUrl.replace("http:", "https:") }, 200],
      [{ origin: t.baseUrl.replace("127.0.0.1", "127.0.0.1.evil.example") }, 403],
      [{ "sec-fetch-site": "same-origin" }, 200],
      [{}, 200],
    ];
    for (const [headers, status] of cases) {
      const response = await invoke("greet", body, headers);
      expect({ headers, status: response.status }).toEqual({ headers, status });
    }
    expect(calls).toEqual(["greet", "greet", "greet", "greet", "greet"]);
  });

  it("accepts the origins CORS_ORIGINS names", async () => {
    const other = await startTestApp(
      "pglite",
      { CORS_ORIGINS: "https://app.example.org" },
      { functions: [greet] },
    );
    try {
      const call = (origin: string) =>
        fetch(`${other.baseUrl}/api/apps/${other.config.appId}/functions/greet`, {
          method: "POST",
          headers: { "content-type": "application/json", origin, "sec-fetch-site": "cross-site" },
          body: JSON.stringify({ name: "Ada", times: 1 }),
        });
      expect((await call("https://app.example.org")).status).toBe(200);
      expect((await call("https://evil.example")).status).toBe(403);
    } finally {
      await other.close();
    }
  });

  it("reads at most the JSON body limit of a form's fields, even for a function that takes files", async () => {
    const post = (form: FormData) =>
      fetch(`${t.baseUrl}/api/apps/${t.config.appId}/functions/attach`, { method: "POST", body: form });
    const many = new FormData();
    for (let i = 0; i < 5; i += 1) many.append(`f${i}`, `[${"0,".repeat(128 * 1024)}0]`);
    const tooMuch = await post(many);
    expect(tooMuch.status).toBe(413);
    expect(await tooMuch.json()).toMatchObject({ error_type: "PayloadTooLarge" });
    const one = new FormData();
    one.append("f", "x".repeat(1024 * 1024 + 1));
    expect((await post(one)).status).toBe(413);
    const fits = new FormData();
    fits.append("note", "hello");
    fits.append("file", new File([Buffer.from("hi")], "a.txt", { type: "text/plain" }));
    const ok = await post(fits);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ note: "hello", files: 1 });
    expect(calls).toEqual(["attach"]);
  });

  it("refuses invalid and duplicate names at registration", () => {
    const registry = new FunctionRegistry();
    registry.register(greet);
    expect(() => registry.register(greet)).toThrow(/twice/);
    expect(() => registry.register({ ...greet, name: "../x" })).toThrow(/Invalid function name/);
    expect(registry.names()).toEqual(["greet"]);
  });
});
