import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { defineEntity } from "../../src/platform/entities/entity-schemas.ts";
import { ensureEntityTables } from "../../src/platform/entities/entity-tables.ts";
import { aggregateRecords } from "../../src/platform/entities/records-aggregate.ts";
import { listRecords } from "../../src/platform/entities/records-store.ts";
import { updateManyRecords } from "../../src/platform/entities/records-update-many.ts";
import { upsertRecords } from "../../src/platform/entities/records-upsert.ts";
import { bulkCreateRecords, createRecord } from "../../src/platform/entities/records-write.ts";
import { engines, openTestDatabase } from "../setup/databases.ts";
import {
  anonymousCaller,
  failure,
  itemSchema,
  noteSchema,
  service,
  userCaller,
} from "./entities-fixtures.ts";

const ann = userCaller("ann", "user", { team: "red" });
const bob = userCaller("bob", "user", { team: "red" });

/** updateMany, upsert and aggregate in the store: operators, batches, access rules, refusals. */
describe.each(engines)("batch record operations on %s", (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const item = defineEntity(itemSchema, "Item");
  const note = defineEntity(noteSchema, "Note");
  const items = () => listRecords(db, service, item, { sort: "title" });

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(engine));
    await ensureEntityTables(db, [item, note]);
  });
  afterAll(() => dispose());
  beforeEach(async () => {
    await db.query(`delete from ${item.table}`);
    await db.query(`delete from ${note.table}`);
  });

  describe("updateMany", () => {
    it("applies every update operator", async () => {
      const [a] = await bulkCreateRecords(db, service, item, [
        { title: "a", n: 2, count: 3, tags: ["x", "y", "x"], meta: { priority: "low", level: 1 }, note: "n" },
        { title: "b", n: 10 },
      ]);
      const result = await updateManyRecords(db, service, item, {
        query: { title: "a" },
        data: {
          $set: { "meta.priority": "high", kind: "b" },
          $inc: { n: 1.5 },
          $mul: { count: 2 },
          $unset: { note: "" },
          $addToSet: { tags: { $each: ["y", "z"] } },
          $currentDate: { when: true },
          $max: { mixed: 4 },
        },
      });
      expect(result.hasMore).toBe(false);
      expect(result.records).toHaveLength(1);
      const updated = result.records[0] as Record<string, unknown>;
      expect(updated).toMatchObject({
        id: a?.id,
        n: 3.5,
        count: 6,
        kind: "b",
        tags: ["x", "y", "x", "z"],
        meta: { priority: "high", level: 1 },
        mixed: 4,
      });
      expect(updated).not.toHaveProperty("note");
      expect(Date.parse(updated.when as string)).toBeGreaterThan(Date.now() - 60_000);
      expect(updated.updated_date).not.toBe(a?.updated_date);

      await updateManyRecords(db, service, item, {
        query: { title: "a" },
        data: {
          $pull: { tags: "x" },
          $push: { "meta.list": { $each: [3, 1, 2], $slice: 2 } },
          $min: { n: 1 },
        },
      });
      await updateManyRecords(db, service, item, { query: {}, data: { $rename: { count: "n2" } } });
      const [after] = await items();
      expect(after).toMatchObject({ tags: ["y", "z"], n: 1, meta: { priority: "high", level: 1 } });
      // n2 and meta.list are not in the schema: dropped, as update() drops unknown fields; count is gone.
      expect(after).not.toHaveProperty("count");
      expect(after).not.toHaveProperty("n2");
    });

    it("works in batches of 500, oldest first, with has_more", async () => {
      await bulkCreateRecords(
        db,
        service,
        item,
        Array.from({ length: 503 }, (_, i) => ({ title: `t${i}`, done: false })),
      );
      const update = { query: { done: false }, data: { $set: { done: true } } };
      const first = await updateManyRecords(db, service, item, update);
      expect([first.records.length, first.hasMore]).toEqual([500, true]);
      const second = await updateManyRecords(db, service, item, update);
      expect([second.records.length, second.hasMore]).toEqual([3, false]);
      expect((await listRecords(db, service, item, { query: { done: false } })).length).toBe(0);
    });

    it("changes only the records the update rule allows, in SQL", async () => {
      const mine = await createRecord(db, ann, note, { text: "ann's", team: "red" });
      const theirs = await createRecord(db, bob, note, { text: "bob's", team: "red" });
      const result = await updateManyRecords(db, bob, note, {
        query: {},
        data: { $set: { text: "changed" } },
      });
      expect(result.records.map((r) => r.id)).toEqual([theirs.id]);
      const all = await listRecords(db, service, note, { sort: "created_date" });
      expect(all.map((r) => r.text)).toEqual(["ann's", "changed"]);
      expect(mine.text).toBe("ann's");
      expect(
        (
          await failure(
            updateManyRecords(db, anonymousCaller, note, { query: {}, data: { $set: { text: "x" } } }),
          )
        ).statusCode,
      ).toBe(403);
    });

    it("refuses bad updates with 4xx and changes nothing", async () => {
      await bulkCreateRecords(db, service, item, [
        { title: "a", mixed: 1 },
        { title: "b", mixed: "text" },
      ]);
      const before = await items();
      const cases: [unknown, number, RegExp][] = [
        [{ query: {}, data: { title: "x" } }, 400, /update operators/],
        [{ query: {}, data: { $setOnInsert: { title: "x" } } }, 400, /Unsupported update operator/],
        [{ query: {}, data: { $set: { id: "x" } } }, 400, /built-in field id/],
        [{ query: {}, data: { $set: { created_date: "x" } } }, 400, /built-in/],
        [{ query: {}, data: { $set: { meta: {} }, $inc: { "meta.level": 1 } } }, 400, /conflicts/],
        [{ query: {}, data: { $inc: { n: "1" } } }, 400, /needs a number/],
        [{ query: {}, data: {} }, 400, /update operators/],
        [{ query: "title", data: { $set: { n: 1 } } }, 400, /query/],
        [{ query: { $bogus: 1 }, data: { $set: { n: 1 } } }, 400, /Unsupported query operator/],
        [[], 400, /body/],
        [{ query: {}, data: { $inc: { mixed: 1 } } }, 400, /not a number/],
        [{ query: {}, data: { $set: { title: 5 } } }, 422, /title: Input should be a valid string/],
        [{ query: {}, data: { $unset: { title: "" } } }, 422, /title: Field required/],
        [{ query: {}, data: { $set: { kind: "zzz" } } }, 422, /kind/],
      ];
      for (const [body, status, message] of cases) {
        const error = await failure(updateManyRecords(db, service, item, body));
        expect([error.statusCode, error.message]).toEqual([status, expect.stringMatching(message)]);
      }
      expect(await items()).toEqual(before);
    });
  });

  describe("upsert", () => {
    it("creates new keys, merges into existing ones, last one wins", async () => {
      const existing = await createRecord(db, service, item, { title: "a", n: 1, note: "kept" });
      const result = await upsertRecords(db, service, item, {
        key: "title",
        records: [
          { title: "a", n: 2 },
          { title: "b", n: 3 },
          { title: "b", n: 4 },
        ],
      });
      expect([result.created.length, result.updated.length]).toEqual([1, 1]);
      expect(result.records.map((r) => [r.title, r.n])).toEqual([
        ["a", 2],
        ["b", 4],
      ]);
      expect(result.records[0]).toMatchObject({ id: existing.id, note: "kept" });
      expect((await items()).map((r) => [r.title, r.n])).toEqual([
        ["a", 2],
        ["b", 4],
      ]);
    });

    it("matches a compound key exactly", async () => {
      await bulkCreateRecords(db, service, item, [
        { title: "a", kind: "a", n: 1 },
        { title: "a", kind: "b", n: 1 },
      ]);
      const result = await upsertRecords(db, service, item, {
        key: ["title", "kind"],
        records: [{ title: "a", kind: "b", n: 9 }],
      });
      expect([result.created.length, result.updated.length]).toEqual([0, 1]);
      expect((await items()).map((r) => r.n).sort()).toEqual([1, 9]);
    });

    it("updates only what the update rule allows and creates under the create rule", async () => {
      const annNote = await createRecord(db, ann, note, { text: "k1", team: "red" });
      const result = await upsertRecords(db, ann, note, {
        key: "text",
        records: [
          { text: "k1", team: "red" },
          { text: "k2", team: "red" },
        ],
      });
      expect(result.updated.map((r) => r.id)).toEqual([annNote.id]);
      // bob may not change ann's record: his record with the same key is a new one.
      const bobs = await upsertRecords(db, bob, note, {
        key: "text",
        records: [{ text: "k1", team: "red" }],
      });
      expect([bobs.created.length, bobs.updated.length]).toEqual([1, 0]);
      const refused = await failure(
        upsertRecords(db, bob, note, { key: "text", records: [{ text: "k9", team: "blue" }] }),
      );
      expect(refused.statusCode).toBe(403);
      expect(
        (await failure(upsertRecords(db, anonymousCaller, note, { key: "text", records: [{ text: "k3" }] })))
          .statusCode,
      ).toBe(403);
      expect((await listRecords(db, service, note)).length).toBe(3);
    });

    it("refuses bad input with 4xx listing the rows, and writes nothing", async () => {
      await createRecord(db, service, item, { title: "a", n: 1 });
      const before = await items();
      const bad = await failure(
        upsertRecords(db, service, item, {
          key: "title",
          records: [{ title: "a", n: 5 }, { n: 2 }, { title: "c", n: "x" }, 7],
        }),
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.message).toMatch(/^3 of 4 rows are invalid/);
      expect(bad.extraData?.rows).toEqual([
        expect.objectContaining({ row: 2, message: expect.stringMatching(/key title/) }),
        expect.objectContaining({
          row: 3,
          message: expect.stringMatching(/n: Input should be a valid number/),
        }),
        expect.objectContaining({ row: 4, message: expect.stringMatching(/JSON object/) }),
      ]);
      for (const body of [
        { key: "nope", records: [] },
        { key: [], records: [] },
        { key: "title" },
        { key: "title", records: Array.from({ length: 501 }, (_, i) => ({ title: `${i}` })) },
        "x",
      ]) {
        expect((await failure(upsertRecords(db, service, item, body))).statusCode).toBe(400);
      }
      expect(await items()).toEqual(before);
    });
  });

  describe("aggregate", () => {
    beforeEach(async () => {
      await bulkCreateRecords(db, service, item, [
        { title: "a", kind: "a", n: 1, when: "2026-01-05T10:00" },
        { title: "b", kind: "a", n: 3, when: "2026-01-05T18:00" },
        { title: "c", kind: "b", n: 10, when: "2026-02-01T09:00" },
        { title: "d", n: 4 },
      ]);
    });

    it("groups and measures", async () => {
      const { rows, truncated } = await aggregateRecords(db, service, item, {
        groupBy: "kind",
        sum: "n",
        avg: "n",
        min: ["n", "title"],
        max: "n",
        countDistinct: "title",
      });
      expect(truncated).toBe(false);
      expect(rows).toEqual([
        {
          kind: "a",
          count: 2,
          sum_n: 4,
          avg_n: 2,
          min_n: 1,
          min_title: "a",
          max_n: 3,
          count_distinct_title: 2,
        },
        {
          kind: "b",
          count: 1,
          sum_n: 10,
          avg_n: 10,
          min_n: 10,
          min_title: "c",
          max_n: 10,
          count_distinct_title: 1,
        },
        {
          kind: null,
          count: 1,
          sum_n: 4,
          avg_n: 4,
          min_n: 4,
          min_title: "d",
          max_n: 4,
          count_distinct_title: 1,
        },
      ]);
    });

    it("filters, keeps groups by having, sorts and limits", async () => {
      const dupes = await aggregateRecords(db, service, item, {
        groupBy: "kind",
        having: { count: { $gt: 1 } },
      });
      expect(dupes.rows).toEqual([{ kind: "a", count: 2 }]);
      const sorted = await aggregateRecords(db, service, item, {
        query: { n: { $gte: 3 } },
        groupBy: "kind",
        sum: "n",
        sort: "-sum_n",
        limit: 2,
      });
      expect(sorted).toEqual({
        rows: [
          { kind: "b", count: 1, sum_n: 10 },
          { kind: null, count: 1, sum_n: 4 },
        ],
        truncated: true,
      });
      expect((await aggregateRecords(db, service, item, { count: true })).rows).toEqual([{ count: 4 }]);
    });

    it("buckets dates", async () => {
      const byDay = await aggregateRecords(db, service, item, { dateBucket: { field: "when", unit: "day" } });
      expect(byDay.rows).toEqual([
        { when: "2026-01-05", count: 2 },
        { when: "2026-02-01", count: 1 },
        { when: null, count: 1 },
      ]);
      const byMonth = await aggregateRecords(db, service, item, {
        dateBucket: { field: "created_date", unit: "month" },
      });
      expect(byMonth.rows).toEqual([{ created_date: new Date().toISOString().slice(0, 7), count: 4 }]);
      const byWeek = await aggregateRecords(db, service, item, {
        dateBucket: { field: "created_date", unit: "week" },
      });
      expect(byWeek.rows[0]?.count).toBe(4);
    });

    it("counts only what the read rule lets the caller see", async () => {
      await createRecord(db, ann, note, { text: "1", team: "red" });
      await createRecord(db, ann, note, { text: "2", team: "red" });
      await createRecord(db, userCaller("cy", "user", { team: "blue" }), note, { text: "3", team: "blue" });
      expect((await aggregateRecords(db, bob, note, { groupBy: "team" })).rows).toEqual([
        { team: "red", count: 2 },
      ]);
      expect((await aggregateRecords(db, anonymousCaller, note, {})).rows).toEqual([{ count: 0 }]);
    });

    it("refuses a bad spec with 400", async () => {
      for (const spec of [
        "x",
        { groupBy: ["a", "b", "c", "d", "e"] },
        { groupBy: "bad name" },
        { bogus: 1 },
        { sum: "created_by" },
        { dateBucket: { field: "when", unit: "week" } },
        { dateBucket: { field: "when", unit: "hour" } },
        { groupBy: "kind", having: { title: "a" } },
        { groupBy: "kind", sort: "nope" },
        { limit: 0 },
        { limit: 1001 },
        { count: false },
        { query: { $bogus: 1 } },
      ]) {
        expect((await failure(aggregateRecords(db, service, item, spec))).statusCode).toBe(400);
      }
    });
  });
});
