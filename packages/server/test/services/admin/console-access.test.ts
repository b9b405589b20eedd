import { createClient, type EntityHandler } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../setup/databases.ts";
import { startTestApp, type TestApp } from "../../setup/test-app.ts";
import { createMember } from "../../setup/users.ts";

/**
 * Every call the records half of the staff console makes (features/admin), through the official SDK
 * where the console uses it: an admin gets the data; an anonymous caller or a signed-in non-admin gets
 * none. The console's own endpoints answer 401 and 403; the records API, true to the Base44 contract,
 * filters reads by the entity's read rule (nothing is listed, counted or found) and refuses a write to a
 * record the caller cannot see (404), changing nothing.
 */
describe.each(engines)("the staff console's data calls on %s", (engine) => {
  let t: TestApp;
  let memberToken: string;
  let alertId: string;
  const sdk = (token?: string) =>
    createClient({
      appId: t.config.appId,
      serverUrl: t.baseUrl,
      requiresAuth: false,
      ...(token ? { token } : {}),
    });
  /** `client.entities.X`, typed: the SDK's index signature says it may be undefined, a Proxy never is. */
  const entityOf = (token: string | undefined, name: string) =>
    sdk(token).entities[name] as EntityHandler<Record<string, unknown>>;
  const statusOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 200,
      (error: { status?: number }) => error.status,
    );

  beforeAll(async () => {
    t = await startTestApp(engine);
    memberToken = (await createMember(t, "member@example.org", { is_member: true })).token;
    const alert = await entityOf(t.adminToken, "CrisisAlert").create({
      tier: 1,
      keyword: "hopeless",
      message: "I feel hopeless",
      detected_at: new Date().toISOString(),
      group_id: "g1",
      notice: "immediate",
    });
    alertId = String(alert.id);
    await entityOf(t.adminToken, "Application").create({
      full_name: "Ada",
      email: "ada@example.org",
      program_interest: "both",
    });
    await entityOf(t.adminToken, "UserProfile").create({
      user_email: "ada@example.org",
      fire_statement: "Light",
    });
    const categories = ["academics", "finances", "social", "precision", "physical"];
    const answers = Object.fromEntries(categories.map((c) => [c, { 0: 3, 1: 3, 2: 3, 3: 3, 4: 3 }]));
    await entityOf(t.adminToken, "AssessmentResult").create({
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.org",
      answers,
      category_scores: Object.fromEntries(categories.map((c) => [c, 3])),
      overall_score: 3,
      tier: "Excelling - The Humble Guide",
    });
  });
  afterAll(() => t.close());

  const consoleEntities = ["CrisisAlert", "Application", "UserProfile", "AssessmentResult"] as const;

  it.each(consoleEntities)("an admin lists, pages, counts and filters %s", async (name) => {
    const entity = entityOf(t.adminToken, name);
    expect(await entity.filter({}, "-created_date", 10, 0)).toHaveLength(1);
    expect(await entity.count({})).toBe(1);
    expect((await entity.list({ sort: "-created_date", limit: 10 })).items).toHaveLength(1);
  });

  it.each(consoleEntities)("anonymous and non-admin callers read nothing of %s", async (name) => {
    for (const token of [undefined, memberToken]) {
      const entity = entityOf(token, name);
      expect(await entity.filter({}, "-created_date", 10, 0)).toEqual([]);
      expect(await entity.count({})).toBe(0);
      expect((await entity.list({ limit: 10 })).items).toEqual([]);
    }
    const [one] = await entityOf(t.adminToken, name).filter({}, "-created_date", 1);
    expect(await statusOf(entityOf(memberToken, name).get(String(one?.id)))).toBe(404);
  });

  it("lets only an admin mark a crisis alert handled", async () => {
    const handled = {
      handled_at: new Date().toISOString(),
      handled_by: "x@example.org",
      handled_note: "Called",
    };
    // A record the caller may not read is, to them, not there: the update is refused with 404.
    expect(await statusOf(entityOf(undefined, "CrisisAlert").update(alertId, handled))).toBe(404);
    expect(await statusOf(entityOf(memberToken, "CrisisAlert").update(alertId, handled))).toBe(404);
    expect(await entityOf(t.adminToken, "CrisisAlert").get(alertId)).not.toHaveProperty("handled_at");
    const updated = await entityOf(t.adminToken, "CrisisAlert").update(alertId, handled);
    expect(updated).toMatchObject(handled);
    expect(await entityOf(t.adminToken, "CrisisAlert").count({ handled_at: null })).toBe(0);
    expect(await entityOf(t.adminToken, "CrisisAlert").count({ handled_at: { $ne: null } })).toBe(1);
  });

  it("answers the Today summary and the exports to admins only (401, 403)", async () => {
    const base = `${t.baseUrl}/api/apps/${t.config.appId}/admin`;
    for (const path of ["/today", ...consoleEntities.map((name) => `/export/${name}.csv`)]) {
      const call = (token?: string) =>
        fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect((await call()).status, path).toBe(401);
      expect((await call(memberToken)).status, path).toBe(403);
      const allowed = await call(t.adminToken);
      expect(allowed.status, path).toBe(200);
      await allowed.arrayBuffer();
    }
    const today = await fetch(`${base}/today`, { headers: { authorization: `Bearer ${t.adminToken}` } });
    expect(await today.json()).toEqual({
      failed_emails: 0,
      model_budget: expect.objectContaining({ spent: false, tokens: 0 }),
    });
  });
});
