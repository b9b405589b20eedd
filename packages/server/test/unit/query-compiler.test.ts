import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/errors.ts";
import { compileQuery, queryLimits } from "../../src/platform/entities/query-compiler.ts";
import { SqlParams } from "../../src/platform/entities/sql-params.ts";

const options = { stringFields: new Set(["status", "email"]) };

function compile(query: unknown) {
  const params = new SqlParams();
  return { sql: compileQuery(query, params, options), params: params.values };
}

function compileError(query: unknown): ApiError {
  try {
    compileQuery(query, new SqlParams(), options);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error(`compiled without error: ${JSON.stringify(query)}`);
}

const n = (name: string) => `data->'${name}'`;

describe("compileQuery: every operator", () => {
  it.each<[string, unknown, string, unknown[]]>([
    ["empty query", {}, "true", []],
    [
      "declared string field, as text (index-friendly)",
      { status: "open" },
      "data->>'status' = $1::text",
      ["open"],
    ],
    ["other scalar, as jsonb containment", { n: 5 }, `${n("n")} @> $1::jsonb`, ["5"]],
    ["boolean", { done: true }, `${n("done")} @> $1::jsonb`, ["true"]],
    ["null matches null or missing", { a: null }, `(${n("a")} is null or ${n("a")} = 'null'::jsonb)`, []],
    ["object, exact", { o: { x: 1 } }, `${n("o")} = $1::jsonb`, ['{"x":1}']],
    ["array shorthand is $in", { tags: ["x", 2] }, `${n("tags")} @> any($1::jsonb[])`, [['"x"', "2"]]],
    [
      "$in on a string field",
      { status: { $in: ["a", "b"] } },
      "data->>'status' = any($1::text[])",
      [["a", "b"]],
    ],
    [
      "$in with null",
      { a: { $in: [null, 1] } },
      `(${n("a")} is null or ${n("a")} = 'null'::jsonb) or (${n("a")} @> any($1::jsonb[]))`,
      [["1"]],
    ],
    ["empty $in matches nothing", { a: { $in: [] } }, "false", []],
    ["$eq", { n: { $eq: 3 } }, `${n("n")} @> $1::jsonb`, ["3"]],
    ["$ne is true for missing fields", { n: { $ne: 3 } }, `(${n("n")} @> $1::jsonb) is not true`, ["3"]],
    ["$nin", { status: { $nin: ["a"] } }, "(data->>'status' = any($1::text[])) is not true", [["a"]]],
    [
      "$gt on numbers",
      { n: { $gt: 1 } },
      `(jsonb_typeof(${n("n")}) = 'number' and ${n("n")} > $1::jsonb)`,
      ["1"],
    ],
    [
      "$lte on strings, code-point order",
      { s: { $lte: "m" } },
      `(jsonb_typeof(${n("s")}) = 'string' and data->>'s' collate "C" <= $1::text)`,
      ["m"],
    ],
    [
      "$gte null is null-or-missing",
      { a: { $gte: null } },
      `(${n("a")} is null or ${n("a")} = 'null'::jsonb)`,
      [],
    ],
    ["$lt null matches nothing", { a: { $lt: null } }, "false", []],
    ["$exists true", { a: { $exists: true } }, `${n("a")} is not null`, []],
    ["$exists false", { a: { $exists: false } }, `${n("a")} is null`, []],
    [
      "$regex with $options i",
      { t: { $regex: "^a", $options: "i" } },
      `(jsonb_typeof(${n("t")}) = 'string' and data->>'t' ~ $1::text)`,
      ["(?pi)^a"],
    ],
    [
      "$regex multiline and dotall",
      { t: { $regex: "a.b", $options: "ms" } },
      `(jsonb_typeof(${n("t")}) = 'string' and data->>'t' ~ $1::text)`,
      ["(?w)a.b"],
    ],
    [
      "$all",
      { tags: { $all: ["a", "b"] } },
      `(jsonb_typeof(${n("tags")}) = 'array' and ${n("tags")} @> $1::jsonb)`,
      ['["a","b"]'],
    ],
    [
      "$size",
      { tags: { $size: 2 } },
      `(case when jsonb_typeof(${n("tags")}) = 'array' then jsonb_array_length(${n("tags")}) = $1::int else false end)`,
      [2],
    ],
    [
      "$not",
      { n: { $not: { $gt: 3 } } },
      `(jsonb_typeof(${n("n")}) = 'number' and ${n("n")} > $1::jsonb) is not true`,
      ["3"],
    ],
    ["dotted path", { "meta.priority": "high" }, "data#>'{meta,priority}' @> $1::jsonb", ['"high"']],
    ["built-in text column", { created_by: "a@b.c" }, "created_by = $1::text", ["a@b.c"]],
    ["built-in null", { created_by_id: null }, "created_by_id is null", []],
    [
      "built-in date, normalised",
      { created_date: { $gte: "2024-01-01" } },
      "created_date >= $1::timestamptz",
      ["2024-01-01T00:00:00.000Z"],
    ],
    ["id", { id: { $in: ["a", "b"] } }, "id = any($1::text[])", [["a", "b"]]],
  ])("%s", (_name, query, sql, params) => {
    expect(compile(query)).toEqual({ sql, params });
  });

  it("joins several fields and operators with and", () => {
    expect(compile({ n: { $gte: 1, $lt: 5 }, status: "x" }).sql).toBe(
      `((jsonb_typeof(${n("n")}) = 'number' and ${n("n")} >= $1::jsonb) and (jsonb_typeof(${n("n")}) = 'number' and ${n("n")} < $2::jsonb)) and (data->>'status' = $3::text)`,
    );
  });

  it("nests $and, $or and $nor", () => {
    const { sql, params } = compile({ $or: [{ a: 1 }, { $and: [{ b: 2 }, { $nor: [{ c: 3 }] }] }] });
    expect(sql).toBe(
      `(${n("a")} @> $1::jsonb) or ((${n("b")} @> $2::jsonb) and ((${n("c")} @> $3::jsonb) is not true))`,
    );
    expect(params).toEqual(["1", "2", "3"]);
  });

  it("ignores fields whose value is undefined, as JSON on the wire would", () => {
    expect(compile({ n: 1, other: undefined })).toEqual({ sql: `${n("n")} @> $1::jsonb`, params: ["1"] });
  });

  it("treats undefined and null queries as no filter", () => {
    expect(compileQuery(undefined, new SqlParams())).toBe("true");
    expect(compileQuery(null, new SqlParams())).toBe("true");
  });

  it("numbers parameters after those already bound (rules, cursors)", () => {
    const params = new SqlParams();
    params.bind("earlier");
    expect(compileQuery({ n: 1 }, params)).toBe(`${n("n")} @> $2::jsonb`);
  });
});

describe("compileQuery: hostile input", () => {
  const hostile = "x'); drop table e_badge; --";

  it.each<[string, unknown]>([
    ["string value", { status: hostile }],
    ["jsonb value", { other: hostile }],
    ["$in values", { other: { $in: [hostile, `${hostile}"`] } }],
    ["$regex", { t: { $regex: hostile.replace("(", "\\(").replace(")", "\\)") } }],
    ["$all", { tags: { $all: [hostile] } }],
    ["object value", { o: { [hostile]: hostile } }],
    ["built-in column", { created_by: hostile }],
  ])("keeps a %s out of the SQL text", (_name, query) => {
    const { sql, params } = compile(query);
    expect(sql).not.toContain("drop");
    expect(JSON.stringify(params)).toContain("drop table");
  });

  it.each([
    "a'; drop table x; --",
    "a b",
    "",
    "1a",
    "a..b",
    "a.",
    ".a",
    "a-b",
    "a->>'b'",
    'a"b',
    "ключ",
    "a".repeat(201),
    "created_date.x",
  ])("refuses the field name %j", (name) => {
    const error = compileError({ [name]: 1 });
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(/Invalid field name/);
  });

  it.each([
    [{ $where: "sleep(10)" }, "$where"],
    [{ $expr: { $eq: [1, 1] } }, "$expr"],
    [{ $text: { $search: "x" } }, "$text"],
    [{ a: { $foo: 1 } }, "$foo"],
    [{ a: { $where: "1" } }, "$where"],
    [{ a: { $not: { $bar: 1 } } }, "$bar"],
    [{ $or: [{ a: { $elemMatch: { b: { $near: 1 } } } }] }, "$near"],
  ])("names the unsupported operator in %j", (query, op) => {
    const error = compileError(query);
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(`Unsupported query operator: ${op}`);
  });

  it.each<[string, unknown, RegExp]>([
    ["a non-object query", [1, 2], /must be a JSON object/],
    ["a string query", "a", /must be a JSON object/],
    ["an empty $and", { $and: [] }, /non-empty array/],
    ["$or of a non-array", { $or: { a: 1 } }, /non-empty array/],
    ["$or of non-objects", { $or: [1] }, /must be a JSON object/],
    ["mixed operators and fields", { a: { $gt: 1, b: 2 } }, /Cannot mix/],
    ["$in of a non-array", { a: { $in: 5 } }, /needs an array/],
    ["$all of a non-array", { a: { $all: "x" } }, /needs an array/],
    ["$size negative", { a: { $size: -1 } }, /non-negative integer/],
    ["$size fractional", { a: { $size: 1.5 } }, /non-negative integer/],
    ["$exists of a string", { a: { $exists: "yes" } }, /true or false/],
    ["$regex of a number", { a: { $regex: 5 } }, /needs a string/],
    ["an invalid $regex", { a: { $regex: "[" } }, /Invalid regular expression/],
    ["an unknown $options flag", { a: { $regex: "x", $options: "g" } }, /Unsupported \$options/],
    ["$options alone", { a: { $options: "i" } }, /needs \$regex/],
    ["$not of a value", { a: { $not: 5 } }, /\$not needs/],
    ["$not of a plain object", { a: { $not: { b: 1 } } }, /\$not needs/],
    ["$gt of an object", { a: { $gt: {} } }, /needs a number, string, boolean or null/],
    ["an invalid built-in date", { created_date: { $gt: "not a date" } }, /Invalid date for created_date/],
  ])("answers 400 for %s", (_name, query, message) => {
    const error = compileError(query);
    expect(error.statusCode).toBe(400);
    expect(error.message).toMatch(message);
  });

  it("refuses deep nesting of logic", () => {
    let query: Record<string, unknown> = { a: 1 };
    for (let i = 0; i < 20; i++) query = { $and: [query] };
    expect(compileError(query).message).toBe("Query is nested too deeply");
  });

  it("accepts nesting up to the limit", () => {
    let query: Record<string, unknown> = { a: 1 };
    for (let i = 0; i < queryLimits.maxDepth - 1; i++) query = { $or: [query] };
    expect(compile(query).params).toEqual(["1"]);
  });

  it("refuses deeply nested values", () => {
    let value: unknown = 1;
    for (let i = 0; i < 100; i++) value = [value];
    expect(compileError({ a: { $eq: value } }).message).toMatch(/nested too deeply/);
  });

  it("refuses too many conditions", () => {
    const query = { $or: Array.from({ length: queryLimits.maxNodes + 1 }, (_, i) => ({ [`f${i}`]: i })) };
    expect(compileError(query).message).toBe("Query is too large");
  });

  it("refuses too many values", () => {
    const values = Array.from({ length: queryLimits.maxValues + 1 }, (_, i) => i);
    expect(compileError({ a: { $in: values } }).message).toBe("Query is too large");
  });
});
