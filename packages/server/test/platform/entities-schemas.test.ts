import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  defineEntities,
  defineEntity,
  EntitySchemaError,
  entitiesDir,
  loadEntities,
} from "../../src/platform/entities/entity-schemas.ts";
import { indexName, tableName } from "../../src/platform/entities/entity-tables.ts";
import { newRecordId } from "../../src/platform/entities/record-ids.ts";

function problemsOf(raw: unknown): readonly string[] {
  try {
    defineEntity(raw, "Test.json");
  } catch (error) {
    if (error instanceof EntitySchemaError) return error.problems;
    throw error;
  }
  return [];
}

const valid = { name: "Test", type: "object", properties: { title: { type: "string" } } };

describe("entity schemas", () => {
  it("finds entities/ at the repository root from the server package", () => {
    expect(entitiesDir()).toBe(path.resolve(import.meta.dirname, "../../../../entities"));
  });

  it("names tables in snake case", () => {
    expect(tableName("Application")).toBe("e_application");
    expect(tableName("UserProfile")).toBe("e_user_profile");
    expect(tableName("ABTest2Run")).toBe("e_ab_test2_run");
  });

  it("keeps index names within PostgreSQL's 63 characters without collisions", () => {
    const long = (suffix: string) => ({
      fields: [`a_very_long_field_name_number_one_${suffix}`],
      unique: false,
      lower: [],
      trigram: false,
      sort: false,
    });
    const a = indexName("e_some_long_entity_name", long("a"));
    const b = indexName("e_some_long_entity_name", long("b"));
    expect(a.length).toBeLessThanOrEqual(63);
    expect(a).not.toBe(b);
  });

  it("accepts the Base44 schema forms", () => {
    expect(
      problemsOf({
        ...valid,
        properties: {
          title: { type: "string", enumNames: ["x"], description: "shown in forms" },
          untyped: { description: "a string" },
          either: { type: ["string", "null"] },
          file: { type: "string", format: "file" },
          at: { type: "string", format: "date-time" },
          nested: { type: "object", properties: { x: { type: "integer" } }, required: ["x"] },
          list: { type: "array", items: { type: "object", properties: { y: { type: "boolean" } } } },
        },
        required: ["title"],
        rls: {
          create: { user_condition: { role: "user" } },
          read: { $or: [{ created_by: "{{user.email}}" }, { "data.team": "{{user.data.team}}" }] },
          write: false,
        },
        indexes: [["title"], { fields: ["title", "created_date"], unique: true, lower: ["title"] }],
      }),
    ).toEqual([]);
  });

  it.each<[string, unknown, RegExp]>([
    ["a non-object", [], /must be a JSON object/],
    ["a bad name", { ...valid, name: "my-entity" }, /name: letters and digits/],
    ["the reserved User", { ...valid, name: "User" }, /User is built in/],
    ["a type other than object", { ...valid, type: "array" }, /type: must be "object"/],
    ["a bad field name", { ...valid, properties: { "a-b": { type: "string" } } }, /invalid field name/],
    ["an unknown required field", { ...valid, required: ["nope"] }, /required: nope is not a property/],
    ["an unknown rls operation", { ...valid, rls: { list: true } }, /rls.list: unknown operation/],
    ["a bad rls rule", { ...valid, rls: { read: "yes" } }, /rls.read: must be true, false or a condition/],
    ["a bad rls field", { ...valid, rls: { read: { "a'b": 1 } } }, /rls.read.a'b: invalid field name/],
    [
      "an index on an unknown field",
      { ...valid, indexes: [["nope"]] },
      /indexes\[0\].fields: nope is not a property/,
    ],
    [
      "an index key we do not know",
      { ...valid, indexes: [{ fields: ["title"], sparse: true }] },
      /unknown keys sparse/,
    ],
    [
      "lower of a field outside the index",
      { ...valid, indexes: [{ fields: ["title"], lower: ["x"] }] },
      /lower/,
    ],
    [
      "a sort index over two fields",
      { ...valid, indexes: [{ fields: ["title", "id"], sort: true }] },
      /indexes\[0\].sort: one field/,
    ],
    [
      "a unique sort index",
      { ...valid, indexes: [{ fields: ["title"], sort: true, unique: true }] },
      /indexes\[0\].sort: one field/,
    ],
    ["an unknown field type", { ...valid, properties: { t: { type: "text" } } }, /properties:/],
    [
      "a field-level rule with an unknown operation",
      { ...valid, properties: { t: { type: "string", rls: { list: false } } } },
      /properties.t.rls.list: unknown operation/,
    ],
    [
      "a nested field-level rule",
      { ...valid, properties: { o: { type: "object", properties: { s: { rls: { write: false } } } } } },
      /o.s.rls: rules on a nested field are not supported/,
    ],
    [
      "an invalid pattern",
      { ...valid, properties: { t: { type: "string", pattern: "([a-z" } } },
      /properties:/,
    ],
  ])("refuses %s", (_name, raw, problem) => {
    const problems = problemsOf(raw);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join("\n")).toMatch(problem);
    expect(problems.every((p) => p.startsWith("Test.json: "))).toBe(true);
  });

  it("lists every problem of every file, and refuses clashing names", () => {
    const run = () =>
      defineEntities([
        { raw: { ...valid, name: "Other" }, source: "Test.json" },
        { raw: { ...valid, name: "" }, source: "Bad.json" },
        { raw: valid, source: "inline" },
        { raw: valid, source: "again" },
      ]);
    expect(run).toThrow(EntitySchemaError);
    expect(run).toThrow(/Test.json: name Other differs from the file name/);
    expect(run).toThrow(/Bad.json: name:/);
    expect(run).toThrow(/again: Test clashes/);
  });

  it("refuses to start from a folder with an invalid file", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "ember-entities-"));
    try {
      await writeFile(path.join(dir, "Test.json"), "{ not json");
      await expect(loadEntities(dir)).rejects.toThrow(/Test.json: not valid JSON/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("makes time-ordered 24-hex-character ids", () => {
    const ids = [
      newRecordId(new Date("2024-01-01")),
      newRecordId(new Date("2024-01-01")),
      newRecordId(new Date("2025-01-01")),
    ];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(ids.slice(0, 2)).toEqual([...ids.slice(0, 2)].sort());
    expect(ids[0]?.slice(0, 8)).toBe((Date.parse("2024-01-01") / 1000).toString(16));
    expect((ids[2] ?? "") > (ids[1] ?? "")).toBe(true);
  });
});
