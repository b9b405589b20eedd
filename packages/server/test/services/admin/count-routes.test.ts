import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../setup/databases.ts";
import { startTestApp, type TestApp } from "../../setup/test-app.ts";
import { createMember } from "../../setup/users.ts";

/** GET /api/apps/:appId/admin/count/{Entity}?q=&cap= (services/admin/count-routes.ts, ADR 0044). */
describe.each(engines)("the console's capped count on %s", (engine) => {
  let t: TestApp;
  let memberToken: string;
  const countUrl = (entity: string, params: Record<string, string> = {}) =>
    `${t.baseUrl}/api/apps/${t.config.appId}/admin/count/${entity}?${new URLSearchParams(params)}`;
  const get = (url: string, token?: string) =>
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const count = async (params: Record<string, string>) => {
    const response = await get(countUrl("Application", params), t.adminToken);
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  };
  const sdkCount = async (q: object) => {
    const url = `${t.baseUrl}/api/apps/${t.config.appId}/entities/Application/count?q=${encodeURIComponent(JSON.stringify(q))}`;
    return ((await (await get(url, t.adminToken)).json()) as { count: number }).count;
  };
  const bulk = async (names: readonly string[]) => {
    const response = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/Application/bulk`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${t.adminToken}` },
      body: JSON.stringify(
        names.map((full_name) => ({ full_name, email: "c@example.org", program_interest: "both" })),
      ),
    });
    expect(response.status, await response.text()).toBe(201);
  };
  const search = (text: string) => JSON.stringify({ full_name: { $regex: text, $options: "i" } });

  beforeAll(async () => {
    t = await startTestApp(engine);
    memberToken = (await createMember(t, "member@example.org", { is_member: true })).token;
    // 1,000 "Many" rows (exactly the default cap) and 3 "Few" rows.
    for (const batch of [0, 1]) await bulk(Array.from({ length: 500 }, (_, i) => `Many ${batch}-${i}`));
    await bulk(["Few 1", "Few 2", "Few 3"]);
  });
  afterAll(() => t.close());

  it("refuses anonymous callers with 401 and non-admins with 403, in the Base44 error shape", async () => {
    const anonymous = await get(countUrl("Application"));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: expect.any(String) });
    const member = await get(countUrl("Application"), memberToken);
    expect(member.status).toBe(403);
    expect(await member.json()).toMatchObject({ message: expect.any(String) });
  });

  it("is exact up to the cap and says capped past it", async () => {
    expect(await count({ q: search("few"), cap: "3" })).toEqual({ count: 3, capped: false });
    expect(await count({ q: search("few"), cap: "2" })).toEqual({ count: 2, capped: true });
    expect(await count({ q: search("few"), cap: "4" })).toEqual({ count: 3, capped: false });
    expect(await count({ q: search("nobody") })).toEqual({ count: 0, capped: false });
  });

  it("caps at 1,000 by default: exactly 1,000 matches is exact, 1,001 is capped", async () => {
    expect(await count({ q: search("many") })).toEqual({ count: 1000, capped: false });
    expect(await count({})).toEqual({ count: 1000, capped: true });
    await bulk(["Many extra"]);
    expect(await count({ q: search("many") })).toEqual({ count: 1000, capped: true });
    // The SDK's count stays exact.
    expect(await sdkCount({ full_name: { $regex: "many", $options: "i" } })).toBe(1001);
  });

  it("answers a bad query, cap or entity with a 4xx in the Base44 error shape", async () => {
    const cases: [string, Record<string, string>, number][] = [
      ["Application", { q: "not json" }, 400],
      ["Application", { q: "[1]" }, 400],
      ["Application", { q: JSON.stringify({ full_name: { $bogus: 1 } }) }, 400],
      ["Application", { q: JSON.stringify({ full_name: { $regex: "(" } }) }, 400],
      ["Application", { cap: "0" }, 400],
      ["Application", { cap: "10001" }, 400],
      ["Application", { cap: "-1" }, 400],
      ["Application", { cap: "ten" }, 400],
      ["NoSuchEntity", {}, 404],
    ];
    for (const [entity, params, status] of cases) {
      const response = await get(countUrl(entity, params), t.adminToken);
      expect(response.status, `${entity} ${JSON.stringify(params)}`).toBe(status);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }
    const twice = await get(`${countUrl("Application")}cap=1&cap=2`, t.adminToken);
    expect(twice.status).toBe(400);
  });
});
