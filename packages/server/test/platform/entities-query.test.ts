import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { defineEntity, type EntityDefinition } from "../../src/platform/entities/entity-schemas.ts";
import { ensureEntityTables } from "../../src/platform/entities/entity-tables.ts";
import type { EntityRecord } from "../../src/platform/entities/record-rows.ts";
import { listDistinctValues, listRecordsPage } from "../../src/platform/entities/records-page.ts";
import { countRecords, listRecords } from "../../src/platform/entities/records-store.ts";
import { bulkCreateRecords, createRecord, deleteRecord } from "../../src/platform/entities/records-write.ts";
import { engines, openTestDatabase } from "../setup/databases.ts";
import { failure, itemSchema, service } from "./entities-fixtures.ts";

const seed = [
  {
    title: "apple",
    n: 1,
    done: true,
    tags: ["red", "fruit"],
    meta: { priority: "high", level: 2 },
    kind: "a",
    mixed: 5,
  },
  {
    title: "Banana",
    n: 2.5,
    tags: ["yellow", "fruit"],
    meta: { priority: "low", level: 1 },
    kind: "b",
    mixed: "5",
  },
  { title: "cherry", n: 10, tags: ["red"], note: null, mixed: 10 },
  { title: "date", n: -3, tags: [], meta: { priority: "high" }, mixed: "10" },
  { title: "elder", note: "has\nnewline" },
  { title: "fig", n: 100, done: true, tags: ["green", "fruit"], kind: "a", when: "2024-05-01T10:30" },
];

const titles = (records: readonly Record<string, unknown>[]) => records.map((r) => r.title);
const sorted = (values: readonly unknown[]) => [...values].sort();

