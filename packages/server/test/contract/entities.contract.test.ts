import { type Base44Client, createClient, type EntityHandler } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueServiceToken } from "../../src/platform/auth/tokens.ts";
import { engines } from "../setup/databases.ts";
import { sdkError } from "../setup/sdk-calls.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { createMember } from "../setup/users.ts";

type Row = Record<string, unknown> & { id: string };
type Page = { items: Row[]; next_cursor: string | null; has_more: boolean };

/** `client.entities.X`, typed: the SDK's index signature says it may be undefined, a Proxy never is. */
const entity = (client: Base44Client, name: string) => client.entities[name] as EntityHandler<Row>;

const applications = ["Ada", "Grace", "alan", "Barbara", "Edsger"].map((name, i) => ({
  full_name: name,
  email: `${name.toLowerCase()}@example.org`,
  program_interest: i % 2 === 0 ? "individual" : "small_group",
  goals: `goal ${i}`,
}));

describe.each(engines)("entities through the official @base44/sdk on %s", (engine) => {
  let t: TestApp;
  let admin: Base44Client;
  let anonymous: Base44Client;
  let member: Base44Client;
  let server: Base44Client;
  let seeded: Row[];
  const client = (config: { token?: string; serviceToken?: string; appId?: string } = {}) =>
    createClient({ serverUrl: t.baseUrl, appId: t.config.appId, analytics: { enabled: false }, ...config });

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = client({ token: t.adminToken });
    anonymous = client();
    member = client({ token: (await createMember(t, "member@ember.test", { is_member: true })).token });
    server = client({ serviceToken: await issueServiceToken(t.app) });
    seeded = (await entity(admin, "Application").bulkCreate(applications)) as Row[];
  });
  afterAll(async () => {
    for (const c of [admin, anonymous, member, server]) c?.cleanup();
    await t?.close();
  });

  it("bulk-creates and lists, newest first by default", async () => {
    expect(seeded.map((r) => r.full_name)).toEqual(applications.map((a) => a.full_name));
    expect(seeded[0]?.id).toMatch(/^[0-9a-f]{24}$/);
    const all = (await entity(admin, "Application").list()) as Row[];
    expect(all.map((r) => r.id)).toEqual(seeded.map((r) => r.id).reverse());
  });

  it("sorts, limits, skips and projects", async () => {
    const page = (await entity(admin, "Application").list("full_name", 2, 1, [
      "full_name",
      "email",
    ])) as Row[];
    expect(page).toEqual([
      { id: seeded[3]?.id, full_name: "Barbara", email: "barbara@example.org" },
      { id: seeded[4]?.id, full_name: "Edsger", email: "edsger@example.org" },
    ]);
    const desc = (await entity(admin, "Application").list("-full_name", 1)) as Row[];
    expect(desc.map((r) => r.full_name)).toEqual(["alan"]);
  });

  it("filters with the query language", async () => {
    const small = (await entity(admin, "Application").filter(
      { program_interest: "small_group" },
      "full_name",
    )) as Row[];
    expect(small.map((r) => r.full_name)).toEqual(["Barbara", "Grace"]);
    const regex = await entity(admin, "Application").filter(
      { full_name: { $regex: "^a", $options: "i" } },
      "full_name",
    );
    expect(regex.map((r) => r.full_name)).toEqual(["Ada", "alan"]);
    const either = await entity(admin, "Application").filter(
      { $or: [{ full_name: "Grace" }, { goals: { $in: ["goal 4"] } }] },
      "-created_date",
      10,
      0,
      ["full_name"],
    );
    expect(either).toEqual([
      { id: seeded[4]?.id, full_name: "Edsger" },
      { id: seeded[1]?.id, full_name: "Grace" },
    ]);
    expect(await entity(admin, "Application").filter({})).toHaveLength(applications.length);
  });

  it("counts, with and without a query", async () => {
    expect(await entity(admin, "Application").count()).toBe(applications.length);
    expect(await entity(admin, "Application").count({ program_interest: "individual" })).toBe(3);
  });

  it("walks cursor pages with list(options) and filter(query, options), each record once", async () => {
    const walk = async (read: (cursor: string | null) => Promise<Page>) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await read(cursor);
        expect(page.items.length).toBeLessThanOrEqual(2);
        expect(page.has_more).toBe(page.next_cursor !== null);
        ids.push(...page.items.map((r) => r.id));
        cursor = page.next_cursor;
      } while (cursor);
      return ids;
    };
    const listed = await walk(
      (cursor) => entity(admin, "Application").list({ sort: "full_name", limit: 2, cursor }) as Promise<Page>,
    );
    const byName = (await entity(admin, "Application").list("full_name")) as Row[];
    expect(listed).toEqual(byName.map((r) => r.id));
    const query = { program_interest: "individual" };
    const filtered = await walk(
      (cursor) => entity(admin, "Application").filter(query, { limit: 2, cursor }) as Promise<Page>,
    );
    const expected = (await entity(admin, "Application").filter(query)) as Row[];
    expect(filtered).toEqual(expected.map((r) => r.id));
  });

  it("reads distinct values with list({distinct}) and filter(query, {distinct})", async () => {
    const all = await entity(admin, "Application").list({ distinct: "program_interest" });
    expect(all).toEqual({ items: ["individual", "small_group"], next_cursor: null, has_more: false });
    const first = await entity(admin, "Application").filter(
      { goals: { $ne: "goal 0" } },
      { distinct: "full_name", limit: 3 },
    );
    expect(first.items).toEqual(["Barbara", "Edsger", "Grace"]);
    const rest = await entity(admin, "Application").filter(
      { goals: { $ne: "goal 0" } },
      { distinct: "full_name", limit: 3, cursor: first.next_cursor },
    );
    expect(rest).toEqual({ items: ["alan"], next_cursor: null, has_more: false });
  });

  it("gets, updates (merging) and deletes one record", async () => {
    const created = (await entity(admin, "Application").create({
      full_name: "Temp",
      email: "temp@example.org",
      program_interest: "not_sure",
      unknown_field: "dropped",
    })) as Row;
    expect(created).not.toHaveProperty("unknown_field");
    expect(created.created_by).toBe("admin@ember.test");
    expect(await entity(admin, "Application").get(created.id)).toEqual(created);
    const updated = await entity(admin, "Application").update(created.id, { goals: "new", id: "ignored" });
    expect(updated).toMatchObject({
      id: created.id,
      full_name: "Temp",
      goals: "new",
      created_date: created.created_date,
    });
    expect(await entity(admin, "Application").delete(created.id)).toEqual({ success: true });
    const gone = await sdkError(entity(admin, "Application").get(created.id));
    expect(gone.status).toBe(404);
    expect(gone.message).toBe(`Entity Application with ID ${created.id} not found`);
  });

  it("deletes many by query and updates many by id", async () => {
    const extra = await entity(admin, "Application").bulkCreate([
      { full_name: "X1", email: "x1@example.org", program_interest: "both" },
      { full_name: "X2", email: "x2@example.org", program_interest: "both" },
    ]);
    const updated = await entity(admin, "Application").bulkUpdate(
      extra.map((r) => ({ id: r.id, goals: "bulk" })),
    );
    expect(updated.map((r) => r.goals)).toEqual(["bulk", "bulk"]);
    expect(await entity(admin, "Application").deleteMany({ program_interest: "both" })).toEqual({
      success: true,
      deleted: 2,
    });
    expect(await entity(admin, "Application").count()).toBe(applications.length);
  });

  it("applies the access rules: visitors apply through the form, only admins create or read; badges are admin-only", async () => {
    const mine = (await (server.asServiceRole.entities.Application as EntityHandler<Row>).create(
      applications[0] as Record<string, unknown>,
    )) as Row;
    expect(mine.created_by).toBeNull();
    for (const c of [anonymous, member]) {
      expect(
        (await sdkError(entity(c, "Application").create(applications[0] as Record<string, unknown>))).status,
      ).toBe(403);
      expect(await entity(c, "Application").list()).toEqual([]);
      expect(await entity(c, "Application").count()).toBe(0);
      expect((await sdkError(entity(c, "Application").get(mine.id))).status).toBe(404);
      expect(
        (
          await sdkError(
            entity(c, "Badge").create({ user_email: "a@b.c", badge_name: "X", badge_category: "mentor" }),
          )
        ).status,
      ).toBe(403);
    }
    await entity(admin, "Application").delete(mine.id);
    const badge = await (server.asServiceRole.entities.Badge as EntityHandler<Row>).create({
      user_email: "kim@example.org",
      badge_name: "First Step Champion",
      badge_category: "purpose_seeker",
    });
    expect(await entity(admin, "Badge").get(badge.id)).toMatchObject({ badge_name: "First Step Champion" });
    const duplicate = await sdkError(
      (server.asServiceRole.entities.Badge as EntityHandler<Row>).create({
        user_email: "KIM@example.org",
        badge_name: "First Step Champion",
        badge_category: "purpose_seeker",
      }),
    );
    expect(duplicate.status).toBe(409);
  });

  it("answers errors the SDK reads: status, message, code", async () => {
    const missing = await sdkError(entity(admin, "Nope").list());
    expect([missing.status, missing.message]).toEqual([404, "Entity Nope not found"]);
    const invalid = await sdkError(
      entity(admin, "Application").create({ full_name: "No email", program_interest: "both" }),
    );
    expect([invalid.status, invalid.message]).toEqual([422, "Error in field email: Field required"]);
    expect(invalid.data).toMatchObject({
      error_type: "ValidationError",
      extra_data: { errors: [{ field: "email" }] },
    });
    const operator = await sdkError(entity(admin, "Application").filter({ full_name: { $where: "1" } }));
    expect([operator.status, operator.message]).toEqual([400, "Unsupported query operator: $where"]);
    const otherApp = await sdkError(
      entity(client({ token: t.adminToken, appId: "other-app" }), "Application").list(),
    );
    expect(otherApp.status).toBe(404);
  });

  it("serves User/me and the built-in User entity, where an admin finds themself", async () => {
    const me = await admin.auth.me();
    expect(me).toMatchObject({ role: "admin" });
    const users = await entity(admin, "User").filter({ email: me.email });
    expect(users.map((user) => user.id)).toEqual([me.id]);
  });
});
