import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../setup/databases.ts";
import { startTestApp, type TestApp } from "../../setup/test-app.ts";
import { createMember } from "../../setup/users.ts";

/** What a browser sends when its visitor opens a page (Fetch Metadata). */
const navigation = {
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36",
};

interface Stats {
  total_views: number;
  visitor_days: number;
  days: { date: string; views: number; visitors: number }[];
  pages: { page: string; views: number }[];
  referrers: { host: string; views: number }[];
}

/** Anonymous page-view counts of the site (ember-app/visits), on both databases. */
describe.each(engines)("anonymous visit counts on %s", (engine) => {
  let t: TestApp;
  let webDir: string;
  let now = new Date("2026-11-28T10:00:00Z");

  /** A page load as a browser sends it (fetch() would replace the Fetch Metadata headers with its own). */
  const visit = (route: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; cookie: string[] | undefined }>((resolve, reject) => {
      const sent = request(`${t.baseUrl}${route}`, { headers: { ...navigation, ...headers } }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, cookie: response.headers["set-cookie"] }),
        );
      });
      sent.on("error", reject);
      sent.end();
    });
  const stats = async (days = 7, token = t.adminToken) =>
    fetch(`${t.baseUrl}/api/apps/${t.config.appId}/admin/site-visits?days=${days}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const statsOf = async () => (await (await stats()).json()) as Stats;
  /** Counting happens after the answer: wait until the counts show `views` views in all. */
  const viewsReach = async (views: number) => {
    await expect.poll(async () => (await statsOf()).total_views, { timeout: 10_000 }).toBe(views);
    return statsOf();
  };

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), "ember-site-"));
    await mkdir(path.join(webDir, "Team"), { recursive: true });
    const page = "<!doctype html><html><head><title>x</title></head><body>page</body></html>";
    await writeFile(path.join(webDir, "index.html"), page);
    await writeFile(path.join(webDir, "Team", "index.html"), page);
    await writeFile(path.join(webDir, "__spa-fallback.html"), page);
    await writeFile(path.join(webDir, "robots.txt"), "");
    t = await startTestApp(engine, { WEB_DIR: webDir }, { clock: () => now });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it("counts anonymous page loads by day, page and referring site, and visitors once a day", async () => {
    await visit("/");
    await visit("/", { referer: "https://news.example.com/story?id=1" });
    await visit("/Team", { "user-agent": "Mozilla/5.0 (Macintosh) Firefox/133.0" });
    const counted = await viewsReach(3);
    expect(counted.days.at(-1)).toEqual({ date: "2026-11-28", views: 3, visitors: 2 });
    expect(counted.pages).toEqual([
      { page: "/", views: 2 },
      { page: "/Team", views: 1 },
    ]);
    expect(counted.referrers).toEqual([{ host: "news.example.com", views: 1 }]);
  });

  it("counts nothing for Global Privacy Control, Do Not Track, prefetches, assets, bots, the console or errors", async () => {
    const before = (await statsOf()).total_views;
    await visit("/", { "sec-gpc": "1" });
    await visit("/", { dnt: "1" });
    await visit("/", { "sec-purpose": "prefetch" });
    await visit("/", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await visit("/admin");
    await visit("/robots.txt");
    await visit("/no-such-page");
    await fetch(`${t.baseUrl}/`).then((response) => response.text());
    // One counted view after them: once it shows, every request before it has been answered.
    await visit("/Team");
    expect((await viewsReach(before + 1)).pages).toContainEqual({ page: "/Team", views: 2 });
  });

  it("stores no address, user agent or cookie; the day's salt and hashes go when the day is over", async () => {
    const before = (await statsOf()).total_views;
    const response = await visit("/");
    expect(response.status).toBe(200);
    expect(response.cookie).toBeUndefined();
    const counted = await viewsReach(before + 1);
    const everything = JSON.stringify([
      (await t.app.db.query("select * from site_page_views")).rows,
      (await t.app.db.query("select * from site_visitor_days")).rows,
      (await t.app.db.query("select * from site_visitor_hashes")).rows,
      (await t.app.db.query("select * from site_visit_salts")).rows,
    ]);
    expect(everything).not.toContain("127.0.0.1");
    expect(everything).not.toContain("Chrome");
    expect(everything).not.toContain("Firefox");
    const firstSalt = (await t.app.db.query<{ salt: string }>("select salt from site_visit_salts")).rows;
    expect(firstSalt).toHaveLength(1);

    // The next day: the same browser is a new visitor under a new salt; yesterday's salt and hashes are gone.
    now = new Date("2026-11-29T09:00:00Z");
    const total = counted.total_views;
    await visit("/");
    const nextDay = await viewsReach(total + 1);
    expect(nextDay.days.at(-1)).toEqual({ date: "2026-11-29", views: 1, visitors: 1 });
    const salts = (
      await t.app.db.query<{ day: string; salt: string }>(
        "select day::text as day, salt from site_visit_salts",
      )
    ).rows;
    expect(salts).toHaveLength(1);
    expect(salts[0]?.day).toBe("2026-11-29");
    expect(salts[0]?.salt).not.toBe(firstSalt[0]?.salt);
    const hashDays = (
      await t.app.db.query<{ day: string }>("select distinct day::text as day from site_visitor_hashes")
    ).rows;
    expect(hashDays).toEqual([{ day: "2026-11-29" }]);
  });

  it("answers the counts to admins only, and refuses a bad range", async () => {
    expect((await stats(7, "")).status).toBe(401);
    const member = await createMember(t, "member@example.org", { is_member: true });
    expect((await stats(7, member.token)).status).toBe(403);
    const bad = await stats(0);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: expect.stringContaining("days") });
    expect((await stats(10_000)).status).toBe(400);
  });
});
