import { createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineFunction } from "../../src/platform/functions/function-registry.ts";
import { contractTargets } from "../setup/contract-targets.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { fileOf, PNG, rejection } from "./integration-fixtures.ts";

const echo = defineFunction({
  name: "tools/echo",
  input: z.object({ name: z.string().min(1), tags: z.array(z.string()).optional() }),
  readOnly: true,
  handler: async ({ caller, request }, input) => ({
    ...input,
    caller: caller.kind,
    method: request.method,
    version: request.headers["base44-functions-version"] ?? null,
  }),
});

// A function that takes a file: the only kind that reads multipart form data.
const attach = defineFunction({
  name: "tools/attach",
  input: z.object({ name: z.string().min(1), tags: z.array(z.string()).optional() }),
  takesFiles: true,
  handler: async ({ files }, input) => ({ ...input, files: files.map((f) => [f.field, f.data.length]) }),
});

interface AxiosLikeError {
  readonly isAxiosError: boolean;
  readonly response?: { readonly status: number; readonly data: unknown };
}

describe("functions through the official SDK: fetch, the functions-version header, multipart", () => {
  let t: TestApp;
  const client = (options: { token?: string; functionsVersion?: string } = {}) =>
    createClient({ serverUrl: t.baseUrl, appId: t.config.appId, ...options });

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    t = await startTestApp("pglite", {}, { functions: [echo, attach] });
  });
  afterAll(async () => {
    await t?.close();
    vi.restoreAllMocks();
  });

  it("accepts the Base44-Functions-Version header the SDK sends with functionsVersion", async () => {
    const response = await client({ functionsVersion: "v7", token: t.adminToken }).functions.invoke(
      "tools/echo",
      {
        name: "Ada",
      },
    );
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ name: "Ada", caller: "user", method: "POST", version: "v7" });
  });

  it("reaches a nested read-only function with functions.fetch, GET with a query and POST with a body, signed in", async () => {
    const base44 = client({ token: t.adminToken });
    const get = await base44.functions.fetch("/tools/echo?name=Grace");
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual({ name: "Grace", caller: "user", method: "GET", version: null });
    const post = await base44.functions.fetch("tools/echo", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Linus", tags: ["a"] }),
    });
    expect(await post.json()).toMatchObject({ name: "Linus", tags: ["a"], method: "POST" });
    // Other methods are refused, read-only function or not.
    const put = await base44.functions.fetch("tools/echo", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Linus" }),
    });
    expect(put.status).toBe(405);
    expect(await put.json()).toMatchObject({ error_type: "MethodNotAllowed" });
    const missing = await base44.functions.fetch("/nope");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      error_type: "NotFound",
      message: "Function nope not found",
    });
  });

  it("takes multipart form data only for a function that takes files: fields are the parameters (objects JSON-encoded)", async () => {
    const form = new FormData();
    form.append("name", "Ada");
    form.append("tags", JSON.stringify(["x", "y"]));
    form.append("photo", fileOf(PNG, "p.png", "image/png"));
    const response = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/functions/tools/attach`, {
      method: "POST",
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: "Ada", tags: ["x", "y"], files: [["photo", PNG.length]] });

    // The SDK switches to multipart because a value is a File; a function without files refuses the form
    // before reading it.
    const error = (await rejection(
      client().functions.invoke("tools/echo", {
        name: "Ada",
        tags: ["x"],
        photo: fileOf(PNG, "p.png", "image/png"),
      }),
    )) as AxiosLikeError;
    expect(error.isAxiosError).toBe(true);
    expect(error.response).toMatchObject({
      status: 415,
      data: {
        error_type: "UnsupportedMediaType",
        message: "Function tools/echo takes no files: send its parameters as JSON",
      },
    });
  });
});

// Each app's own function, as the app ships it: an in-process one for Ember, a Deno handler for the
// example. The engine does not matter to a function call, so one is enough.
describe.each(contractTargets.map((target) => [target.name, target] as const))(
  "the app's own function through the official SDK: %s",
  (_name, target) => {
    let t: TestApp;
    const client = (token?: string) =>
      createClient({ serverUrl: t.baseUrl, appId: t.config.appId, ...(token ? { token } : {}) });

    beforeAll(async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      t = await target.start("pglite");
    });
    afterAll(async () => {
      await t?.close();
      vi.restoreAllMocks();
    });

    it("answers functions.invoke and functions.fetch as the app's code answers", async () => {
      const base44 = client(t.adminToken);
      const invoked = await base44.functions.invoke(target.fn.name, target.fn.data);
      expect(invoked.status).toBe(200);
      expect(target.fn.answers(invoked.data)).toBe(true);
      const fetched = await base44.functions.fetch(`/${target.fn.name}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(target.fn.data),
      });
      expect(fetched.status).toBe(200);
      const text = await fetched.text();
      const json = fetched.headers.get("content-type")?.startsWith("application/json");
      expect(target.fn.answers(json ? JSON.parse(text) : text)).toBe(true);
    });

    it("fails an unknown function with an AxiosError carrying the Base44 body", async () => {
      const unknown = (await rejection(client().functions.invoke("nope", {}))) as AxiosLikeError;
      expect(unknown.isAxiosError).toBe(true);
      expect(unknown.response).toMatchObject({ status: 404, data: { message: "Function nope not found" } });
    });
  },
);
