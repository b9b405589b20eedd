import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { defineEntity } from "../../src/platform/entities/entity-schemas.ts";
import { ensureEntityTables } from "../../src/platform/entities/entity-tables.ts";
import { countRecords, listRecords } from "../../src/platform/entities/records-store.ts";
import { bulkCreateRecords } from "../../src/platform/entities/records-write.ts";
import { engines, openTestDatabase } from "../setup/databases.ts";
import { failure, service, userCaller } from "./entities-fixtures.ts";

const orderSchema = {
  name: "Order",
  type: "object",
  properties: {
    ref: { type: "string" },
    scores: { type: "array", items: { type: "number" } },
    lines: {
      type: "array",
      items: {
        type: "object",
        properties: { sku: { type: "string" }, qty: { type: "integer" }, tags: { type: "array" } },
      },
    },
    owner: { type: "string" },
  },
  required: ["ref"],
  rls: { read: { lines: { $elemMatch: { sku: "{{user.data.sku}}" } } } },
};

const seed = [
  {
    ref: "a",
    scores: [1, 8],
    lines: [
      { sku: "x", qty: 1 },
      { sku: "y", qty: 5, tags: ["gift"] },
    ],
  },
  { ref: "b", scores: [4, 6], lines: [{ sku: "x", qty: 5 }] },
  { ref: "c", scores: [], lines: [] },
  { ref: "d", scores: [10] },
  { ref: "e", lines: [{ sku: "y", qty: 1, tags: [{ k: "rush" }] }] },
];

/** MongoDB's $elemMatch in the SDK's entity queries: one element satisfying every condition at once. */
describe.each(engines)("$elemMatch on %s", (engine) => {
  let db: Database;
  let dispose: () => Promise<void>;
  const order = defineEntity(orderSchema, "Order");
  const refs = (query: unknown) =>
    listRecords(db, service, order, { query, sort: "ref" }).then((rows) => rows.map((r) => r.ref));

  beforeAll(async () => {
    ({ db, dispose } = await openTestDatabase(engine));
    await ensureEntityTables(db, [order]);
    await bulkCreateRecords(db, service, order, seed);
  });
  afterAll(() => dispose());

  it.each<[string, unknown, string[]]>([
    [
      "operators on scalar elements, all on one element",
      { scores: { $elemMatch: { $gt: 5, $lt: 9 } } },
      ["a", "b"],
    ],
    ["no element between 2 and 4 in a, b has 4", { scores: { $elemMatch: { $gte: 2, $lte: 4 } } }, ["b"]],
    ["fields of one object element", { lines: { $elemMatch: { sku: "x", qty: { $gte: 5 } } } }, ["b"]],
    ["not spread over two elements", { lines: { $elemMatch: { sku: "x", qty: 5, tags: "gift" } } }, []],
    ["$in inside", { lines: { $elemMatch: { sku: { $in: ["y", "z"] } } } }, ["a", "e"]],
    ["$or inside the element", { lines: { $elemMatch: { $or: [{ qty: 5 }, { sku: "q" }] } } }, ["a", "b"]],
    ["nested $elemMatch", { lines: { $elemMatch: { tags: { $elemMatch: { k: "rush" } } } } }, ["e"]],
    ["$exists inside", { lines: { $elemMatch: { tags: { $exists: true } } } }, ["a", "e"]],
    [
      "a missing or empty array never matches",
      { scores: { $elemMatch: { $exists: true } } },
      ["a", "b", "d"],
    ],
    ["negated with $not", { scores: { $not: { $elemMatch: { $gt: 7 } } } }, ["b", "c", "e"]],
    [
      "combined with $and at the root",
      { $and: [{ lines: { $elemMatch: { sku: "x" } } }, { ref: "a" }] },
      ["a"],
    ],
    ["a non-array field is no match", { ref: { $elemMatch: { $eq: "a" } } }, []],
  ])("%s", async (_name, query, expected) => {
    expect(await refs(query)).toEqual(expected);
  });

  it("refuses a malformed $elemMatch with 400", async () => {
    for (const query of [
      { lines: { $elemMatch: {} } },
      { lines: { $elemMatch: 3 } },
      { lines: { $elemMatch: { $bogus: 1 } } },
      { lines: { $elemMatch: { "bad name": 1 } } },
    ]) {
      const error = await failure(listRecords(db, service, order, { query }));
      expect(error.statusCode).toBe(400);
    }
  });

  it("works inside an access rule, in SQL", async () => {
    const buyer = userCaller("buyer", "user", { sku: "y" });
    const seen = await listRecords(db, buyer, order, { sort: "ref" });
    expect(seen.map((r) => r.ref)).toEqual(["a", "e"]);
    expect(await countRecords(db, buyer, order, { lines: { $elemMatch: { qty: 5 } } })).toBe(1);
    expect(await listRecords(db, userCaller("nobody"), order)).toEqual([]);
  });
});
