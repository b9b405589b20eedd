import { type Base44Client, createClient, type EntityHandler } from "@base44/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueServiceToken } from "../../src/platform/auth/tokens.ts";
import type { SocketHub } from "../../src/platform/realtime/socket-hub.ts";
import { contractRuns, emberTarget, type Visitor } from "../setup/contract-targets.ts";
import { engines } from "../setup/databases.ts";
import { entity, type Row, sdkError } from "../setup/sdk-calls.ts";
import { waitFor } from "../setup/smtp-sink.ts";
import type { TestApp } from "../setup/test-app.ts";
import { createMember, memberPassword } from "../setup/users.ts";

type Page = { items: Row[]; next_cursor: string | null; has_more: boolean };

const names = ["Ada", "Grace", "alan", "Barbara", "Edsger"];

/** The SDK's clients for the admin, a visitor, a member and the service role of one running app. */
async function clientsOf(t: TestApp) {
  const client = (config: { token?: string; serviceToken?: string; appId?: string } = {}) =>
    createClient({ serverUrl: t.baseUrl, appId: t.config.appId, analytics: { enabled: false }, ...config });
  const member = await createMember(t, "member@ember.test", { is_member: true });
  return {
    client,
    admin: client({ token: t.adminToken }),
    anonymous: client(),
    member: client({ token: member.token }),
    server: client({ serviceToken: await issueServiceToken(t.app) }),
  };
}

/**
 * The records API as every app gets it from the platform, through the official SDK, for each app the
 * suite hosts (Ember's Application, the example's Tool): the same calls, the same answers.
 */
