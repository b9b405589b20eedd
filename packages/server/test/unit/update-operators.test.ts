import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/errors.ts";
import { isValidFieldName } from "../../src/platform/entities/field-sql.ts";
import { applyUpdate, parseUpdate } from "../../src/platform/entities/update-operators.ts";
import { findForbiddenKey, hasForbiddenSegment } from "../../src/platform/input-keys.ts";

describe("update operators and field names against prototype keys", () => {
  it.each([
    { $set: { "__proto__.x": "y" } },
    { $set: { "constructor.prototype.x": "y" } },
    { $set: { prototype: "y" } },
    { $inc: { "a.__proto__.n": 1 } },
    { $rename: { a: "constructor.x" } },
  ])("refuses %j with 400", (update) => {
    expect(() => parseUpdate(update)).toThrow(ApiError);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("walks only a record's own fields", () => {
    // A record read back from JSON may carry `constructor` as data; the walk must not reach Function.
    const record = JSON.parse('{"a":{"b":1}}') as Record<string, unknown>;
    const { steps } = parseUpdate({ $set: { "a.c": 2 } });
    expect(applyUpdate(record, steps, "now")).toEqual({ a: { b: 1, c: 2 } });
  });

  it("names every hostile segment, in dotted, bracket and nested forms", () => {
    for (const name of [
      "__proto__",
      "constructor",
      "prototype",
      "a.__proto__",
      "q[constructor]",
      "x.prototype.y",
    ])
      expect(hasForbiddenSegment(name), name).toBe(true);
    for (const name of ["proto", "constructors", "a.b", "q[a][b]", "__proto"])
      expect(hasForbiddenSegment(name), name).toBe(false);
    for (const name of ["__proto__", "constructor", "prototype", "goals.constructor"])
      expect(isValidFieldName(name), name).toBe(false);
    expect(findForbiddenKey(JSON.parse('{"a":[{"b":{"__proto__":{"x":1}}}]}'))).toBe("__proto__");
    expect(findForbiddenKey({ a: [{ b: { c: 1 } }], prototypes: 1 })).toBeUndefined();
  });

  it("checks a body nested far deeper than the call stack without overflowing", () => {
    const deep = JSON.parse(`${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`) as unknown;
    expect(findForbiddenKey(deep)).toBeUndefined();
  });
});
