import { createHmac } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineFunction } from "../../src/platform/functions/function-registry.ts";
import { prepareDenoFixtureApp } from "../setup/deno-app.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

const webhookSecret = "whsec_test_0123456789";

/** A JSON answer's fields (echo's, or the Base44 error shape's). */
const jsonOf = async (response: Response) => (await response.json()) as Record<string, unknown>;

/** A server the stream function waits on: it answers only once the test opens it. */
function gate(): Promise<{ url: string; open(): void; close(): Promise<void> }> {
  let release: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server: Server = createServer((_request, response) => {
    void opened.then(() => response.end("open"));
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        open: release,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe("Deno functions: the call as it was made, the answer as the function made it", () => {
  let t: TestApp;
  const url = (name: string) => `${t.baseUrl}/api/apps/${t.config.appId}/functions/${name}`;

  beforeAll(async () => {
    const appDir = await prepareDenoFixtureApp();
    const secrets = path.join(tmpdir(), `deno-calls-${process.pid}.env`);
    await writeFile(secrets, `WEBHOOK_SECRET="${webhookSecret}"\n`);
    t = await startTestApp("pglite", { APP_DIR: appDir, APP_SECRETS_FILE: secrets, FUNCTION_WORKERS: "2" });
  });
  afterAll(() => t?.close());

  it("gives the function the method, the public URL with its query, the headers and the raw body", async () => {
    const response = await fetch(`${url("echo")}?status=202&q=a%20b`, {
      method: "PUT",
      headers: { "content-type": "application/xml", "base44-functions-version": "v3", "x-data-env": "dev" },
      body: "<a>é</a>",
    });
    expect(response.status).toBe(202);
    expect(response.headers.get("x-echo")).toBe("yes");
    expect(await response.json()).toEqual({
      method: "PUT",
      url: `${url("echo")}?status=202&q=a%20b`,
      contentType: "application/xml",
      functionsVersion: "v3",
      dataEnv: "dev",
      appId: t.config.appId,
      body: "<a>é</a>",
      length: 9,
    });
  });

  it("answers at Base44's three addresses of a function, nested names and the older layout included", async () => {
    for (const address of [
      `/api/apps/${t.config.appId}/functions/admin/stats`,
      "/api/functions/admin/stats",
      "/functions/admin/stats",
    ]) {
      const response = await fetch(`${t.baseUrl}${address}`);
      expect([address, response.status, await response.json()]).toEqual([address, 200, { nested: true }]);
    }
    expect(await (await fetch(`${t.baseUrl}/functions/legacy`, { method: "POST" })).json()).toEqual({
      layout: "legacy",
    });
    expect(await (await fetch(`${t.baseUrl}/api/functions/legacyJs`)).text()).toBe("plain javascript");
    expect(t.app.functionRegistry.names()).toEqual(expect.arrayContaining(["echo", "admin/stats", "legacy"]));
  });

  it("passes binary answers byte for byte with the function's status and headers", async () => {
    const response = await fetch(url("binary"));
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="event.ics"');
    // The function's own caching and cookies are kept, not replaced by the API's no-store.
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(response.headers.get("set-cookie")).toBe("a=1");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(-2)]).toEqual([0xff, 0x00]);
    expect(new TextDecoder().decode(bytes.slice(0, 15))).toBe("BEGIN:VCALENDAR");
  });

  it("streams an answer: the first chunk arrives while the function is still writing", async () => {
    const door = await gate();
    try {
      const response = await fetch(`${url("stream")}?gate=${encodeURIComponent(door.url)}`);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      const first = await reader.read();
      expect(decoder.decode(first.value)).toBe("first\n");
      door.open();
      let rest = "";
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        rest += decoder.decode(chunk.value);
      }
      expect(rest).toBe("second\n");
    } finally {
      await door.close();
    }
  });

  it("gives a webhook the exact bytes it was sent, so its signature checks", async () => {
    // Bytes that are not UTF-8 text: any re-encoding on the way would break the signature.
    const body = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0xff, 0xfe, 0x00, 0x7d]);
    const signature = createHmac("sha256", webhookSecret).update(body).digest("hex");
    const send = (sig: string) =>
      fetch(url("webhook"), {
        method: "POST",
        headers: { "content-type": "application/json", "x-signature": sig },
        body,
      });
    const good = await send(signature);
    expect(await good.json()).toEqual({ valid: true, length: body.length });
    const bad = await send(signature.replace(/^./, (c) => (c === "0" ? "1" : "0")));
    expect(bad.status).toBe(401);
  });

  it("takes a form post and a streamed upload as raw bytes too", async () => {
    const form = new FormData();
    form.append("field", "value");
    const multipart = await jsonOf(await fetch(url("echo"), { method: "POST", body: form }));
    expect(multipart.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('name="field"\r\n\r\nvalue');
    const chunks = ["one ", "two"];
    const streamed = new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    const response = await fetch(url("echo"), {
      method: "POST",
      body: streamed,
      duplex: "half",
    } as RequestInit);
    expect((await jsonOf(response)).body).toBe("one two");
  });

  it("answers concurrent calls, each with its own answer, from a pool of two workers", async () => {
    const bodies = Array.from({ length: 10 }, (_, i) => `call-${i}`);
    const answers = await Promise.all(
      bodies.map(async (body) => (await jsonOf(await fetch(url("echo"), { method: "POST", body }))).body),
    );
    expect(answers).toEqual(bodies);
  });

  it("refuses a body over the limit with 413, declared or streamed, before the function sees it", async () => {
    const large = "x".repeat(1024 * 1024 + 1);
    const declared = await fetch(url("echo"), { method: "POST", body: large });
    expect(declared.status).toBe(413);
    expect((await jsonOf(declared)).error_type).toBe("PayloadTooLarge");
    const parts = [large.slice(0, 600_000), large.slice(600_000)];
    const streamed = await fetch(url("echo"), {
      method: "POST",
      body: new ReadableStream({
        pull(controller) {
          const next = parts.shift();
          if (next === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(next));
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // The worker was replaced and the next call is answered.
    expect((await jsonOf(await fetch(url("echo"), { method: "POST", body: "after" }))).body).toBe("after");
  });

  it("answers an unknown function, another app and a failing function in the Base44 error shape", async () => {
    const unknown = await fetch(url("nope"), { method: "POST" });
    expect(unknown.status).toBe(404);
    expect((await jsonOf(unknown)).message).toBe("Function nope not found");
    const otherApp = await fetch(`${t.baseUrl}/api/apps/other-app/functions/echo`, { method: "POST" });
    expect(otherApp.status).toBe(404);
    expect((await jsonOf(otherApp)).error_type).toBe("NotFound");
    const broken = await fetch(url("broken"));
    expect([broken.status, (await jsonOf(broken)).message]).toEqual([
      500,
      "Function broken could not be loaded",
    ]);
    const throws = await fetch(url("throws"));
    const body = await jsonOf(throws);
    expect([throws.status, body.error_type, body.message]).toEqual([
      500,
      "FunctionError",
      "Function throws failed",
    ]);
    expect(JSON.stringify(body)).not.toContain("internal detail");
  });

  it("keeps in-process functions as they were, and refuses a Deno function that takes an in-process name", async () => {
    const inProcess = defineFunction({ name: "echo", input: z.object({}), handler: async () => ({}) });
    const appDir = await prepareDenoFixtureApp();
    await expect(startTestApp("pglite", { APP_DIR: appDir }, { functions: [inProcess] })).rejects.toThrow(
      'Function "echo" is registered twice',
    );
    const board = defineFunction({
      name: "board",
      input: z.object({}),
      readOnly: true,
      handler: async () => ({}),
    });
    const withBoth = await startTestApp("pglite", { APP_DIR: appDir }, { functions: [board] });
    try {
      const put = await fetch(`${withBoth.baseUrl}/api/functions/board`, { method: "PUT" });
      expect([put.status, (await jsonOf(put)).message]).toEqual([405, "Function board takes GET or POST"]);
      const deno = await fetch(`${withBoth.baseUrl}/api/functions/echo`, { method: "PUT" });
      expect(deno.status).toBe(200);
    } finally {
      await withBoth.close();
    }
  });
});