describe.each(contractRuns)("entities through the official @base44/sdk: %s", (_label, target, engine) => {
  const { entity: name, title, choice, notes, required, make } = target.records;
  const [first, second, third, fourth] = choice.values;
  const [note, otherNote] = notes;
  // Alternating choices: Ada, alan and Edsger have the first, Grace and Barbara the second.
  const samples = names.map((n, i) => ({ ...make(n, i % 2 === 0 ? first : second), [note]: `note ${i}` }));
  let t: TestApp;
  let clients: Awaited<ReturnType<typeof clientsOf>>;
  let admin: EntityHandler<Row>;
  let seeded: Row[];

  beforeAll(async () => {
    t = await target.start(engine);
    clients = await clientsOf(t);
    admin = entity(clients.admin, name);
    seeded = (await admin.bulkCreate(samples)) as Row[];
  });
  afterAll(async () => {
    for (const c of [clients?.admin, clients?.anonymous, clients?.member, clients?.server]) c?.cleanup();
    await t?.close();
  });

  it("bulk-creates and lists, newest first by default", async () => {
    expect(seeded.map((r) => r[title])).toEqual(names);
    expect(seeded[0]?.id).toMatch(/^[0-9a-f]{24}$/);
    const all = (await admin.list()) as Row[];
    expect(all.map((r) => r.id)).toEqual(seeded.map((r) => r.id).reverse());
  });

  it("sorts, limits, skips and projects", async () => {
    const page = (await admin.list(title, 2, 1, [title, choice.field])) as Row[];
    expect(page).toEqual([
      { id: seeded[3]?.id, [title]: "Barbara", [choice.field]: second },
      { id: seeded[4]?.id, [title]: "Edsger", [choice.field]: first },
    ]);
    const desc = (await admin.list(`-${title}`, 1)) as Row[];
    expect(desc.map((r) => r[title])).toEqual(["alan"]);
  });

  it("filters with the query language", async () => {
    const seconds = (await admin.filter({ [choice.field]: second }, title)) as Row[];
    expect(seconds.map((r) => r[title])).toEqual(["Barbara", "Grace"]);
    const regex = await admin.filter({ [title]: { $regex: "^a", $options: "i" } }, title);
    expect(regex.map((r) => r[title])).toEqual(["Ada", "alan"]);
    const either = await admin.filter(
      { $or: [{ [title]: "Grace" }, { [note]: { $in: ["note 4"] } }] },
      "-created_date",
      10,
      0,
      [title],
    );
    expect(either).toEqual([
      { id: seeded[4]?.id, [title]: "Edsger" },
      { id: seeded[1]?.id, [title]: "Grace" },
    ]);
    expect(await admin.filter({})).toHaveLength(names.length);
  });

  it("counts, with and without a query", async () => {
    expect(await admin.count()).toBe(names.length);
    expect(await admin.count({ [choice.field]: first })).toBe(3);
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
    const listed = await walk((cursor) => admin.list({ sort: title, limit: 2, cursor }) as Promise<Page>);
    const byTitle = (await admin.list(title)) as Row[];
    expect(listed).toEqual(byTitle.map((r) => r.id));
    const query = { [choice.field]: first };
    const filtered = await walk((cursor) => admin.filter(query, { limit: 2, cursor }) as Promise<Page>);
    const expected = (await admin.filter(query)) as Row[];
    expect(filtered).toEqual(expected.map((r) => r.id));
  });

  it("reads distinct values with list({distinct}) and filter(query, {distinct})", async () => {
    const all = await admin.list({ distinct: choice.field });
    expect(all).toEqual({ items: [first, second].sort(), next_cursor: null, has_more: false });
    const firstPage = await admin.filter({ [note]: { $ne: "note 0" } }, { distinct: title, limit: 3 });
    expect(firstPage.items).toEqual(["Barbara", "Edsger", "Grace"]);
    const rest = await admin.filter(
      { [note]: { $ne: "note 0" } },
      { distinct: title, limit: 3, cursor: firstPage.next_cursor },
    );
    expect(rest).toEqual({ items: ["alan"], next_cursor: null, has_more: false });
  });

  it("gets, updates (merging) and deletes one record", async () => {
    const created = (await admin.create({ ...make("Temp", fourth), unknown_field: "dropped" })) as Row;
    expect(created).not.toHaveProperty("unknown_field");
    expect(created.created_by).toBe("admin@ember.test");
    expect(await admin.get(created.id)).toEqual(created);
    const updated = await admin.update(created.id, { [otherNote]: "new", id: "ignored" });
    expect(updated).toMatchObject({
      id: created.id,
      [title]: "Temp",
      [otherNote]: "new",
      created_date: created.created_date,
    });
    expect(await admin.delete(created.id)).toEqual({ success: true });
    const gone = await sdkError(admin.get(created.id));
    expect(gone.status).toBe(404);
    expect(gone.message).toBe(`Entity ${name} with ID ${created.id} not found`);
  });

  it("deletes many by query and updates many by id", async () => {
    const extra = await admin.bulkCreate([make("X1", third), make("X2", third)]);
    const updated = await admin.bulkUpdate(extra.map((r) => ({ id: r.id, [note]: "bulk" })));
    expect(updated.map((r) => r[note])).toEqual(["bulk", "bulk"]);
    expect(await admin.deleteMany({ [choice.field]: third })).toEqual({ success: true, deleted: 2 });
    expect(await admin.count()).toBe(names.length);
  });

  it("refuses the callers the entity's rules refuse, and shows them only what the rules let them read", async () => {
    const byService = (await (clients.server.asServiceRole.entities[name] as EntityHandler<Row>).create(
      make("Service", first),
    )) as Row;
    expect(byService.created_by).toBeNull();
    const visitors: Record<Visitor, Base44Client> = { anonymous: clients.anonymous, member: clients.member };
    for (const visitor of target.records.refusedWriters) {
      const refused = await sdkError(entity(visitors[visitor], name).create(make("Refused", first)));
      expect([visitor, refused.status]).toEqual([visitor, 403]);
    }
    for (const [visitor, client] of Object.entries(visitors)) {
      const hidden = target.records.hiddenFrom.includes(visitor as Visitor);
      expect([visitor, await entity(client, name).count()]).toEqual([visitor, hidden ? 0 : names.length + 1]);
      const got = entity(client, name).get(byService.id);
      if (hidden) expect((await sdkError(got)).status).toBe(404);
      else expect(await got).toMatchObject({ id: byService.id });
    }
    await admin.delete(byService.id);
  });

  it("answers errors the SDK reads: status, message, code", async () => {
    const missing = await sdkError(entity(clients.admin, "Nope").list());
    expect([missing.status, missing.message]).toEqual([404, "Entity Nope not found"]);
    const { [required]: _left, ...incomplete } = make("Incomplete", first);
    const invalid = await sdkError(admin.create(incomplete));
    expect([invalid.status, invalid.message]).toEqual([422, `Error in field ${required}: Field required`]);
    expect(invalid.data).toMatchObject({
      error_type: "ValidationError",
      extra_data: { errors: [{ field: required }] },
    });
    const operator = await sdkError(admin.filter({ [title]: { $where: "1" } }));
    expect([operator.status, operator.message]).toEqual([400, "Unsupported query operator: $where"]);
    const otherApp = await sdkError(
      entity(clients.client({ token: t.adminToken, appId: "other-app" }), name).list(),
    );
    expect(otherApp.status).toBe(404);
  });

  it("serves User/me and the built-in User entity, where an admin finds themself", async () => {
    const me = await clients.admin.auth.me();
    expect(me).toMatchObject({ role: "admin" });
    const users = await entity(clients.admin, "User").filter({ email: me.email });
    expect(users.map((user) => user.id)).toEqual([me.id]);
  });

  it("signs a member in; they change their own custom field, never their role; an admin finds them by it", async () => {
    const { name: field, value } = target.userField;
    const base44 = clients.client();
    await base44.auth.loginViaEmailPassword("member@ember.test", memberPassword);
    const me = await base44.auth.me();
    expect(me).toMatchObject({ email: "member@ember.test", role: "user" });
    const updated = await base44.auth.updateMe({ [field]: value, role: "admin", email: "evil@ember.test" });
    expect(updated).toMatchObject({ [field]: value, role: "user", email: "member@ember.test" });
    const found = await entity(clients.admin, "User").filter({ [field]: value });
    expect(found.map((user) => user.id)).toEqual([me.id]);
    await entity(clients.admin, "User").update(me.id, { [field]: "elsewhere" });
    expect(await base44.auth.me()).toMatchObject({ [field]: "elsewhere" });
    expect((await sdkError(clients.anonymous.auth.me())).status).toBe(401);
    base44.cleanup();
  });

  it("tells a subscriber of the entity about each create, update and delete, in the SDK's shape", async () => {
    const events: { type: string; id: string; data: Row; timestamp: string }[] = [];
    const unsubscribe = entity(clients.admin, name).subscribe((event) => events.push(event));
    const room = `entities:${t.config.appId}:${name}`;
    const members = () => (t.app.realtime as SocketHub).members(room);
    await waitFor(() => members() === 1, 10_000, "the subscriber's join");
    const created = (await admin.create(make("Live", first))) as Row;
    const updated = (await admin.update(created.id, { [note]: "changed" })) as Row;
    await admin.delete(created.id);
    await waitFor(() => events.length === 3, 10_000, "three events");
    expect(events).toEqual([
      { type: "create", id: created.id, data: created, timestamp: created.updated_date },
      { type: "update", id: created.id, data: updated, timestamp: updated.updated_date },
      // A delete carries the record as it was.
      { type: "delete", id: created.id, data: updated, timestamp: expect.any(String) },
    ]);
    unsubscribe();
    // The SDK leaves a room 250 ms after its last listener goes.
    await waitFor(() => members() === 0, 10_000, "the subscriber's leave");
  });
});

