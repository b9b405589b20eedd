import { describe, expect, it } from "vitest";
import { pageWindow, parseSort, recordQuery } from "../src/features/admin/records/record-query.ts";

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

  it("reads a page in the later half of a known total from the other end, reversed", () => {
    // No total yet, or the first half: from the front.
    expect(pageWindow("-created_date", 3999, 25)).toEqual({
      sort: "-created_date",
      limit: 25,
      skip: 99_975,
      reversed: false,
    });
    expect(pageWindow("full_name", 1, 25, 100)).toEqual({
      sort: "full_name",
      limit: 25,
      skip: 25,
      reversed: false,
    });
    // The last page of 100,000 is the first page of the reversed order.
    expect(pageWindow("-created_date", 3999, 25, 100_000)).toEqual({
      sort: "created_date",
      limit: 25,
      skip: 0,
      reversed: true,
    });
    expect(pageWindow("+email", 3998, 25, 100_000)).toEqual({
      sort: "-email",
      limit: 25,
      skip: 25,
      reversed: true,
    });
    // A short last page: rows 100..109 of 110 are the first 10 of the reversed order.
    expect(pageWindow("email", 4, 25, 110)).toEqual({ sort: "-email", limit: 10, skip: 0, reversed: true });
    expect(pageWindow("email", 3, 25, 110)).toEqual({ sort: "-email", limit: 25, skip: 10, reversed: true });
    // Past the end (rows deleted meanwhile): from the front, which answers no rows.
    expect(pageWindow("email", 5, 25, 110).reversed).toBe(false);
  });
});
