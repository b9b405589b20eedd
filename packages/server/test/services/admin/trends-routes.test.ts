import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TREND_DAYS } from "../../../src/ember-app/admin/trends-routes.ts";
import { engines } from "../../setup/databases.ts";
import { startTestApp, type TestApp } from "../../setup/test-app.ts";
import { createMember } from "../../setup/users.ts";

const DAY_MS = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** GET /api/apps/:appId/admin/trends (ember-app/admin/trends-routes.ts): the Today page's sparklines. */
describe.each(engines)("the console's trends on %s", (engine) => {
  let t: TestApp;
  let memberToken: string;
  const trendsUrl = () => `${t.baseUrl}/api/apps/${t.config.appId}/admin/trends`;
  const get = (token?: string) =>
    fetch(trendsUrl(), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const create = async (entity: string, body: object) => {
    const response = await fetch(`${t.baseUrl}/api/apps/${t.config.appId}/entities/${entity}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${t.adminToken}` },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  /** Moves a record's arrival back in time, as if it had come in `daysAgo` days before now. */
  const backdate = async (entity: string, id: string, at: Date) => {
    const table = t.app.entities.get(entity)?.table;
    await t.app.db.query(`update ${table} set created_date = $1 where id = $2`, [at.toISOString(), id]);
  };
  const failedEmail = async (id: string, at: Date) => {
    await t.app.db.query(
      `insert into mail_outbox (id, to_address, subject, text_body, html_body, status, attempts)
       values ($1, 'x@example.org', 'S', 'T', 'H', 'failed', 1)`,
      [id],
    );
    await t.app.db.query(
      `insert into mail_attempts (outbox_id, attempt, outcome, error, transport, attempted_at)
       values ($1, 1, 'failed', 'refused', 'smtp', $2)`,
      [id, at.toISOString()],
    );
  };
  const application = { full_name: "Trend", email: "t@example.org", program_interest: "both" };
  const now = new Date();
  const threeDaysAgo = new Date(now.getTime() - 3 * DAY_MS);
  const tenDaysAgo = new Date(now.getTime() - 10 * DAY_MS);
  const longAgo = new Date(now.getTime() - 40 * DAY_MS);

  beforeAll(async () => {
    t = await startTestApp(engine);
    memberToken = (await createMember(t, "member@example.org", { is_member: true })).token;
    for (const at of [threeDaysAgo, threeDaysAgo, tenDaysAgo, longAgo])
      await backdate("Application", await create("Application", application), at);
    await create("Application", application);
    const alert = await create("CrisisAlert", {
      tier: 1,
      keyword: "trend",
      message: "m",
      detected_at: now.toISOString(),
      group_id: "g",
      notice: "immediate",
    });
    await backdate("CrisisAlert", alert, tenDaysAgo);
    await failedEmail("trend-1", threeDaysAgo);
    await failedEmail("trend-2", longAgo);
  });
  afterAll(() => t.close());

  it("refuses anonymous callers with 401 and non-admins with 403, in the Base44 error shape", async () => {
    const anonymous = await get();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: expect.any(String) });
    const member = await get(memberToken);
    expect(member.status).toBe(403);
    expect(await member.json()).toMatchObject({ message: expect.any(String) });
  });

  it("refuses another app's id", async () => {
    const response = await fetch(`${t.baseUrl}/api/apps/another-app/admin/trends`, {
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });

  it("counts each series per UTC day over the last 30 days, today last, older rows left out", async () => {
    const response = await get(t.adminToken);
    expect(response.status).toBe(200);
    const { days, series } = (await response.json()) as { days: string[]; series: Record<string, number[]> };
    expect(days).toHaveLength(TREND_DAYS);
    expect(days.at(-1)).toBe(dayOf(new Date()));
    expect(Date.parse(days[1] as string) - Date.parse(days[0] as string)).toBe(DAY_MS);
    expect(Object.keys(series).sort()).toEqual(
      ["applications", "assessments", "crisis_alerts", "failed_emails", "planning_forms"].sort(),
    );
    const at = (name: string, when: Date) => series[name]?.[days.indexOf(dayOf(when))];
    expect(at("applications", threeDaysAgo)).toBe(2);
    expect(at("applications", tenDaysAgo)).toBe(1);
    expect(at("applications", new Date())).toBe(1);
    // Four in the window; the one of 40 days ago is not counted anywhere.
    expect(series.applications?.reduce((a, b) => a + b, 0)).toBe(4);
    expect(at("crisis_alerts", tenDaysAgo)).toBe(1);
    expect(series.crisis_alerts?.reduce((a, b) => a + b, 0)).toBe(1);
    expect(at("failed_emails", threeDaysAgo)).toBe(1);
    expect(series.failed_emails?.reduce((a, b) => a + b, 0)).toBe(1);
    expect(series.assessments).toEqual(days.map(() => 0));
  });
});
