import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import {
  defineEntity,
  type EntityRegistry,
  loadEntities,
} from "../../src/platform/entities/entity-schemas.ts";
import { ensureEntityTables } from "../../src/platform/entities/entity-tables.ts";
import { createRecord, deleteRecord } from "../../src/platform/entities/records-write.ts";
import { readableRecordIds } from "../../src/platform/realtime/record-audience.ts";
import { MAX_EVENT_BYTES, recordEventData } from "../../src/platform/realtime/record-event.ts";
import { mayJoin, parseRoom } from "../../src/platform/realtime/rooms.ts";
import { handshakeAppId, handshakeToken } from "../../src/platform/realtime/socket-callers.ts";
import { engines, openTestDatabase } from "../setup/databases.ts";
import { anonymousCaller, noteSchema, openSchema, service, userCaller } from "./entities-fixtures.ts";

const record = {
  id: "0123456789abcdef01234567",
  title: "hello",
  created_date: "2026-01-02T03:04:05.000Z",
  updated_date: "2026-01-02T03:04:06.000Z",
  created_by: "ada@ember.test",
  created_by_id: "ada",
};

describe("realtime event data", () => {
  it("is the JSON string both SDK versions parse", () => {
    const now = new Date("2026-02-03T04:05:06.000Z");
    expect(JSON.parse(recordEventData("update", record, now))).toEqual({
      type: "update",
      data: record,
      id: record.id,
      timestamp: record.updated_date,
    });
    expect(JSON.parse(recordEventData("delete", record, now)).timestamp).toBe(now.toISOString());
  });

  it("slims an oversize record: large fields emptied and _oversize set, else the built-in fields alone", () => {
    const big = { ...record, essay: "x".repeat(MAX_EVENT_BYTES), small: "kept" };
    const slimmed = JSON.parse(recordEventData("create", big));
    expect(slimmed.data).toEqual({ ...record, essay: "", small: "kept", _oversize: true });
    const many = {
      ...record,
      ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, "y".repeat(9000)])),
    };
    const stub = JSON.parse(recordEventData("create", many));
    expect(stub.data).toEqual({ ...record, title: undefined, _oversize: true });
    expect(stub.id).toBe(record.id);
  });
});

describe("realtime rooms and handshake", () => {
  let entities: EntityRegistry;
  beforeAll(async () => {
    entities = await loadEntities();
  });

  it("knows the SDK's entity rooms of this app and agent conversations, nothing else", () => {
    expect(parseRoom("entities:ember:Application", "ember", entities)).toMatchObject({ kind: "entity" });
    expect(parseRoom("/agent-conversations/abc_1", "ember", entities)).toEqual({
      kind: "agent-conversation",
      conversationId: "abc_1",
    });
    for (const name of [
      "entities:other:Application",
      "entities:ember:Nope",
      "entities:ember:application",
      "/agent-conversations/",
      "/agent-conversations/a/b",
      "x".repeat(400),
      42,
      null,
    ]) {
      expect(parseRoom(name, "ember", entities)).toBeNull();
    }
  });

  it("lets into an entity room only callers the read rule can admit", () => {
    const room = parseRoom("entities:ember:Application", "ember", entities);
    if (room?.kind !== "entity") throw new Error("expected an entity room");
    expect(mayJoin(room, anonymousCaller)).toBe(false);
    expect(mayJoin(room, userCaller("member"))).toBe(false);
    expect(mayJoin(room, userCaller("boss", "admin"))).toBe(true);
    expect(mayJoin(room, service)).toBe(true);
  });

  it("reads app_id and token as the SDK sends them", () => {
    expect(handshakeAppId({ app_id: "ember" }, "ember")).toBe("ember");
    expect(handshakeAppId({ app_id: "other" }, "ember")).toBeNull();
    expect(handshakeAppId({ app_id: ["ember", "ember"] }, "ember")).toBeNull();
    expect(handshakeAppId({}, "ember")).toBeNull();
    for (const token of ["null", "undefined", "", undefined, ["a", "b"]]) {
      expect(handshakeToken({ token })).toBeNull();
    }
    expect(handshakeToken({ token: "abc.def.ghi" })).toBe("abc.def.ghi");
  });
});

describe.each(engines)("realtime read checks on %s", (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const note = defineEntity(noteSchema, "Note");
  const open = defineEntity(openSchema, "Open");

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(engine));
    await ensureEntityTables(db, [note, open]);
  });
  afterAll(() => dispose());

  it("admits each caller to the records the read rule lets them read, deleted ones included", async () => {
    const alice = userCaller("alice", "user", { team: "red" });
    const bob = userCaller("bob", "user", { team: "blue" });
    const carol = userCaller("carol", "user", { team: "red" });
    const hers = await createRecord(db, alice, note, { text: "a", team: "red" });
    const his = await createRecord(db, bob, note, { text: "b", team: "blue" });
    const records = [hers, his];
    const ids = async (caller: Parameters<typeof readableRecordIds>[2]) =>
      [...(await readableRecordIds(db, note, caller, records))].sort();
    expect(await ids(alice)).toEqual([hers.id]);
    expect(await ids(bob)).toEqual([his.id]);
    // Same team, not the author: the rule's second branch.
    expect(await ids(carol)).toEqual([hers.id]);
    expect(await ids(anonymousCaller)).toEqual([]);
    expect(await ids(service)).toEqual([hers.id, his.id].sort());
    // A delete event is checked against the record as it was.
    const gone = await deleteRecord(db, bob, note, his.id);
    expect([...(await readableRecordIds(db, note, bob, [gone]))]).toEqual([his.id]);
    expect([...(await readableRecordIds(db, note, alice, [gone]))]).toEqual([]);
  });

  it("needs no query when the rule is plainly true", async () => {
    const ids = await readableRecordIds(db, open, anonymousCaller, [{ ...record, id: "nowhere" }]);
    expect([...ids]).toEqual(["nowhere"]);
  });
});
