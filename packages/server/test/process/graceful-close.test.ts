import inject from "light-my-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineFunction } from "../../src/platform/functions/function-registry.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

describe("closing the app", () => {
  let t: TestApp;
  let entered!: () => void;
  const handlerEntered = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slow = defineFunction({
    name: "slow",
    input: z.object({}),
    handler: async ({ app }) => {
      entered();
      await released;
      await app.db.query("insert into settings (key, value) values ('slow_done', 'yes')");
      return { done: true };
    },
  });

  beforeAll(async () => {
    t = await startTestApp("pglite", {}, { functions: [slow] });
  });
  afterAll(() => t.close());

  it("lets an in-flight request finish, with the database still open, and closes the database after", async () => {
    const url = `${t.baseUrl}/api/apps/${t.config.appId}/functions/slow`;
    const inFlight = fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    await handlerEntered;

    const closing = t.app.close();
    let closed = false;
    void closing.then(() => {
      closed = true;
    });
    // New requests are refused while the old one runs; the close waits for it. A new connection is not
    // accepted; a request that still reaches the app (on a connection already open) runs nothing and is
    // refused in the site's error shape, asking the client to come back.
    await expect(fetch(`${t.baseUrl}/healthz`)).rejects.toThrow();
    // Fastify's own inject refuses a closing app, so the request goes to its router directly, as a request
    // on a kept-alive connection would.
    const refused = await inject(t.app.routing, {
      method: "GET",
      url: `/api/apps/${t.config.appId}/entities/Badge`,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("1");
    expect(refused.headers.connection).toBe("close");
    expect(refused.json()).toMatchObject({ error_type: "ServiceUnavailable", traceback: "" });
    // The close has gone as far as it can without the request: the server listens no more, while the
    // database the request still needs stays open and the close waits.
    expect(t.app.server.listening).toBe(false);
    expect(await t.app.db.ping()).toBe(true);
    expect(closed).toBe(false);

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    expect(await t.app.db.ping()).toBe(false);
  });
});
