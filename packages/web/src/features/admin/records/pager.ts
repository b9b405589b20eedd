/** A table's count: exact, or (`capped`) the cap of an admin count that found more (ADR 0044). */
export interface TableCount {
  readonly count: number;
  readonly capped: boolean;
}

/** What the pager under a records table shows and allows. */
export interface PagerState {
  /** "Showing 26 to 50 of …": of an exact total, of at least `total` ("1000+"), or of many. */
  readonly summary:
    | {
        readonly kind: "exact" | "atLeast";
        readonly from: number;
        readonly to: number;
        readonly total: number;
      }
    | { readonly kind: "many"; readonly from: number; readonly to: number }
    | null;
  /** The number of pages, or null when the count is capped and the end not yet seen ("page 2 of many"). */
  readonly pages: number | null;
  readonly hasNext: boolean;
  /** The total when it is known exactly: only then may a late page be read from the other end (pageWindow). */
  readonly exactTotal: number | undefined;
}

/**
 * The pager of one page. An exact count gives pages and a summary as before. A capped count is shown the
 * way Gmail shows a large search: "26 to 50 of 1000+" (or "of many" past the cap), "page 2 of many", no
 * jump to a last page, Next enabled while a full page came back; a short page is the end, so the total
 * becomes exact there.
 */
export function pagerState(
  page: number,
  pageSize: number,
  counted: TableCount,
  rowsOnPage: number,
): PagerState {
  const from = page * pageSize + 1;
  if (counted.capped && rowsOnPage < pageSize) {
    // The end of the matches is on this page: the total is known after all.
    return exactPager(page, pageSize, page * pageSize + rowsOnPage);
  }
  if (!counted.capped) return exactPager(page, pageSize, counted.count);
  const to = (page + 1) * pageSize;
  return {
    summary:
      to <= counted.count ? { kind: "atLeast", from, to, total: counted.count } : { kind: "many", from, to },
    pages: null,
    hasNext: true,
    exactTotal: undefined,
  };
}

/** The pager of a table whose total is known exactly (the ops tables count every row). */
export function exactPager(page: number, pageSize: number, total: number): PagerState {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = page * pageSize + 1;
  return {
    summary:
      total >= from ? { kind: "exact", from, to: Math.min(total, (page + 1) * pageSize), total } : null,
    pages: Math.max(pages, page + 1),
    hasNext: page + 1 < pages,
    exactTotal: total,
  };
}
