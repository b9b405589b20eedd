import { describe, expect, it } from "vitest";
import { parseSort, recordQuery } from "../src/features/admin/records/record-query.ts";

describe("the console tables' server query", () => {
  it("is the fixed filter alone without a search text", () => {
    expect(recordQuery({ handled_at: null }, "  ", ["keyword"])).toEqual({ handled_at: null });
    expect(recordQuery({}, "", ["email"])).toEqual({});
  });

  it("matches the search text literally and case-blind in any search field", () => {
    expect(recordQuery({}, " a.b+ ", ["full_name", "email"])).toEqual({
      $or: [
        { full_name: { $regex: "a\\.b\\+", $options: "i" } },
        { email: { $regex: "a\\.b\\+", $options: "i" } },
      ],
    });
  });

  it("keeps the fixed filter beside the search", () => {
    expect(recordQuery({ handled_at: null }, "x", ["keyword"])).toEqual({
      $and: [{ handled_at: null }, { $or: [{ keyword: { $regex: "x", $options: "i" } }] }],
    });
  });

  it("reads a sort", () => {
    expect(parseSort("-created_date")).toEqual({ field: "created_date", descending: true });
    expect(parseSort("email")).toEqual({ field: "email", descending: false });
  });
});
