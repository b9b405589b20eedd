import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";

const application = { full_name: "Ada", email: "ada@example.org", program_interest: "both" };

describe.each(engines)("entities HTTP routes on %s", (engine) => {
  let t: TestApp;
  const url = (path: string, appId = t.config.appId) => `${t.baseUrl}/api/apps/${appId}/entities${path}`;
  const call = async (
    method: string,
    path: string,
    options: { body?: unknown; token?: string; raw?: string } = {},
  ) => {
    const response = await fetch(url(path), {
      method,
      headers: {
        "content-type": "application/json",
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & unknown[] };
  };
  const asAdmin = (method: string, path: string, body?: unknown) =>
    call(method, path, { body, token: t.adminToken });

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it("creates with 201 and answers records bare, without an envelope", async () => {
    const created = await asAdmin("POST", "/Application", application);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(application);
    const bulk = await asAdmin("POST", "/Application/bulk", [application, application]);
    expect(bulk.status).toBe(201);
    expect(bulk.body).toHaveLength(2);
    const list = await asAdmin("GET", "/Application?sort=-created_date&limit=2");
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
  });

  it("routes count, v2/list and bulk ahead of /:id", async () => {
    expect(await asAdmin("GET", "/Application/count")).toEqual({ status: 200, body: { count: 3 } });
    const page = await asAdmin("GET", "/Application/v2/list?limit=2");
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ has_more: true, next_cursor: expect.any(String) });
    const q = encodeURIComponent(JSON.stringify({ full_name: "Ada" }));
    expect((await asAdmin("GET", `/Application/count?q=${q}`)).body).toEqual({ count: 3 });
  });

  it("deletes one record with an empty JSON body, as the SDK sends it, and many with a query body", async () => {
    const created = await asAdmin("POST", "/Application", application);
    const id = (created.body as unknown as { id: string }).id;
    expect(await call("DELETE", `/Application/${id}`, { token: t.adminToken, raw: "" })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await asAdmin("DELETE", "/Application", { full_name: "Ada" })).toEqual({
      status: 200,
      body: { success: true, deleted: 3 },
    });
    expect((await call("DELETE", "/Application", { token: t.adminToken, raw: "" })).status).toBe(400);
  });

  it.each([
    ["/Application?limit=-1", "limit must be a non-negative integer"],
    ["/Application?limit=abc", "limit must be a non-negative integer"],
    ["/Application?skip=1.5", "skip must be a non-negative integer"],
    ["/Application?limit=1&limit=2", "Parameter limit was given more than once"],
    ["/Application?q=not-json", "q must be a JSON object"],
    [`/Application?q=${encodeURIComponent("[1]")}`, "q must be a JSON object"],
    [`/Application?q=${encodeURIComponent('{"a":{"$where":"1"}}')}`, "Unsupported query operator: $where"],
    [
      `/Application?q=${encodeURIComponent('{"a\'; drop table e_badge; --":1}')}`,
      `Invalid field name: "a'; drop table e_badge; --"`,
    ],
    ["/Application?sort=a;b", 'Invalid field name: "a;b"'],
    ["/Application?fields=a,b%20c", 'Invalid field name: "b c"'],
    ["/Application/v2/list?cursor=garbage!", "Invalid cursor"],
    ["/Application/v2/list?distinct=email&sort=email", "distinct cannot be combined with sort"],
    ["/Application/v2/list?distinct=a-b", 'Invalid field name: "a-b"'],
  ])("answers 400 in the Base44 error shape for GET %s", async (path, message) => {
    const { status, body } = await asAdmin("GET", path);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message, detail: message, error_type: "BadRequest" });
  });

  it("answers 400, not 500, for bodies and queries nested far too deep", async () => {
    const depth = 200_000;
    const deep = `{"full_name":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    expect((await call("POST", "/Application", { raw: deep, token: t.adminToken })).status).toBe(400);
    const query = `{"$or":[{"a":${"[".repeat(depth)}${"]".repeat(depth)}}]}`;
    expect((await call("DELETE", "/Application", { token: t.adminToken, raw: query })).status).toBe(400);
  });

  it("answers 422 with each bad field, 403 for a refused create and 404 for unknown apps and entities", async () => {
    const invalid = await asAdmin("POST", "/Application", { email: "x" });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({
      error_type: "ValidationError",
      extra_data: { errors: expect.any(Array) },
    });
    const badge = { user_email: "a@b.c", badge_name: "X", badge_category: "mentor" };
    expect((await call("POST", "/Badge", { body: badge })).status).toBe(403);
    expect((await asAdmin("POST", "/Application", [application])).status).toBe(400);
    const app = await fetch(url("/Application", "someone-else"));
    expect([app.status, ((await app.json()) as { message: string }).message]).toEqual([
      404,
      "App someone-else not found",
    ]);
    expect((await asAdmin("GET", "/Nope")).body).toMatchObject({ message: "Entity Nope not found" });
    // User is the built-in entity over the accounts (platform/users/), not a records table.
    expect((await asAdmin("GET", "/User")).body).toEqual([expect.objectContaining({ role: "admin" })]);
    expect((await asAdmin("GET", "/User/me")).body).toMatchObject({ role: "admin" });
  });
});
