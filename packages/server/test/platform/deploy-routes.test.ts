import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../src/platform/auth/users.ts";
import { engines } from "../setup/databases.ts";
import { login, startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

// The deploy routes (decision 0082) against what an attacker with a key, a user of the server or a user of
// the hosted app could send: nothing escapes the function's folder, nothing oversized is taken, and no one
// but a platform admin reaches them.

describe.each(engines)("deploy routes under attack (%s)", { timeout: 180_000 }, (engine) => {
  let t: TestApp;
  let appId = "";

  const call = (method: string, pathName: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${t.baseUrl}${pathName}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        authorization: `Bearer ${t.adminToken}`,
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });
  const deploy = (name: string, body: unknown, headers?: Record<string, string>) =>
    call("PUT", `/api/apps/${appId}/backend-functions/${name}`, body, headers);
  const fn = (files: { path: string; content: string }[], entry = "entry.ts") => ({ entry, files });
  const ok = "Deno.serve(() => new Response('ok'));\n";
  const projectFiles = async () => {
    const list = async (dir: string): Promise<string[]> => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      const found: string[] = [];
      for (const e of entries) {
        const full = path.join(dir, e.name);
        if (e.isDirectory() && e.name !== "node_modules") found.push(...(await list(full)));
        else if (e.isFile()) found.push(full);
      }
      return found;
    };
    return (await list(t.app.appsHost.folders(appId).root)).sort();
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const created = await call("POST", "/api/apps", { name: "Target" });
    appId = ((await created.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("writes nothing outside the function's folder and the shared folder", async () => {
    const before = await projectFiles();
    const escapes = [
      "../../config.jsonc",
      "../../.app.jsonc",
      "../../entities/task.jsonc",
      "../other/entry.ts",
      "../../../../../../etc/passwd",
      "/etc/passwd",
      "C:/x.ts",
      "..\\..\\config.jsonc",
      "a\0b.ts",
      ".ember-deployment.json",
      "node_modules/@base44/sdk/index.js",
      "../../shared/../config.jsonc",
    ];
    for (const attempt of escapes) {
      const response = await deploy(
        "probe",
        fn([
          { path: "entry.ts", content: ok },
          { path: attempt, content: "x" },
        ]),
      );
      expect([attempt, response.status]).toEqual([attempt, 400]);
      expect(await response.json()).toMatchObject({ message: expect.stringMatching(/path/) });
    }
    // The entry must be one of the function's own files.
    const outsideEntry = await deploy(
      "probe",
      fn([{ path: "../../shared/x.ts", content: ok }], "../../shared/x.ts"),
    );
    expect(outsideEntry.status).toBe(400);
    expect(await projectFiles()).toEqual(before);
  });

  it("refuses function names that could reach another folder", async () => {
    // (A bare `..` segment never arrives: URL parsers resolve it, %2E%2E included, before sending.)
    for (const name of ["a.b", "..%2F..%2Fconfig", "nested%2F..%2Fx", "%2E%2E%2Fx", "a%00b", "a%5Cb"]) {
      const response = await deploy(name, fn([{ path: "entry.ts", content: ok }]));
      expect([name, response.status]).toEqual([name, 400]);
    }
    const nested = await deploy("nested%2Fzc", fn([{ path: "entry.ts", content: ok }]));
    expect(await nested.json()).toEqual({ status: "deployed", deployment_id: expect.any(String) });
    expect(
      existsSync(
        path.join(t.app.appsHost.folders(appId).project, "base44", "functions", "nested", "zc", "entry.ts"),
      ),
    ).toBe(true);
  });

  it("refuses oversized bodies and files", async () => {
    const big = "x".repeat(1024 * 1024 + 1);
    const oneBig = await deploy(
      "probe",
      fn([
        { path: "entry.ts", content: ok },
        { path: "big.ts", content: big },
      ]),
    );
    expect(oneBig.status).toBe(413);
    const tooMany = await deploy(
      "probe",
      fn(Array.from({ length: 201 }, (_, i) => ({ path: `f${i}.ts`, content: ok }))),
    );
    expect(tooMany.status).toBe(422);
    const huge = await call(
      "PUT",
      `/api/apps/${appId}/entity-schemas`,
      `{"entityNameToSchema":{"A":{"d":"${"x".repeat(6 * 1024 * 1024)}"}}}`,
    );
    expect(huge.status).toBe(413);
  });

  it("refuses a bad entity schema with 422 naming it, and writes nothing", async () => {
    const before = await projectFiles();
    const bad = await call("PUT", `/api/apps/${appId}/entity-schemas`, {
      entityNameToSchema: { Task: { type: "object", properties: { x: { type: "nonsense" } } } },
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toMatch(/Task/);
    expect(await projectFiles()).toEqual(before);
  });

  it("lets only the server's platform admins in, never a user of the hosted app", async () => {
    const routes: [string, string, unknown][] = [
      ["PUT", `/api/apps/${appId}/entity-schemas`, { entityNameToSchema: {} }],
      ["GET", `/api/apps/${appId}/backend-functions`, undefined],
      ["PUT", `/api/apps/${appId}/backend-functions/x`, fn([{ path: "entry.ts", content: ok }])],
      ["DELETE", `/api/apps/${appId}/backend-functions/x`, undefined],
      ["GET", `/api/apps/${appId}/functions-mgmt/x/logs`, undefined],
      ["GET", `/api/apps/${appId}/functions-mgmt/logs/stream`, undefined],
      ["PUT", `/api/apps/${appId}/agent-configs`, []],
      ["GET", `/api/apps/${appId}/agent-configs`, undefined],
      ["GET", `/api/apps/${appId}/agent-skills`, undefined],
      ["DELETE", `/api/apps/${appId}/agent-skills/x`, undefined],
    ];
    const member = await createMember(t, "member@ember.test", { is_member: true });
    const instance = await t.app.appsHost.instance(appId);
    if (!instance) throw new Error("not running");
    await createUser(instance.db, {
      email: "boss@example.org",
      password: "hosted-password-1",
      role: "admin",
      is_member: true,
      is_verified: true,
    });
    const appAdmin = await login(t.baseUrl, appId, "boss@example.org", "hosted-password-1");
    for (const [method, route, body] of routes) {
      const none = await fetch(`${t.baseUrl}${route}`, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      });
      expect([route, none.status]).toEqual([route, 401]);
      const server = await call(method, route, body, { authorization: `Bearer ${member.token}` });
      expect([route, server.status]).toEqual([route, 403]);
      // The hosted app's own admin is nobody to the server.
      const own = await call(method, route, body, { authorization: `Bearer ${appAdmin}` });
      expect([route, own.status]).toEqual([route, 401]);
      const forged = await call(method, route, body, { authorization: "", api_key: "b44k_not-a-key" });
      expect([route, forged.status]).toEqual([route, 401]);
    }
  });

  it("answers 404 for an app that is not hosted here, the server's own app included", async () => {
    for (const id of ["0123456789abcdef01234567", t.config.appId, "..", "x".repeat(300)]) {
      const response = await call("GET", `/api/apps/${id}/backend-functions`, undefined);
      expect([id, response.status]).toEqual([id, 404]);
    }
  });

  it("serialises two deploys of one app, so both land whole", async () => {
    const [a, b] = await Promise.all([
      deploy("first", fn([{ path: "entry.ts", content: ok }])),
      deploy("second", fn([{ path: "entry.ts", content: ok }])),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const listed = (await (await call("GET", `/api/apps/${appId}/backend-functions`, undefined)).json()) as {
      functions: { name: string }[];
    };
    expect(listed.functions.map((f) => f.name).sort()).toEqual(["first", "nested/zc", "second"]);
    const deleted = await call("DELETE", `/api/apps/${appId}/backend-functions/second`, undefined);
    expect(deleted.status).toBe(200);
    const again = await call("DELETE", `/api/apps/${appId}/backend-functions/second`, undefined);
    expect(again.status).toBe(404);
  });
});
