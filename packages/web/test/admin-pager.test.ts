import { describe, expect, it } from "vitest";
import { pagerState } from "../src/features/admin/records/pager.ts";
import { summaryText } from "../src/features/admin/records/table-pager.tsx";

describe("the console tables' pager", () => {
  it("shows an exact total with its pages, and Next until the last page", () => {
    expect(pagerState(1, 25, { count: 120, capped: false }, 25)).toEqual({
      summary: { kind: "exact", from: 26, to: 50, total: 120 },
      pages: 5,
      hasNext: true,
      exactTotal: 120,
    });
    expect(pagerState(4, 25, { count: 120, capped: false }, 20)).toMatchObject({
      summary: { kind: "exact", from: 101, to: 120, total: 120 },
      pages: 5,
      hasNext: false,
    });
    expect(pagerState(0, 25, { count: 0, capped: false }, 0)).toEqual({
      summary: null,
      pages: 1,
      hasNext: false,
      exactTotal: 0,
    });
  });

  it("shows a capped total as 'of 1000+' and 'page 2 of many', with Next while a full page came back", () => {
    const second = pagerState(1, 25, { count: 1000, capped: true }, 25);
    expect(second).toEqual({
      summary: { kind: "atLeast", from: 26, to: 50, total: 1000 },
      pages: null,
      hasNext: true,
      // Not exact: a late page is never read from the other end of an unknown total.
      exactTotal: undefined,
    });
    // The page that ends at the cap still says "of 1000+"; the one after it says "of many".
    expect(pagerState(39, 25, { count: 1000, capped: true }, 25).summary).toEqual({
      kind: "atLeast",
      from: 976,
      to: 1000,
      total: 1000,
    });
    expect(pagerState(40, 25, { count: 1000, capped: true }, 25)).toEqual({
      summary: { kind: "many", from: 1001, to: 1025 },
      pages: null,
      hasNext: true,
      exactTotal: undefined,
    });
  });

  it("knows the total once a capped search reaches a short page", () => {
    expect(pagerState(41, 25, { count: 1000, capped: true }, 7)).toEqual({
      summary: { kind: "exact", from: 1026, to: 1032, total: 1032 },
      pages: 42,
      hasNext: false,
      exactTotal: 1032,
    });
    // A full last page leaves Next on; the empty page after it ends the table.
    expect(pagerState(42, 25, { count: 1000, capped: true }, 0)).toMatchObject({
      summary: null,
      pages: 43,
      hasNext: false,
    });
  });
});

describe("the console tables' pager line", () => {
  const texts = {
    summary: "Showing {from} to {to} of {total}",
    summaryAtLeast: "Showing {from} to {to} of {total}+",
    summaryMany: "Showing {from} to {to} of many",
  };

  it("writes its numbers in the staff member's language", () => {
    const capped = pagerState(39, 25, { count: 1000, capped: true }, 25).summary;
    expect(summaryText(texts, capped, "en")).toBe("Showing 976 to 1,000 of 1,000+");
    expect(summaryText(texts, capped, "de")).toBe("Showing 976 to 1.000 of 1.000+");
    const many = pagerState(40, 25, { count: 1000, capped: true }, 25).summary;
    expect(summaryText(texts, many, "hi")).toBe("Showing 1,001 to 1,025 of many");
    const exact = pagerState(4, 25, { count: 120, capped: false }, 20).summary;
    expect(summaryText(texts, exact, "es")).toBe("Showing 101 to 120 of 120");
    expect(summaryText(texts, null, "en")).toBe("");
  });
});
