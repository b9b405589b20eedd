import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../setup/databases.ts";
import { startTestApp, type TestApp } from "../../setup/test-app.ts";
import { createMember } from "../../setup/users.ts";

/** GET /api/apps/:appId/admin/export/{Entity}.csv (services/admin/export-routes.ts). */
describe.each(engines)("the console's CSV export on %s", (engine) => {
  let t: TestApp;
  let memberToken: string;
  const exportUrl = (file: string, query = "") =>
    `${t.baseUrl}/api/apps/${t.config.appId}/admin/export/${file}${query}`;
  const get = (url: string, token?: string) =>
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const create = (entity: string, body: unknown) =>
    fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/${entity}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${t.adminToken}` },
      body: JSON.stringify(body),
    });
  /** The file's bytes as text, the BOM kept. */
  const text = async (response: Response) =>
    new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());

  beforeAll(async () => {
    t = await startTestApp(engine);
    memberToken = (await createMember(t, "member@example.org", { is_member: true })).token;
    for (const full_name of ["Zoë Ångström 陳", '=HYPERLINK("http://evil")', "Ada"])
      await create("Application", { full_name, email: "a@example.org", program_interest: "both" });
  });
  afterAll(() => t.close());

  it("refuses anonymous callers with 401 and non-admins with 403, in the Base44 error shape", async () => {
    const anonymous = await get(exportUrl("Application.csv"));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: expect.any(String) });
    const member = await get(exportUrl("Application.csv"), memberToken);
    expect(member.status).toBe(403);
    expect(await member.json()).toMatchObject({ message: expect.any(String) });
  });

  it("streams the whole table to an admin: BOM, header, neutralised formulas, non-ASCII intact", async () => {
    const response = await get(exportUrl("Application.csv", "?sort=created_date"), t.adminToken);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Application-.+\.csv"$/,
    );
    const csv = await text(response);
    expect(csv.startsWith("\uFEFFid,created_date,updated_date,created_by,full_name,email,")).toBe(true);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(",Zoë Ångström 陳,");
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    expect(lines[3]).toContain(",Ada,");
  });

  it("applies the records API's filter and walks past one page", async () => {
    const q = encodeURIComponent(JSON.stringify({ full_name: "Ada" }));
    const filtered = await text(await get(exportUrl("Application.csv", `?q=${q}`), t.adminToken));
    expect(filtered.trimEnd().split("\r\n")).toHaveLength(2);

    // More than one page of the walk (100 rows first, then 1,000 a page).
    for (const batch of [0, 1]) {
      const many = Array.from({ length: 600 }, (_, i) => ({
        full_name: `Bulk ${batch}-${i}`,
        email: "b@example.org",
        program_interest: "both",
      }));
      const bulk = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/Application/bulk`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${t.adminToken}` },
        body: JSON.stringify(many),
      });
      expect(bulk.status, await bulk.text()).toBe(201);
    }
    const all = await text(await get(exportUrl("Application.csv"), t.adminToken));
    const rows = all.trimEnd().split("\r\n");
    expect(rows).toHaveLength(1 + 3 + 1200);
    expect(new Set(rows).size).toBe(rows.length);
  });

  it("answers 400 for a bad filter and 404 for an unknown entity or file name, nothing streamed", async () => {
    const bad = await get(exportUrl("Application.csv", "?q=notjson"), t.adminToken);
    expect(bad.status).toBe(400);
    expect((await get(exportUrl("Nope.csv"), t.adminToken)).status).toBe(404);
    expect((await get(exportUrl("Application.json"), t.adminToken)).status).toBe(404);
  });
});
