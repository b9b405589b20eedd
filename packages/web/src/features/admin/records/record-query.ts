/** Regular-expression characters a search text must not smuggle in: the text is matched literally. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The records API query (`q`) of a table: its fixed filter, and the search text matched case-blind
 * anywhere in any of the search fields.
 */
export function recordQuery(
  filter: Readonly<Record<string, unknown>>,
  search: string,
  fields: readonly string[],
): Record<string, unknown> {
  const text = search.trim();
  if (!text || fields.length === 0) return { ...filter };
  const anyField = {
    $or: fields.map((field) => ({ [field]: { $regex: escapeRegex(text), $options: "i" } })),
  };
  return Object.keys(filter).length === 0 ? anyField : { $and: [filter, anyField] };
}

/** "-created_date" to { field: "created_date", descending: true }, and back. */
export const parseSort = (sort: string) =>
  sort.startsWith("-") ? { field: sort.slice(1), descending: true } : { field: sort, descending: false };

/** The SDK `filter` arguments of one page, and whether its rows come back in reverse. */
export interface PageWindow {
  readonly sort: string;
  readonly limit: number;
  readonly skip: number;
  readonly reversed: boolean;
}

/**
 * Which rows a page asks for. A skip makes the database walk every row it skips, so a page in the later
 * half of a known total is read from the other end in the reversed order (same keys, id as tie-break,
 * so exactly the reverse) and turned round: the last of 100,000 rows costs what the first page costs.
 * Without a total yet (the first load of a search) the page is read from the front (ADR 0041).
 */
export function pageWindow(sort: string, page: number, pageSize: number, total?: number): PageWindow {
  const skip = page * pageSize;
  if (total === undefined || skip <= total / 2 || skip >= total)
    return { sort, limit: pageSize, skip, reversed: false };
  const { field, descending } = parseSort(sort.replace(/^\+/, ""));
  const fromEnd = total - skip - pageSize;
  return {
    sort: descending ? field : `-${field}`,
    limit: fromEnd < 0 ? pageSize + fromEnd : pageSize,
    skip: Math.max(0, fromEnd),
    reversed: true,
  };
}
