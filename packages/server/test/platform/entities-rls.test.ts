import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import {
  defineEntity,
  type EntityDefinition,
  type EntityRegistry,
  loadEntities,
} from "../../src/platform/entities/entity-schemas.ts";
import { ensureEntityTables } from "../../src/platform/entities/entity-tables.ts";
import { countRecords, getRecord, listRecords } from "../../src/platform/entities/records-store.ts";
import {
  bulkCreateRecords,
  createRecord,
  deleteRecord,
  deleteRecords,
  updateRecord,
} from "../../src/platform/entities/records-write.ts";
import { engines, openTestDatabase } from "../setup/databases.ts";
import {
  anonymousCaller,
  failure,
  lockedSchema,
  noteSchema,
  openSchema,
  service,
  userCaller,
} from "./entities-fixtures.ts";

const application = { full_name: "Ada Lovelace", email: "ada@example.org", program_interest: "individual" };
const admin = userCaller("admin", "admin");
const member = userCaller("member");

/** Row-level security compiled into SQL: who may create, read, change and delete which records. */
describe.each(engines)("entity access rules on %s", (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let registry: EntityRegistry;
  const entity = (name: string) => registry.get(name) as EntityDefinition;
  const note = defineEntity(noteSchema, "Note");
  const locked = defineEntity(lockedSchema, "Locked");
  const open = defineEntity(openSchema, "Open");

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(engine));
    registry = await loadEntities();
    await ensureEntityTables(db, [...registry.values(), note, locked, open]);
  });
  afterAll(() => dispose());

  it("lets only staff create an Application or UserProfile, so public forms go through their functions", async () => {
    const profile = { user_email: "kim@example.org" };
    const before = [
      await countRecords(db, service, entity("Application")),
      await countRecords(db, service, entity("UserProfile")),
    ];
    for (const caller of [anonymousCaller, member]) {
      for (const [name, record] of [
        ["Application", application],
        ["UserProfile", profile],
      ] as const) {
        expect((await failure(createRecord(db, caller, entity(name), record))).statusCode).toBe(403);
        expect((await failure(bulkCreateRecords(db, caller, entity(name), [record]))).statusCode).toBe(403);
      }
    }
    expect([
      await countRecords(db, service, entity("Application")),
      await countRecords(db, service, entity("UserProfile")),
    ]).toEqual(before);
    const byAdmin = await createRecord(db, admin, entity("UserProfile"), profile);
    await deleteRecord(db, admin, entity("UserProfile"), byAdmin.id);
  });

  it("lets only admins read, change or delete an Application", async () => {
    const mine = await createRecord(db, service, entity("Application"), application);
    expect(mine.created_by).toBeNull();
    for (const caller of [anonymousCaller, member]) {
      expect(await listRecords(db, caller, entity("Application"))).toEqual([]);
      expect(await countRecords(db, caller, entity("Application"))).toBe(0);
      const hidden = await failure(getRecord(db, caller, entity("Application"), mine.id));
      expect(hidden.statusCode).toBe(404);
      expect(hidden.message).toBe(`Entity Application with ID ${mine.id} not found`);
      expect(
        (await failure(updateRecord(db, caller, entity("Application"), mine.id, { goals: "x" }))).statusCode,
      ).toBe(404);
      expect((await failure(deleteRecord(db, caller, entity("Application"), mine.id))).statusCode).toBe(404);
      expect((await failure(deleteRecords(db, caller, entity("Application"), {}))).statusCode).toBe(403);
    }
    const all = await listRecords(db, admin, entity("Application"));
    expect(all.map((r) => r.id)).toContain(mine.id);
    expect(await countRecords(db, service, entity("Application"))).toBe(all.length);
    expect((await getRecord(db, admin, entity("Application"), mine.id)).email).toBe(application.email);
    await updateRecord(db, admin, entity("Application"), mine.id, { goals: "seen" });
    await deleteRecord(db, admin, entity("Application"), mine.id);
  });

  it("lets only admins and the service role create badges", async () => {
    const badge = { user_email: "kim@example.org", badge_name: "Mentor", badge_category: "mentor" };
    for (const caller of [anonymousCaller, member]) {
      const denied = await failure(createRecord(db, caller, entity("Badge"), badge));
      expect(denied.statusCode).toBe(403);
      expect((await failure(bulkCreateRecords(db, caller, entity("Badge"), [badge]))).statusCode).toBe(403);
    }
    await createRecord(db, admin, entity("Badge"), badge);
    expect(await countRecords(db, service, entity("Badge"), { user_email: "kim@example.org" })).toBe(1);
    // A refused caller learns nothing about the schema: 403 before any 422.
    expect((await failure(createRecord(db, anonymousCaller, entity("Badge"), {}))).statusCode).toBe(403);
  });

  it("evaluates record-field rules with the caller's templates, in SQL", async () => {
    const alice = userCaller("alice", "user", { team: "red" });
    const bob = userCaller("bob", "user", { team: "blue" });
    const carol = userCaller("carol");
    const own = await createRecord(db, alice, note, { text: "alice's", team: "red" });
    await createRecord(db, bob, note, { text: "bob's", team: "blue" });
    await createRecord(db, service, note, { text: "nobody's" });
    expect((await failure(createRecord(db, alice, note, { text: "x", team: "blue" }))).statusCode).toBe(403);
    expect((await failure(createRecord(db, carol, note, { text: "x" }))).statusCode).toBe(403);
    // One denied record refuses the whole batch.
    const mixed = [
      { text: "ok", team: "red" },
      { text: "not ok", team: "blue" },
    ];
    expect((await failure(bulkCreateRecords(db, alice, note, mixed))).statusCode).toBe(403);
    expect(await countRecords(db, service, note)).toBe(3);

    const texts = async (caller: typeof alice) =>
      (await listRecords(db, caller, note, { sort: "text" })).map((r) => r.text);
    expect(await texts(alice)).toEqual(["alice's"]);
    expect(await texts(bob)).toEqual(["bob's"]);
    expect(await texts(carol)).toEqual([]);
    // Templates naming nobody never match records whose field is empty.
    expect(await texts(anonymousCaller)).toEqual([]);
    expect(await texts(service)).toEqual(["alice's", "bob's", "nobody's"]);
    expect(await listRecords(db, bob, note, { query: { text: "alice's" } })).toEqual([]);

    expect((await failure(updateRecord(db, bob, note, own.id, { text: "hacked" }))).statusCode).toBe(404);
    expect((await updateRecord(db, alice, note, own.id, { text: "alice's, edited" })).text).toBe(
      "alice's, edited",
    );
    expect((await failure(deleteRecord(db, bob, note, own.id))).statusCode).toBe(404);
    expect(await deleteRecords(db, bob, note, {})).toHaveLength(1);
    expect(await deleteRecords(db, alice, note, {})).toHaveLength(1);
    expect(await countRecords(db, service, note)).toBe(1);
  });

  it("reads `write` as create, update and delete", async () => {
    expect((await failure(createRecord(db, admin, locked, { text: "x" }))).statusCode).toBe(403);
    const record = await createRecord(db, service, locked, { text: "x" });
    expect((await getRecord(db, anonymousCaller, locked, record.id)).text).toBe("x");
    expect((await failure(updateRecord(db, admin, locked, record.id, { text: "y" }))).statusCode).toBe(404);
    expect((await failure(deleteRecord(db, admin, locked, record.id))).statusCode).toBe(404);
  });

  it("lets everyone, anonymous included, do everything when there are no rules", async () => {
    const record = await createRecord(db, anonymousCaller, open, { text: "public" });
    expect((await getRecord(db, anonymousCaller, open, record.id)).text).toBe("public");
    expect((await updateRecord(db, anonymousCaller, open, record.id, { text: "edited" })).text).toBe(
      "edited",
    );
    await deleteRecord(db, anonymousCaller, open, record.id);
  });

  it("runs a rule or query whose branch folds to a constant after binding values (no untyped parameter)", async () => {
    // For an admin the rule's $or folds to true after the owner's id was bound; PostgreSQL refuses a
    // statement with a parameter nothing uses (42P18), which was a 500.
    const shared = defineEntity(
      {
        name: "Shared",
        type: "object",
        properties: { title: { type: "string" } },
        rls: { read: { $or: [{ created_by_id: "{{user.id}}" }, { user_condition: { role: "admin" } }] } },
      },
      "Shared",
    );
    await ensureEntityTables(db, [shared]);
    await createRecord(db, member, shared, { title: "mine" });
    await createRecord(db, userCaller("other"), shared, { title: "theirs" });
    expect((await listRecords(db, admin, shared)).map((r) => r.title).sort()).toEqual(["mine", "theirs"]);
    expect((await listRecords(db, member, shared)).map((r) => r.title)).toEqual(["mine"]);
    const folded = {
      $or: [{ $and: [{ title: "mine" }, { id: { $elemMatch: { a: 1 } } }] }, { title: "theirs" }],
    };
    expect((await listRecords(db, admin, shared, { query: folded })).map((r) => r.title)).toEqual(["theirs"]);
    expect(await countRecords(db, member, shared, folded)).toBe(0);
  });
});
