import { Base44Error, createClient } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { issueServiceToken } from "../../src/platform/auth/tokens.ts";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

const today = () => new Date().toISOString().slice(0, 10);

describe.each(engines)("app logs and analytics through the official SDK on %s", (engine) => {
  let t: TestApp;
  let memberToken: string;
  let memberId: string;
  const client = (token?: string) =>
    createClient({ serverUrl: t.baseUrl, appId: t.config.appId, ...(token ? { token } : {}) });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${t.baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const countRows = async (table: string) =>
    Number((await t.app.db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    t = await startTestApp(engine, { RATE_LIMIT_APP_LOGS_PER_MINUTE: "40" });
    const member = await createMember(t, "visitor@ember.test", { is_member: true });
    memberToken = member.token;
    memberId = member.user.id;
  });
  afterAll(async () => {
    await t.close();
    vi.restoreAllMocks();
  });

  it("logs a signed-in user's page visits and lists them for an admin, newest first", async () => {
    await client(memberToken).appLogs.logUserInApp("Home");
    await client(memberToken).appLogs.logUserInApp("ChatWithJordan");
    await client(t.adminToken).appLogs.logUserInApp("Badges");

    const logs = (await client(t.adminToken).appLogs.fetchLogs()) as Record<string, unknown>[];
    expect(logs.map((log) => log.page_name)).toEqual(["Badges", "ChatWithJordan", "Home"]);
    expect(logs[1]).toMatchObject({
      app_id: t.config.appId,
      user_id: memberId,
      user_email: "visitor@ember.test",
      page_name: "ChatWithJordan",
      id: expect.any(String),
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("accepts an anonymous visit without storing it", async () => {
    const before = await countRows("app_page_visits");
    await expect(client().appLogs.logUserInApp("Home")).resolves.toBeUndefined();
    // The vite plugin's tracker posts with fetch and no token at all.
    const res = await fetch(`${t.baseUrl}/api/app-logs/${t.config.appId}/log-user-in-app/home`, {
      method: "POST",
    });
    expect(res.status).toBe(200);
    // Its 1.x version posts to the site's origin without the /api prefix: the same route.
    const unprefixed = await fetch(`${t.baseUrl}/app-logs/${t.config.appId}/log-user-in-app/home`, {
      method: "POST",
    });
    expect(unprefixed.status).toBe(200);
    expect(await unprefixed.json()).toEqual({ logged: false });
    const otherApp = await fetch(`${t.baseUrl}/app-logs/another-app/log-user-in-app/home`, {
      method: "POST",
    });
    expect(otherApp.status).toBe(404);
    expect(await countRows("app_page_visits")).toBe(before);
  });

  it("filters the list by page, user, dates, and pages through it", async () => {
    const admin = client(t.adminToken);
    const home = (await admin.appLogs.fetchLogs({ pageName: "Home" })) as { page_name: string }[];
    expect(home.map((log) => log.page_name)).toEqual(["Home"]);
    expect(await admin.appLogs.fetchLogs({ page_name: "Home" })).toEqual(home);
    const mine = (await admin.appLogs.fetchLogs({ user_id: memberId })) as { user_id: string }[];
    expect(mine).toHaveLength(2);
    expect(mine.every((log) => log.user_id === memberId)).toBe(true);
    const oldest = (await admin.appLogs.fetchLogs({ sort: "timestamp", limit: 1 })) as {
      page_name: string;
    }[];
    expect(oldest.map((log) => log.page_name)).toEqual(["Home"]);
    const second = (await admin.appLogs.fetchLogs({ limit: 1, skip: 1 })) as { page_name: string }[];
    expect(second.map((log) => log.page_name)).toEqual(["ChatWithJordan"]);
    expect(await admin.appLogs.fetchLogs({ startDate: today(), endDate: today() })).toHaveLength(3);
    expect(await admin.appLogs.fetchLogs({ endDate: "2000-01-01" })).toEqual([]);
  });

  it("answers visits per page per day in the stats", async () => {
    await client(memberToken).appLogs.logUserInApp("Home");
    const stats = await client(t.adminToken).appLogs.getStats({ startDate: today(), endDate: today() });
    expect(stats).toMatchObject({
      start_date: today(),
      end_date: today(),
      total_visits: 4,
      unique_users: 2,
      days: [{ date: today(), visits: 4, unique_users: 2 }],
    });
    expect(stats.visits).toEqual([
      { date: today(), page_name: "Badges", visits: 1, unique_users: 1 },
      { date: today(), page_name: "ChatWithJordan", visits: 1, unique_users: 1 },
      { date: today(), page_name: "Home", visits: 2, unique_users: 1 },
    ]);
    expect(stats.pages[0]).toEqual({ page_name: "Home", visits: 2, unique_users: 1 });
    // By default the last 30 days, every one of them present.
    const month = await client(t.adminToken).appLogs.getStats();
    expect(month.days).toHaveLength(30);
    expect(month.end_date).toBe(today());
  });

  it("lets the service role read the logs", async () => {
    const serviceToken = await issueServiceToken(t.app);
    const service = createClient({ serverUrl: t.baseUrl, appId: t.config.appId, serviceToken });
    expect(await service.asServiceRole.appLogs.fetchLogs({ limit: 2 })).toHaveLength(2);
  });

  it("refuses the list and stats to anonymous callers (401) and to non-admins (403)", async () => {
    for (const call of [
      (c: ReturnType<typeof client>) => c.appLogs.fetchLogs(),
      (c: ReturnType<typeof client>) => c.appLogs.getStats(),
    ]) {
      const anonymous = await rejection(call(client()));
      expect(anonymous).toBeInstanceOf(Base44Error);
      expect(anonymous).toMatchObject({ status: 401 });
      const member = await rejection(call(client(memberToken)));
      expect(member).toMatchObject({ status: 403 });
    }
  });

  it("answers bad filters with a 422 in the Base44 shape", async () => {
    const admin = client(t.adminToken);
    for (const params of [
      { limit: "lots" },
      { limit: 100_000 },
      { skip: -1 },
      { sort: "page_name" },
      { startDate: "yesterday-ish" },
      { endDate: "+275760-09-13" },
      { pageName: "x".repeat(201) },
    ]) {
      const error = await rejection(admin.appLogs.fetchLogs(params));
      expect(error, JSON.stringify(params)).toMatchObject({ status: 422 });
    }
    for (const params of [
      { startDate: "2024-02-01", endDate: "2024-01-01" },
      { startDate: "2020-01-01", endDate: "2024-01-01" },
      { endDate: "not a date" },
    ]) {
      const error = await rejection(admin.appLogs.getStats(params));
      expect(error, JSON.stringify(params)).toMatchObject({ status: 422 });
    }
  });

  it("refuses a bad page name and another app's id", async () => {
    const tooLong = await rejection(client(memberToken).appLogs.logUserInApp("p".repeat(201)));
    expect(tooLong).toMatchObject({ status: 422 });
    const nul = await post(`/api/app-logs/${t.config.appId}/log-user-in-app/a%00b`, "", {
      authorization: `Bearer ${memberToken}`,
    });
    expect(nul.status).toBe(422);
    const other = await rejection(
      createClient({ serverUrl: t.baseUrl, appId: "other-app", token: memberToken }).appLogs.logUserInApp(
        "Home",
      ),
    );
    expect(other).toMatchObject({ status: 404 });
  });

  it("stores analytics batches from the SDK and a repeated batch once", async () => {
    const base44 = client(memberToken);
    base44.analytics.track({ eventName: "badge_viewed", properties: { badge: "first-step" } });
    await vi.waitFor(async () => expect(await countRows("app_analytics_events")).toBe(1), {
      timeout: 5000,
    });
    base44.cleanup();
    const stored = await t.app.db.query<Record<string, unknown>>(
      "select event_name, properties, auth_user_id, reported_user_id from app_analytics_events",
    );
    expect(stored.rows[0]).toMatchObject({
      event_name: "badge_viewed",
      properties: { badge: "first-step" },
      auth_user_id: memberId,
    });

    // A beacon (no token, no X-App-Id) and then the same batch over XHR, as the SDK does on leaving.
    const batch = {
      events: [
        {
          event_name: "__session_duration_event__",
          properties: { sessionDuration: 1234 },
          timestamp: "2026-01-02T03:04:05.678Z",
          page_url: "/Badges",
          user_id: null,
          session_id: "0b8f3e0c-5d2a-4f7e-9c1a-2b3c4d5e6f70",
        },
        {
          event_name: "__user_heartbeat_event__",
          timestamp: "2026-01-02T03:05:05.678Z",
          page_url: "/Badges",
          user_id: null,
          session_id: "0b8f3e0c-5d2a-4f7e-9c1a-2b3c4d5e6f70",
        },
      ],
    };
    const path = `/api/apps/${t.config.appId}/analytics/track/batch`;
    const first = await post(path, batch);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: 2, stored: 2 });
    const again = await post(path, batch, { "x-app-id": t.config.appId });
    expect(await again.json()).toEqual({ received: 2, stored: 0 });
    // The same event twice in one batch is one event too.
    const twice = await post(path, { events: [batch.events[0], batch.events[0]] });
    expect(await twice.json()).toEqual({ received: 2, stored: 0 });
    expect(await countRows("app_analytics_events")).toBe(3);
  });

  it("counts analytics page views per day and per page next to the app logs, apart from them", async () => {
    const view = (event_name: string, timestamp: string, page_url: string | null, session_id: string) => ({
      event_name,
      timestamp,
      page_url,
      user_id: null,
      session_id,
    });
    const events = [
      // Full page loads: the SDK's initialization event carries the pathname; case, query and a trailing
      // slash still name the site's page, and the kebab alias too.
      view("__initialization_event__", "2024-03-05T08:00:00.000Z", "/badges/?from=mail", "s1"),
      view("__initialization_event__", "2024-03-05T09:00:00.000Z", "/", "s2"),
      view("page_view", "2024-03-05T09:01:00.000Z", "/Badges#top", "s2"),
      view("page_view", "2024-03-06T23:59:59.999Z", "/chat-with-jordan", "s1"),
      view("__initialization_event__", "2024-03-06T10:00:00.000Z", "/no-such-page", "s3"),
      // Not page views: repeating system events, custom events, a view without a page, outside the range.
      view("__user_heartbeat_event__", "2024-03-05T08:01:00.000Z", "/Badges", "s1"),
      view("__session_duration_event__", "2024-03-05T08:02:00.000Z", "/Badges", "s1"),
      view("badge_viewed", "2024-03-05T08:03:00.000Z", "/Badges", "s1"),
      view("page_view", "2024-03-05T08:04:00.000Z", null, "s1"),
      view("page_view", "2024-03-07T00:00:00.000Z", "/Badges", "s1"),
      view("page_view", "2024-03-04T23:59:59.999Z", "/Badges", "s1"),
    ];
    const res = await post(`/api/apps/${t.config.appId}/analytics/track/batch`, { events });
    expect(res.status).toBe(200);
    const admin = client(t.adminToken);
    const stats = await admin.appLogs.getStats({ startDate: "2024-03-05", endDate: "2024-03-06" });
    // The app logs have no visit on those days; their fields are unchanged by the second source.
    expect(stats).toMatchObject({ total_visits: 0, unique_users: 0, visits: [], pages: [] });
    expect(stats.analytics).toEqual({
      total_views: 5,
      unique_sessions: 3,
      days: [
        { date: "2024-03-05", views: 3, unique_sessions: 2 },
        { date: "2024-03-06", views: 2, unique_sessions: 2 },
      ],
      pages: [
        { page_name: "Badges", views: 2, unique_sessions: 2 },
        { page_name: "/no-such-page", views: 1, unique_sessions: 1 },
        { page_name: "ChatWithJordan", views: 1, unique_sessions: 1 },
        { page_name: "Home", views: 1, unique_sessions: 1 },
      ],
    });
    const badges = await admin.appLogs.getStats({
      startDate: "2024-03-05",
      endDate: "2024-03-06",
      pageName: "Badges",
    });
    expect(badges.analytics).toMatchObject({ total_views: 2, pages: [{ page_name: "Badges", views: 2 }] });
    // Today's stats hold both sources: the visits logged above and no analytics page view.
    const today_ = await admin.appLogs.getStats({ startDate: today(), endDate: today() });
    expect(today_.total_visits).toBeGreaterThan(0);
    expect(today_.analytics).toMatchObject({ total_views: 0, days: [{ date: today(), views: 0 }] });
  });

  it("refuses bad analytics batches with a 4xx and stores nothing", async () => {
    const path = `/api/apps/${t.config.appId}/analytics/track/batch`;
    const before = await countRows("app_analytics_events");
    const event = { event_name: "x", timestamp: "2026-01-02T03:04:05.678Z", session_id: "s" };
    for (const body of [
      {},
      { events: [] },
      { events: "nope" },
      { events: [{ ...event, event_name: "" }] },
      { events: [{ ...event, timestamp: "soon" }] },
      { events: [{ ...event, properties: { big: "x".repeat(9000) } }] },
      { events: [{ ...event, properties: { bad: "a\u0000b" } }] },
      { events: [{ ...event, page_url: "\ud800" }] },
      { events: Array.from({ length: 1001 }, () => event) },
    ]) {
      const res = await post(path, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.json()).toMatchObject({ message: expect.any(String), error_type: expect.any(String) });
    }
    const broken = await post(path, "{not json");
    expect(broken.status).toBe(400);
    expect(await countRows("app_analytics_events")).toBe(before);
  });

  it("limits the rate of batches per address with a 429", async () => {
    const path = `/api/apps/${t.config.appId}/analytics/track/batch`;
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      const res = await post(path, {
        events: [{ event_name: "burst", timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() }],
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });
});