/** Ember's own rules: applications are the staff's, badges are unique and admin-only. */
describe.each(engines)("Ember's entity rules through the official @base44/sdk on %s", (engine) => {
  let t: TestApp;
  let clients: Awaited<ReturnType<typeof clientsOf>>;
  const application = emberTarget.records.make("Ada", "individual");

  beforeAll(async () => {
    t = await emberTarget.start(engine);
    clients = await clientsOf(t);
  });
  afterAll(async () => {
    for (const c of [clients?.admin, clients?.anonymous, clients?.member, clients?.server]) c?.cleanup();
    await t?.close();
  });

  it("keeps applications from visitors and members, who apply through the form; badges are admin-only and unique", async () => {
    const mine = (await (clients.server.asServiceRole.entities.Application as EntityHandler<Row>).create(
      application,
    )) as Row;
    for (const c of [clients.anonymous, clients.member]) {
      expect(await entity(c, "Application").list()).toEqual([]);
      expect(
        (
          await sdkError(
            entity(c, "Badge").create({ user_email: "a@b.c", badge_name: "X", badge_category: "mentor" }),
          )
        ).status,
      ).toBe(403);
    }
    await entity(clients.admin, "Application").delete(mine.id);
    const badges = clients.server.asServiceRole.entities.Badge as EntityHandler<Row>;
    const badge = await badges.create({
      user_email: "kim@example.org",
      badge_name: "First Step Champion",
      badge_category: "purpose_seeker",
    });
    expect(await entity(clients.admin, "Badge").get(badge.id)).toMatchObject({
      badge_name: "First Step Champion",
    });
    const duplicate = await sdkError(
      badges.create({
        user_email: "KIM@example.org",
        badge_name: "First Step Champion",
        badge_category: "purpose_seeker",
      }),
    );
    expect(duplicate.status).toBe(409);
  });
});
