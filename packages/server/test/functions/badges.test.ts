import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { adminEntityCall, community, minute, seedBadges } from "./badge-fixtures.ts";
import { invoke, validApplication, validFirePlan } from "./submission-fixtures.ts";

interface PublicBadge {
  id: string;
  badge_name: string;
  badge_category: string;
  description: string;
  created_date: string;
}
interface Board {
  categories: Record<string, number>;
  recent: PublicBadge[];
  top: { rank: number; badges: number }[];
}
interface Found {
  badges: PublicBadge[];
  more: boolean;
}

const SEARCH_LIMIT = 20;
/** Every key a badge of either answer may have: none of them says who holds it. */
const PUBLIC_KEYS = ["badge_category", "badge_name", "created_date", "description", "id"];

/** Who holds a seeded badge, known to the test by its id alone: the answers never say. */
const holderOf = (id: string) => community[Number(id.slice("seed".length))]?.[0].split("@")[0] ?? id;

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
  /** A client address of its own, for searches beyond the one address's allowance. */
  let client = 0;
  const fresh = () => ({ "x-forwarded-for": `198.51.100.${++client}` });
  const search = async (query: string, headers: Record<string, string> = {}) => {
    const answer = await call("searchBadges", { query }, headers);
    expect(answer.status).toBe(200);
    return answer.body as unknown as Found;
  };

  beforeAll(async () => {
    t = await startTestApp(engine, {
      // The tests stand in for a proxy on this host, naming each visitor's address.
      TRUST_PROXY: "loopback",
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
    expect(recent.map((b) => `${holderOf(b.id)}@${b.created_date}`)).toEqual([
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
    expect(recent[0]).toEqual({
      id: "seed0025",
      badge_name: "Old Badge",
      badge_category: "legacy_badge",
      description: "Old Badge for ***",
      created_date: minute(24),
    });
    for (const badge of recent) expect(Object.keys(badge).sort()).toEqual(PUBLIC_KEYS);
  });

  it("ranks the 10 top contributors by badges, naming them by rank alone", async () => {
    const { top } = await board();
    expect(top).toEqual([5, 4, 3, 3, 2, 2, 2, 1, 1, 1].map((badges, i) => ({ rank: i + 1, badges })));
  });

  it("finds badges by any part of their name in any case, newest first, saying nothing of holders", async () => {
    const mentor = await search("  mENTOR ");
    expect(mentor).toEqual({
      badges: [
        {
          id: "seed0004",
          badge_name: "Mentor 2",
          badge_category: "mentor",
          description: "Mentor 2 for ***",
          created_date: minute(5),
        },
        {
          id: "seed0003",
          badge_name: "Mentor 1",
          badge_category: "mentor",
          description: "Mentor 1 for ***",
          created_date: minute(4),
        },
      ],
      more: false,
    });
    const firstStep = await search("first step");
    expect(firstStep.badges.map((b) => holderOf(b.id))).toEqual(["ivan", "judy", "ken", "leo"]);
    expect((await search("Badge")).badges).toHaveLength(20);
    expect((await search("nothing by this name")).badges).toEqual([]);
  });

  it("matches neither the holder's address nor the description that names it", async () => {
    for (const query of ["alice", "carol@example.org", "example.org", "@", "for"]) {
      expect(await search(query, fresh()), query).toEqual({ badges: [], more: false });
    }
  });

  it("treats LIKE wildcards as plain characters", async () => {
    expect((await search("%")).badges).toEqual([]);
    expect((await search("_")).badges).toEqual([]);
    expect((await search("a_ice")).badges).toEqual([]);
  });

  it("finds nothing for empty text and refuses text longer than a badge name (422)", async () => {
    expect(await search("")).toEqual({ badges: [], more: false });
    expect(await search("   ")).toEqual({ badges: [], more: false });
    expect(await search("a".repeat(200))).toEqual({ badges: [], more: false });
    const long = await call("searchBadges", { query: "a".repeat(201) });
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
    const recentNames = async () => (await board()).recent.map((b) => b.badge_name);

    it("is served from the cache: a write that skips the server is not seen until a badge write", async () => {
      await seedBadges(t, [["mallory@example.org", "Sneaky", "creator", 500]], "sneak");
      expect(await recentNames()).not.toContain("Sneaky");
      const created = await adminEntityCall(t, "POST", "", {
        user_email: "oscar@example.org",
        badge_name: "Created",
        badge_category: "mentor",
      });
      expect(created.status).toBe(201);
      const names = await recentNames();
      // The API's badge is created now, after the seeded minutes of 2026 but before minute 500.
      expect(names).toContain("Sneaky");
      expect(names).toContain("Created");
    });

    it("is recomputed after an update and a delete through the entity API", async () => {
      const before = await board();
      const oscar = before.recent.find((b) => b.badge_name === "Created");
      if (!oscar) throw new Error("oscar's badge is missing");
      const updated = await adminEntityCall(t, "PUT", `/${oscar.id}`, { badge_category: "advocate" });
      expect(updated.status).toBe(200);
      const after = await board();
      expect(after.categories.mentor).toBe((before.categories.mentor ?? 0) - 1);
      expect(after.categories.advocate).toBe((before.categories.advocate ?? 0) + 1);
      expect((await adminEntityCall(t, "DELETE", `/${oscar.id}`)).status).toBe(200);
      expect(await recentNames()).not.toContain("Created");
    });

    it("is recomputed after bulk creates, bulk updates and deletes by query", async () => {
      const bulk = await adminEntityCall(t, "POST", "/bulk", [
        { user_email: "peggy@example.org", badge_name: "Bulk", badge_category: "creator" },
      ]);
      expect(bulk.status).toBe(201);
      expect(await recentNames()).toContain("Bulk");
      const [peggy] = bulk.body as { id: string }[];
      const renamed = await adminEntityCall(t, "PUT", "/bulk", [{ id: peggy?.id, badge_name: "Renamed" }]);
      expect(renamed.status).toBe(200);
      expect(await recentNames()).toContain("Renamed");
      const removed = await adminEntityCall(t, "DELETE", "", { user_email: "peggy@example.org" });
      expect(removed.body).toMatchObject({ deleted: 1 });
      expect(await recentNames()).not.toContain("Renamed");
    });

    it("is recomputed after the forms award their badges", async () => {
      await board();
      expect((await call("submitApplication", validApplication("trent@example.org"))).status).toBe(200);
      expect((await board()).recent[0]).toMatchObject({ badge_name: "First Step Champion" });
      expect((await call("submitFirePlan", validFirePlan("trent@example.org"))).status).toBe(200);
      const after = await board();
      expect(after.recent[0]).toMatchObject({ badge_name: "Fire Starter", badge_category: "purpose_seeker" });
      // Trent's two badges make a fourth contributor with two, ranked after the three before.
      expect(after.top.map((c) => c.badges)).toEqual([5, 4, 3, 3, 2, 2, 2, 2, 1, 1]);
      expect((await search("FIRE STARTER")).badges.map((b) => b.id)).toEqual([after.recent[0]?.id]);
    });
  });

  describe("an applicant's address", () => {
    const real = "my.real.name@x.test";
    // 64 characters, the most a local part may have, chosen by an anonymous applicant to be shown.
    const hostile = "visit.evil-site.win+free_prizes-for.everyone'reading.this.boards@x.test";
    const staffNamed = "zoe.private@x.test";

    it("appears nowhere in the board or any search, and no search tells whether it holds a badge", async () => {
      expect(hostile.split("@")[0]).toHaveLength(64);
      for (const email of [real, hostile]) {
        expect((await call("submitApplication", validApplication(email))).status).toBe(200);
      }
      // Staff may name someone's address in a badge's name and description.
      const named = await adminEntityCall(t, "POST", "", {
        user_email: staffNamed,
        badge_name: `Thanks ${staffNamed}`,
        badge_category: "mentor",
        description: `For ${staffNamed}, with ${real}`,
      });
      expect(named.status).toBe(201);

      const { recent } = await board();
      expect(recent.slice(0, 3).map((b) => b.badge_name)).toEqual([
        "Thanks ***",
        "First Step Champion",
        "First Step Champion",
      ]);
      expect(recent[0]?.description).toBe("For ***, with ***");
      // The applicants' badges are found by their name, and say nothing of who holds them.
      const champions = await search("first step champion", fresh());
      expect(champions.badges.slice(0, 2).map((b) => b.id)).toEqual(recent.slice(1, 3).map((b) => b.id));
      for (const badge of champions.badges) expect(Object.keys(badge).sort()).toEqual(PUBLIC_KEYS);

      // Whatever part of an address is asked, the answer is the one an address with no badge gets.
      const none = await search("nobody.at.all@x.test", fresh());
      expect(none).toEqual({ badges: [], more: false });
      for (const query of [
        real,
        "my.real.name",
        "real.name",
        "name@x",
        hostile,
        "evil-site",
        "free_prizes",
        staffNamed,
        "zoe.private",
        "Thanks zoe",
        "@x.test",
      ]) {
        expect(await search(query, fresh()), query).toEqual(none);
      }

      const everything = bodies.join("\n").toLowerCase();
      for (const text of [
        real,
        "my.real.name",
        "real.name",
        staffNamed,
        "zoe.private",
        hostile,
        "evil-site",
        "free_prizes",
        "everyone'reading",
      ]) {
        expect(everything, text).not.toContain(text.toLowerCase());
      }
    });
  });

  it("never answers any address, nor any part of one", async () => {
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
    // Searches and board answers are here, and so are the submissions' answers.
    const everything = bodies.join("\n").toLowerCase();
    expect(everything).not.toContain("@example.org");
    expect(everything).not.toContain('"holder"');
    expect(everything).not.toContain('"user_email"');
    for (const address of addresses) {
      const local = address.split("@")[0]?.toLowerCase() ?? "";
      expect(everything, local).not.toMatch(new RegExp(`\\b${local}\\b`));
    }
    // Descriptions did name the addresses; the answers carried them hidden.
    expect(everything).toContain(" for ***");
  });
});
