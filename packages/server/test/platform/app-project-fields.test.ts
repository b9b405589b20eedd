import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Base44Client, createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appProjectOptions } from "../../src/platform/app-project/app-project-options.ts";
import { loadAppProject } from "../../src/platform/app-project/load-app-project.ts";
import { encodeCursor } from "../../src/platform/entities/cursor.ts";
import { loadEntities } from "../../src/platform/entities/entity-schemas.ts";
import type { SocketHub } from "../../src/platform/realtime/socket-hub.ts";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { until } from "../setup/until.ts";
import { createMember } from "../setup/users.ts";

type Row = Record<string, unknown> & { id: string };
const fixture = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/cli-app");

/**
 * Field-level rules of a loaded project (fixtures/cli-app, Employee): salary is read by admins and the
 * record's author and set by admins only; notes are admins' only.
 */
describe.each(engines)("field-level rules of a loaded project on %s", (engine) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  const clients: Base44Client[] = [];
  const call = async (token: string, method: string, url: string, body?: unknown) => {
    const response = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/Employee${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as never };
  };
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

  beforeAll(async () => {
    const project = await loadAppProject(fixture);
    // The Ember site's services still run in this app (until the composer loads one app alone): its
    // entities are served beside the project's.
    const entities = new Map([...(await loadEntities()), ...appProjectOptions(project).entities]);
    t = await startTestApp(engine, {}, { entities });
    alice = (await createMember(t, "alice@ember.test", { is_member: true })).token;
    bob = (await createMember(t, "bob@ember.test", { is_member: true })).token;
  });
  afterAll(async () => {
    for (const c of clients) c.cleanup();
    await t?.close();
  });

  it("hides a field from who may not read it in every answer that carries records; an admin sees all", async () => {
    const own = await call(alice, "POST", "", { full_name: "Alice", department: "ops" });
    expect(own.status).toBe(201);
    const set = await call(t.adminToken, "PUT", `/${(own.body as Row).id}`, {
      salary: 5000,
      notes: "raise due",
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ salary: 5000, notes: "raise due" });
    const id = (own.body as Row).id;

    // The author reads their salary but not the notes; another user reads neither.
    expect((await call(alice, "GET", `/${id}`)).body).toMatchObject({ full_name: "Alice", salary: 5000 });
    expect((await call(alice, "GET", `/${id}`)).body).not.toHaveProperty("notes");
    for (const path of [`/${id}`, "", "?fields=full_name,salary,notes", "/v2/list"]) {
      const { status, body } = await call(bob, "GET", path);
      expect(status).toBe(200);
      const answer = body as Row | Row[] | { items: Row[] };
      const rows: Row[] = Array.isArray(answer)
        ? answer
        : "items" in answer
          ? (answer.items as Row[])
          : [answer as Row];
      const row = rows.find((r) => r.id === id) as Row;
      expect(row).toBeDefined();
      expect(row).not.toHaveProperty("salary");
      expect(row).not.toHaveProperty("notes");
    }
    const bulk = await call(bob, "POST", "/bulk", [{ full_name: "Bob" }, { full_name: "Bea" }]);
    expect(bulk.status).toBe(201);
    expect((await call(t.adminToken, "GET", `/${id}`)).body).toMatchObject({
      salary: 5000,
      notes: "raise due",
    });
  });

  it("refuses a create or update that sets a field the caller may not write, and changes nothing", async () => {
    const before = (await call(t.adminToken, "GET", "/count")).body as { count: number };
    const create = await call(alice, "POST", "", { full_name: "Mallory", salary: 1 });
    expect(create.status).toBe(403);
    expect(create.body).toMatchObject({ error_type: "Forbidden", message: expect.stringMatching(/salary/) });
    const bulkCreate = await call(alice, "POST", "/bulk", [
      { full_name: "A" },
      { full_name: "B", notes: "x" },
    ]);
    expect(bulkCreate.status).toBe(403);
    expect((await call(t.adminToken, "GET", "/count")).body).toEqual(before);

    const { body: mine } = await call(alice, "POST", "", { full_name: "Alice Two" });
    const id = (mine as Row).id;
    await call(t.adminToken, "PUT", `/${id}`, { salary: 100 });
    for (const patch of [{ salary: 1_000_000 }, { notes: null }, { full_name: "renamed", salary: 2 }]) {
      const update = await call(alice, "PUT", `/${id}`, patch);
      expect(update.status).toBe(403);
    }
    const bulkUpdate = await call(alice, "PUT", "/bulk", [{ id, salary: 9 }]);
    expect(bulkUpdate.status).toBe(403);
    const many = await call(alice, "PATCH", "/update-many", { query: { id }, data: { $set: { salary: 9 } } });
    expect(many.status).toBe(403);
    const upsert = await call(alice, "POST", "/upsert", {
      key: "full_name",
      records: [{ full_name: "Alice Two", salary: 9 }],
    });
    expect(upsert.status).toBe(403);
    expect((await call(t.adminToken, "GET", `/${id}`)).body).toMatchObject({
      full_name: "Alice Two",
      salary: 100,
    });
    // Fields without rules of their own are the user's to change as before.
    expect((await call(alice, "PUT", `/${id}`, { department: "hr" })).status).toBe(200);
  });

  it("refuses to filter, sort, count, aggregate or page by a field the caller may not read", async () => {
    const attacks: [string, string, unknown?][] = [
      ["GET", `?q=${q({ salary: { $gt: 1000 } })}`],
      ["GET", `?q=${q({ $or: [{ full_name: "x" }, { "data.salary": { $gte: 0 } }] })}`],
      ["GET", `?q=${q({ notes: { $regex: "^raise" } })}`],
      ["GET", "?sort=-salary"],
      ["GET", `/count?q=${q({ salary: 5000 })}`],
      ["GET", "/v2/list?sort=salary"],
      ["GET", "/v2/list?distinct=notes"],
      ["GET", `/v2/list?q=${q({ notes: { $exists: true } })}`],
      ["POST", "/aggregate", { groupBy: "department", sum: "salary" }],
      ["POST", "/aggregate", { groupBy: "notes" }],
      ["DELETE", "", { salary: { $gt: 0 } }],
      ["PATCH", "/update-many", { query: { salary: { $gt: 0 } }, data: { $set: { department: "ops" } } }],
      ["PATCH", "/update-many", { query: {}, data: { $rename: { salary: "full_name" } } }],
      ["POST", "/upsert", { key: "notes", records: [{ full_name: "x", notes: "raise due" }] }],
    ];
    for (const [method, url, body] of attacks) {
      const { status, body: answer } = await call(bob, method, url, body);
      expect([method, url, status]).toEqual([method, url, 403]);
      expect(answer).toMatchObject({ error_type: "Forbidden" });
    }
    // The cursor is not signed: one crafted to carry a hidden field's query is refused all the same.
    const cursor = encodeCursor({
      query: { salary: { $gt: 0 } },
      sort: "-created_date",
      fields: null,
      distinct: null,
      keys: ["2026-01-01T00:00:00.000Z"],
      id: "x",
    });
    expect((await call(bob, "GET", `/v2/list?cursor=${cursor}`)).status).toBe(403);
    // An admin may use every field.
    expect((await call(t.adminToken, "GET", `?q=${q({ salary: 5000 })}&sort=-salary`)).status).toBe(200);
  });

  it("sends realtime events without the fields each subscriber may not read", async () => {
    const client = (token: string) => {
      const c = createClient({
        serverUrl: t.baseUrl,
        appId: t.config.appId,
        analytics: { enabled: false },
        token,
      });
      clients.push(c);
      return c;
    };
    const seen = { bob: [] as Row[], admin: [] as Row[] };
    client(bob).entities.Employee?.subscribe((event) => seen.bob.push(event.data as Row));
    client(t.adminToken).entities.Employee?.subscribe((event) => seen.admin.push(event.data as Row));
    const hub = t.app.realtime as SocketHub;
    await until(() => hub.members(`entities:${t.config.appId}:Employee`) === 2, "both joins");

    const { body } = await call(t.adminToken, "POST", "", { full_name: "Zed", salary: 7, notes: "secret" });
    const id = (body as Row).id;
    await until(
      () => seen.bob.some((r) => r.id === id) && seen.admin.some((r) => r.id === id),
      "both events",
    );
    expect(seen.bob.find((r) => r.id === id)).not.toHaveProperty("salary");
    expect(seen.bob.find((r) => r.id === id)).not.toHaveProperty("notes");
    expect(seen.admin.find((r) => r.id === id)).toMatchObject({ salary: 7, notes: "secret" });
  });
});
