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
