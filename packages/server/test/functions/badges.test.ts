import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { adminEntityCall, community, minute, seedBadges } from "./badge-fixtures.ts";
import { invoke, validApplication, validFirePlan } from "./submission-fixtures.ts";

interface Board {
  categories: Record<string, number>;
  recent: { id: string; badge_name: string; badge_category: string; holder: string; created_date: string }[];
  top: { rank: number; name: string; badges: number }[];
}
interface Found {
  badges: { badge_name: string; badge_category: string; user_email: string; created_date: string }[];
  more: boolean;
}

const SEARCH_LIMIT = 20;

describe.each(engines)("badgeBoard and searchBadges (%s)", (engine) => {
  let t: TestApp;
  /** Every body either function answered, for the privacy check at the end. */
  const bodies: string[] = [];
  const call = async (name: string, input: unknown, headers: Record<string, string> = {}) => {
    const answer = await invoke(t, name, input, headers);
    bodies.push(JSON.stringify(answer.body));
    return answer;
  };
  const board = async () => {
    const answer = await call("badgeBoard", {});
    expect(answer.status).toBe(200);
    return answer.body as unknown as Board;
  };
  const search = async (query: string) => {
    const answer = await call("searchBadges", { query });
    expect(answer.status).toBe(200);
    return answer.body as unknown as Found;
  };

  beforeAll(async () => {
    t = await startTestApp(engine, {
      RATE_LIMIT_SEARCH_PER_MINUTE: String(SEARCH_LIMIT),
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "1000",
    });
    await seedBadges(t, community);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts each category's earners once, whatever the letter case of their address", async () => {
    expect((await board()).categories).toEqual({
      purpose_seeker: 5,
      mentor: 1,
      creator: 1,
      advocate: 1,
      community_builder: 1,
      wellness_champion: 3,
      legacy_badge: 1,
    });
  });

  it("lists the 12 most recent badges, newest first, equal times by id", async () => {
    const { recent } = await board();
    expect(recent.map((b) => `${b.holder}@${b.created_date}`)).toEqual([
      `heidi@${minute(24)}`,
      `ivan@${minute(23)}`,
      `judy@${minute(22)}`,
      `ken@${minute(21)}`,
      `leo@${minute(20)}`,
      `frank@${minute(19)}`,
      `erin@${minute(19)}`,
      `frank@${minute(18)}`,
      `erin@${minute(18)}`,
      `grace@${minute(17)}`,
      `grace@${minute(16)}`,
      `carol@${minute(15)}`,
    ]);
    expect(recent[0]).toMatchObject({ badge_name: "Old Badge", badge_category: "legacy_badge" });
  });

  it("ranks the 10 top contributors by badges, then who got there first, then the address", async () => {
    const { top } = await board();
    expect(top).toEqual(
      [
        ["alice", 5],
        ["bob", 4],
        ["dave", 3],
        ["carol", 3],
        ["grace", 2],
        ["erin", 2],
        ["frank", 2],
        ["leo", 1],
        ["ken", 1],
        ["judy", 1],
      ].map(([name, badges], i) => ({ rank: i + 1, name, badges })),
    );
  });

  it("finds badges by any part of the address in any case, masking the address", async () => {
    const carol = await search("  cAROL@ex ");
    expect(carol.more).toBe(false);
    expect(carol.badges.map((b) => [b.badge_name, b.user_email])).toEqual([
      ["Badge 3", "ca***@example.org"],
      ["Badge 2", "CA***@example.org"],
      ["Badge 1", "Ca***@Example.org"],
    ]);
    expect((await search("EXAMPLE.ORG")).badges).toHaveLength(community.length);
    expect((await search("nobody@example.org")).badges).toEqual([]);
  });

  it("treats LIKE wildcards as plain characters", async () => {
    expect((await search("%")).badges).toEqual([]);
    expect((await search("_")).badges).toEqual([]);
    expect((await search("a_ice")).badges).toEqual([]);
  });

  it("finds nothing for empty text and refuses text longer than an address (422)", async () => {
    expect(await search("")).toEqual({ badges: [], more: false });
    expect(await search("   ")).toEqual({ badges: [], more: false });
    const long = await call("searchBadges", { query: `${"a".repeat(250)}@x.org` });
    expect(long.status).toBe(422);
    expect(long.body.extra_data?.errors?.map((e) => e.field)).toEqual(["query"]);
    expect((await call("searchBadges", { query: 42 })).status).toBe(422);
    expect((await call("badgeBoard", { everything: true })).status).toBe(422);
  });

  it("answers 429 past RATE_LIMIT_SEARCH_PER_MINUTE searches a minute from one address", async () => {
    const from = { "x-forwarded-for": "203.0.113.9" };
    for (let i = 0; i < SEARCH_LIMIT; i++) {
      expect((await call("searchBadges", { query: "zzz" }, from)).status).toBe(200);
    }
    const refused = await call("searchBadges", { query: "zzz" }, from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another address has its own allowance, and the board is not limited.
    expect((await call("searchBadges", { query: "zzz" }, { "x-forwarded-for": "203.0.113.10" })).status).toBe(
      200,
    );
    for (let i = 0; i <= SEARCH_LIMIT; i++) expect((await call("badgeBoard", {}, from)).status).toBe(200);
  });

  describe("the cached board", () => {
    const recentNames = async () => (await board()).recent.map((b) => `${b.holder}:${b.badge_name}`);

    it("is served from the cache: a write that skips the server is not seen until a badge write", async () => {
      await seedBadges(t, [["mallory@example.org", "Sneaky", "creator", 500]], "sneak");
      expect(await recentNames()).not.toContain("mallory:Sneaky");
      const created = await adminEntityCall(t, "POST", "", {
        user_email: "oscar@example.org",
        badge_name: "Created",
        badge_category: "mentor",
      });
      expect(created.status).toBe(201);
      const names = await recentNames();
      // The API's badge is created now, after the seeded minutes of 2026 but before minute 500.
      expect(names).toContain("mallory:Sneaky");
      expect(names).toContain("oscar:Created");
    });

    it("is recomputed after an update and a delete through the entity API", async () => {
      const before = await board();
      const oscar = before.recent.find((b) => b.holder === "oscar");
      if (!oscar) throw new Error("oscar's badge is missing");
      const updated = await adminEntityCall(t, "PUT", `/${oscar.id}`, { badge_category: "advocate" });
      expect(updated.status).toBe(200);
      const after = await board();
      expect(after.categories.mentor).toBe((before.categories.mentor ?? 0) - 1);
      expect(after.categories.advocate).toBe((before.categories.advocate ?? 0) + 1);
      expect((await adminEntityCall(t, "DELETE", `/${oscar.id}`)).status).toBe(200);
      expect(await recentNames()).not.toContain("oscar:Created");
    });

    it("is recomputed after bulk creates, bulk updates and deletes by query", async () => {
      const bulk = await adminEntityCall(t, "POST", "/bulk", [
        { user_email: "peggy@example.org", badge_name: "Bulk", badge_category: "creator" },
      ]);
      expect(bulk.status).toBe(201);
      expect(await recentNames()).toContain("peggy:Bulk");
      const [peggy] = bulk.body as { id: string }[];
      const renamed = await adminEntityCall(t, "PUT", "/bulk", [{ id: peggy?.id, badge_name: "Renamed" }]);
      expect(renamed.status).toBe(200);
      expect(await recentNames()).toContain("peggy:Renamed");
      const removed = await adminEntityCall(t, "DELETE", "", { user_email: "peggy@example.org" });
      expect(removed.body).toMatchObject({ deleted: 1 });
      expect((await recentNames()).some((n) => n.startsWith("peggy:"))).toBe(false);
    });

    it("is recomputed after the forms award their badges", async () => {
      await board();
      expect((await call("submitApplication", validApplication("trent@example.org"))).status).toBe(200);
      expect(await recentNames()).toContain("trent:First Step Champion");
      expect((await call("submitFirePlan", validFirePlan("trent@example.org"))).status).toBe(200);
      const after = await board();
      expect(after.recent[0]).toMatchObject({ holder: "trent", badge_name: "Fire Starter" });
      // Two badges, the latest of all: last among those with two.
      expect(after.top.find((c) => c.name === "trent")).toEqual({ rank: 8, name: "trent", badges: 2 });
      expect((await search("TRENT")).badges.map((b) => b.badge_name).sort()).toEqual([
        "Fire Starter",
        "First Step Champion",
      ]);
    });
  });

  it("never answers anyone's full e-mail address", async () => {
    await search("e");
    await search("@");
    await search(".org");
    const addresses = [
      ...community.map(([email]) => email),
      "mallory@example.org",
      "oscar@example.org",
      "peggy@example.org",
      "trent@example.org",
    ];
    expect(bodies.length).toBeGreaterThan(20);
    // Searches and board answers are here, and so are the submissions' answers; none holds an address.
    const everything = bodies.join("\n").toLowerCase();
    for (const address of addresses) expect(everything).not.toContain(address.toLowerCase());
    expect(everything).toContain("***@example.org");
  });
});