describe.each(engines)("entity queries on %s", (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const item: EntityDefinition = defineEntity(itemSchema, "Item");
  let records: EntityRecord[];
  const filter = (query: unknown, sort = "title") =>
    listRecords(db, service, item, { query, sort }).then(titles);

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(engine));
    await ensureEntityTables(db, [item]);
    records = await bulkCreateRecords(db, service, item, seed);
  });
  afterAll(() => dispose());

  it.each<[string, unknown, string[]]>([
    ["an exact string", { title: "apple" }, ["apple"]],
    ["an exact number, numerically", { n: 1.0 }, ["apple"]],
    ["a fractional number", { n: 2.5 }, ["Banana"]],
    ["a boolean, with the schema default applied", { done: false }, ["Banana", "cherry", "date", "elder"]],
    ["null: null or missing", { note: null }, ["Banana", "apple", "cherry", "date", "fig"]],
    ["the array shorthand ($in)", { title: ["apple", "fig", "nope"] }, ["apple", "fig"]],
    ["a scalar inside an array field", { tags: "red" }, ["apple", "cherry"]],
    ["$eq of a whole array", { tags: { $eq: ["red"] } }, ["cherry"]],
    ["$ne, which includes missing", { kind: { $ne: "a" } }, ["Banana", "cherry", "date", "elder"]],
    ["$gt and $lte together", { n: { $gt: 1, $lte: 10 } }, ["Banana", "cherry"]],
    ["$lt on negatives", { n: { $lt: 0 } }, ["date"]],
    ["$gte on strings, by code point", { title: { $gte: "a", $lt: "d" } }, ["apple", "cherry"]],
    ["$in with null", { kind: { $in: ["a", null] } }, ["apple", "cherry", "date", "elder", "fig"]],
    ["$nin", { kind: { $nin: ["a"] } }, ["Banana", "cherry", "date", "elder"]],
    ["$exists false", { n: { $exists: false } }, ["elder"]],
    ["$exists true, counting an explicit null", { note: { $exists: true } }, ["cherry", "elder"]],
    ["$regex with $options i", { title: { $regex: "^b", $options: "i" } }, ["Banana"]],
    ["$regex, case-sensitive", { title: { $regex: "^b" } }, []],
    ["$regex anchored", { title: { $regex: "an+a$" } }, ["Banana"]],
    ["$regex: '.' skips newlines by default", { note: { $regex: "has.newline" } }, []],
    ["$regex with $options s", { note: { $regex: "has.newline", $options: "s" } }, ["elder"]],
    ["$regex with $options m", { note: { $regex: "^newline$", $options: "m" } }, ["elder"]],
    ["$all", { tags: { $all: ["fruit", "red"] } }, ["apple"]],
    ["$size 0", { tags: { $size: 0 } }, ["date"]],
    ["$size 2", { tags: { $size: 2 } }, ["Banana", "apple", "fig"]],
    ["$not, which includes missing", { n: { $not: { $gt: 5 } } }, ["Banana", "apple", "date", "elder"]],
    ["$or", { $or: [{ kind: "b" }, { n: { $gt: 50 } }] }, ["Banana", "fig"]],
    ["$and", { $and: [{ tags: "fruit" }, { done: false }] }, ["Banana"]],
    ["$nor", { $nor: [{ done: true }, { n: { $exists: false } }] }, ["Banana", "cherry", "date"]],
    ["a dotted path", { "meta.priority": "high" }, ["apple", "date"]],
    ["a dotted path with a comparison", { "meta.level": { $gte: 2 } }, ["apple"]],
    ["a number, not the same digits as a string", { mixed: 5 }, ["apple"]],
    ["a string, not the same digits as a number", { mixed: "5" }, ["Banana"]],
    ["$gt on numbers skips strings", { mixed: { $gt: 4 } }, ["apple", "cherry"]],
    ["$gt on strings skips numbers", { mixed: { $gt: "1" } }, ["Banana", "date"]],
    ["a date-time string field", { when: { $gte: "2024-01-01" } }, ["fig"]],
    [
      "built-in created_by (service writes none)",
      { created_by: null },
      ["Banana", "apple", "cherry", "date", "elder", "fig"],
    ],
    [
      "built-in created_date",
      { created_date: { $gt: "2000-01-01T00:00:00Z" } },
      ["Banana", "apple", "cherry", "date", "elder", "fig"],
    ],
  ])("matches %s", async (_name, query, expected) => {
    expect(await filter(query)).toEqual(expected);
  });

  it("matches by id and counts", async () => {
    const first = records[0] as EntityRecord;
    expect(await filter({ id: first.id })).toEqual(["apple"]);
    expect(await countRecords(db, service, item, { tags: "fruit" })).toBe(3);
    expect(await countRecords(db, service, item)).toBe(seed.length);
  });

  it("answers 400, not 500, for what only the database rejects", async () => {
    // JavaScript accepts a named group; PostgreSQL's regex engine does not.
    expect((await failure(filter({ title: { $regex: "(?<n>a)p" } }))).message).toMatch(
      /Invalid regular expression/,
    );
    expect((await failure(filter({ title: "a\u0000b" }))).statusCode).toBe(400);
    expect((await failure(filter({ title: { $foo: 1 } }))).message).toBe("Unsupported query operator: $foo");
  });

  it.each<[string, string[]]>([
    ["title", ["Banana", "apple", "cherry", "date", "elder", "fig"]],
    ["+title", ["Banana", "apple", "cherry", "date", "elder", "fig"]],
    ["-title", ["fig", "elder", "date", "cherry", "apple", "Banana"]],
    ["n", ["elder", "date", "apple", "Banana", "cherry", "fig"]],
    ["-n", ["fig", "cherry", "Banana", "apple", "date", "elder"]],
    // MongoDB's order across types: missing, numbers, strings.
    ["mixed", ["elder", "fig", "apple", "cherry", "date", "Banana"]],
    ["created_date", ["apple", "Banana", "cherry", "date", "elder", "fig"]],
    ["-created_date", ["fig", "elder", "date", "cherry", "Banana", "apple"]],
  ])("sorts by %s", async (sort, expected) => {
    expect(titles(await listRecords(db, service, item, { sort }))).toEqual(expected);
  });

  it("sorts newest first by default", async () => {
    expect(titles(await listRecords(db, service, item))).toEqual([
      "fig",
      "elder",
      "date",
      "cherry",
      "Banana",
      "apple",
    ]);
  });

  it("refuses a sort on an invalid field name", async () => {
    expect((await failure(listRecords(db, service, item, { sort: "-a;drop" }))).statusCode).toBe(400);
  });

  it("pages with limit and skip", async () => {
    expect(titles(await listRecords(db, service, item, { sort: "title", limit: 2, skip: 2 }))).toEqual([
      "cherry",
      "date",
    ]);
    expect(titles(await listRecords(db, service, item, { sort: "title", skip: 5 }))).toEqual(["fig"]);
    expect(await listRecords(db, service, item, { skip: 50 })).toEqual([]);
  });

  it("projects the requested fields, always with id", async () => {
    const rows = await listRecords(db, service, item, {
      sort: "title",
      fields: "title,n",
      limit: 5,
      skip: 4,
    });
    expect(rows).toEqual([
      { id: records[4]?.id, title: "elder" },
      { id: records[5]?.id, title: "fig", n: 100 },
    ]);
    const withDates = await listRecords(db, service, item, { fields: ["created_date"], limit: 1 });
    expect(Object.keys(withDates[0] ?? {})).toEqual(["id", "created_date"]);
  });

  it.each<[string, unknown]>([
    ["-created_date", undefined],
    ["title", undefined],
    ["-n", undefined],
    ["mixed", undefined],
    ["-created_by", undefined],
    ["id", { tags: "fruit" }],
    ["-meta.priority", { title: { $ne: "zzz" } }],
  ])("walks every record exactly once with a cursor, sorted by %s", async (sort, query) => {
    const expected = await listRecords(db, service, item, { sort, query });
    const seen: unknown[] = [];
    let page = await listRecordsPage(db, service, item, { sort, query, limit: 2 });
    for (let guard = 0; guard < 20; guard++) {
      seen.push(...page.items.map((r) => r.id));
      if (!page.next_cursor) break;
      expect(page.has_more).toBe(true);
      page = await listRecordsPage(db, service, item, { cursor: page.next_cursor, limit: 2, query });
    }
    expect(page.has_more).toBe(false);
    expect(seen).toEqual(expected.map((r) => r.id));
  });

  it("keeps the walk's fields on later pages, and refuses a different query with the cursor", async () => {
    const first = await listRecordsPage(db, service, item, { sort: "title", fields: "title", limit: 1 });
    const cursor = first.next_cursor as string;
    const second = await listRecordsPage(db, service, item, { cursor, limit: 1 });
    expect(second.items).toEqual([{ id: records[0]?.id, title: "apple" }]);
    expect((await failure(listRecordsPage(db, service, item, { cursor, query: { n: 1 } }))).message).toMatch(
      /cursor/,
    );
    expect((await failure(listRecordsPage(db, service, item, { cursor, sort: "-title" }))).message).toMatch(
      /cursor/,
    );
  });

  it("refuses a forged or broken cursor with 400", async () => {
    const forged = (state: unknown) => Buffer.from(JSON.stringify(state)).toString("base64url");
    for (const cursor of [
      "not a cursor!",
      "e30",
      forged({ v: 1, q: null, s: "title", f: null, k: ["x", "y", "z", "w"], i: "a" }),
      forged({ v: 1, q: null, s: "created_date", f: null, k: ["yesterday"], i: "a" }),
      forged({ v: 1, q: { $where: "1" }, s: "title", f: null, k: ["2", "0", "a", "null"], i: "a" }),
    ]) {
      expect((await failure(listRecordsPage(db, service, item, { cursor }))).statusCode).toBe(400);
    }
  });

  it.each<[string, unknown, unknown[]]>([
    ["kind", undefined, ["a", "b"]],
    ["tags", undefined, ["fruit", "green", "red", "yellow"]],
    ["tags", { done: true }, ["fruit", "green", "red"]],
    ["mixed", undefined, [5, 10, "10", "5"]],
    ["note", undefined, [null, "has\nnewline"]],
    ["meta.priority", undefined, ["high", "low"]],
    ["created_by", undefined, []],
  ])("reads the distinct values of %s (query %j), a page at a time", async (distinct, query, expected) => {
    const values: unknown[] = [];
    let page = await listDistinctValues(db, service, item, { distinct, query, limit: 1 });
    for (let guard = 0; guard < 20; guard++) {
      values.push(...page.items);
      if (!page.next_cursor) break;
      page = await listDistinctValues(db, service, item, { distinct, cursor: page.next_cursor, limit: 1 });
    }
    expect(values).toEqual(expected);
  });

  it("keeps a distinct cursor to its own field", async () => {
    const first = await listDistinctValues(db, service, item, { distinct: "kind", limit: 1 });
    const cursor = first.next_cursor as string;
    expect(
      (await failure(listDistinctValues(db, service, item, { distinct: "tags", cursor }))).statusCode,
    ).toBe(400);
    expect((await failure(listRecordsPage(db, service, item, { cursor }))).statusCode).toBe(400);
    expect(await listDistinctValues(db, service, item, { distinct: "kind", cursor })).toEqual({
      items: ["b"],
      next_cursor: null,
      has_more: false,
    });
  });

  it("sees neither duplicates nor gaps when records are added and removed during a walk", async () => {
    const extra = await createRecord(db, service, item, { title: "zz-temp" });
    const before = (await listRecords(db, service, item, { sort: "created_date" })).map((r) => r.id);
    const first = await listRecordsPage(db, service, item, { sort: "created_date", limit: 3 });
    // A record behind the cursor disappears, and a new one arrives after it.
    await deleteRecord(db, service, item, first.items[0]?.id as string);
    const added = await createRecord(db, service, item, { title: "zz-new" });
    const rest = await listRecordsPage(db, service, item, {
      cursor: first.next_cursor as string,
      limit: 100,
    });
    const seen = [...first.items, ...rest.items].map((r) => r.id);
    expect(seen).toEqual([...before, added.id]);
    expect(sorted(seen)).toEqual(sorted([...new Set(seen)]));
    await deleteRecord(db, service, item, extra.id);
    await deleteRecord(db, service, item, added.id);
    records = (await listRecords(db, service, item, { sort: "created_date" })) as EntityRecord[];
  });
});
