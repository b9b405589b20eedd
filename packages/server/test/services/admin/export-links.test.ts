import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../src/platform/auth/users.ts";
import { engines } from "../../setup/databases.ts";
import { login, startTestApp, type TestApp } from "../../setup/test-app.ts";
import { createMember } from "../../setup/users.ts";

const ROWS = 100_000;

/** The console's export as a signed link the browser opens as its own download (admin/export-routes.ts). */
describe.each(engines)("the console's signed export links on %s", (engine) => {
  let t: TestApp;
  let now = new Date("2026-11-28T10:00:00Z");
  let otherAdminToken: string;
  let memberToken: string;
  /** Queries on the Application table since the counter was reset: one per page of the walk. */
  let pageReads = 0;

  const linkFor = (body: unknown, token = t.adminToken) =>
    fetch(`${t.baseUrl}/api/apps/${t.config.appId}/admin/export-link/Application.csv`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const link = async (body: unknown = {}) => {
    const response = await linkFor(body);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as { url: string; count: number; expires_at: string };
  };
  /** The download as a browser opens it: no Authorization header, the link is the proof. */
  const open = (url: string) => fetch(`${t.baseUrl}${url}`);

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { clock: () => now });
    const table = t.app.entities.get("Application")?.table;
    // Rows written straight into the table: the records API would take minutes for 100,000.
    await t.app.db.query(
      `insert into ${table} (id, data, created_date, updated_date)
       select 'row-' || lpad(i::text, 6, '0'),
              jsonb_build_object('full_name', case when i = 1 then '=cmd()' else 'Person ' || i end,
                                 'email', 'p' || i || '@example.org', 'program_interest', 'both'),
              timestamptz '2026-01-01' + i * interval '1 second', timestamptz '2026-01-01'
       from generate_series(1, ${ROWS}) as i`,
    );
    const query = t.app.db.query.bind(t.app.db);
    t.app.db.query = ((text: string, params?: unknown[]) => {
      if (table && text.includes(`from ${table}`) && !text.includes("count(")) pageReads += 1;
      return query(text, params);
    }) as typeof t.app.db.query;
    await createUser(t.app.db, {
      email: "other-admin@example.org",
      password: "other-admin-password-1",
      role: "admin",
      is_member: false,
      is_verified: true,
    });
    otherAdminToken = await login(
      t.baseUrl,
      t.config.appId,
      "other-admin@example.org",
      "other-admin-password-1",
    );
    memberToken = (await createMember(t, "member@example.org", { is_member: true })).token;
  }, 120_000);
  afterAll(() => t.close());

  it("streams 100,000 rows from the first page on, the count known up front, formulas neutralised", async () => {
    const made = await link({ sort: "created_date" });
    expect(made.count).toBe(ROWS);
    expect(made.url).toMatch(/^\/api\/apps\/[^/]+\/admin\/export\/Application\.csv\?link=/);

    pageReads = 0;
    const response = await open(made.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-total-count")).toBe(String(ROWS));
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="Application-/);
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no body");
    const first = await reader.read();
    expect(first.done).toBe(false);
    // The answer began while most of the table was still unread: pages are read as the client reads,
    // a socket's buffers ahead of it at most (a few MB), never the table first.
    const readWhenFirstBytesCame = pageReads;
    expect(readWhenFirstBytesCame).toBeLessThan(ROWS / 1000 / 2);

    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    let text = decoder.decode(first.value, { stream: true });
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
    const lines = text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + ROWS);
    expect(lines[1]).toContain(",'=cmd(),");
    expect(lines[ROWS]).toContain("Person 100000");
    // Every page was read, most of them after the first bytes had gone out.
    expect(pageReads).toBeGreaterThanOrEqual(ROWS / 1000);
  }, 120_000);

  it("exports the signed filter, whatever the address says", async () => {
    const made = await link({ q: { full_name: "Person 42" } });
    expect(made.count).toBe(1);
    const text = await (await open(`${made.url}&q=${encodeURIComponent("{}")}`)).text();
    expect(text.trimEnd().split("\r\n")).toHaveLength(2);
  });

  it("is used once, and expires after a minute (the clock moved)", async () => {
    const made = await link({ q: { full_name: "Person 7" } });
    const once = await open(made.url);
    expect(once.status).toBe(200);
    await once.text();
    const again = await open(made.url);
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ message: expect.stringMatching(/expired|used/) });

    const later = await link({ q: { full_name: "Person 7" } });
    now = new Date(now.getTime() + 61_000);
    try {
      expect((await open(later.url)).status).toBe(410);
    } finally {
      now = new Date(now.getTime() - 61_000);
    }
  });

  it("refuses a tampered link, another download's link and a link whose admin lost the role", async () => {
    const made = await link({ q: { full_name: "Person 9" } });
    const token = made.url.split("link=")[1] ?? "";
    const [payload = "", signature = ""] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const widened = Buffer.from(JSON.stringify({ ...claims, detail: { q: "", sort: "" } })).toString(
      "base64url",
    );
    const tampered = await open(made.url.replace(token, `${widened}.${signature}`));
    expect(tampered.status).toBe(403);
    expect(await tampered.json()).toMatchObject({ message: "Invalid download link" });
    expect((await open(made.url.replace("Application.csv", "CrisisAlert.csv"))).status).toBe(403);
    expect((await open(`${made.url.slice(0, -3)}abc`)).status).toBe(403);

    const other = await linkFor({}, otherAdminToken);
    const otherUrl = ((await other.json()) as { url: string }).url;
    await t.app.db.query("update users set role = 'user' where email = 'other-admin@example.org'");
    expect((await open(otherUrl)).status).toBe(403);
  });

  it("makes no link for a non-admin, a bad filter or a bad sort; nothing streams without a link", async () => {
    expect((await linkFor({}, memberToken)).status).toBe(403);
    const anonymous = await fetch(
      `${t.baseUrl}/api/apps/${t.config.appId}/admin/export-link/Application.csv`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      },
    );
    expect(anonymous.status).toBe(401);
    expect((await linkFor({ q: "not an object" })).status).toBe(400);
    expect((await linkFor({ sort: 5 })).status).toBe(400);
    expect((await linkFor({ sort: "no_such_field;drop" })).status).toBe(400);
    expect((await linkFor([])).status).toBe(400);
    expect((await open(`/api/apps/${t.config.appId}/admin/export/Application.csv`)).status).toBe(401);
  });
});
