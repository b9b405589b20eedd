/**
 * Collects bind parameters while SQL text is built, so every value travels as $1..$n and the text only
 * ever holds names we validated ourselves. One instance per statement: rules, query and cursor share it.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Appends a value and returns its placeholder, with a cast when the column type needs one. */
  bind(value: unknown, cast?: string): string {
    this.values.push(value);
    const placeholder = `$${this.values.length}`;
    return cast ? `${placeholder}::${cast}` : placeholder;
  }

  /** A JSON value as a jsonb parameter; both drivers take the text form most reliably. */
  bindJson(value: unknown): string {
    return this.bind(JSON.stringify(value), "jsonb");
  }
}

/**
 * Runs `build`; when what it built folded to a constant ("true" or "false"), forgets the values it bound,
 * which no SQL text uses any more. PostgreSQL refuses a statement with a parameter it cannot type, and an
 * unused one has no type: `{$or: [{created_by_id: "{{user.id}}"}, {user_condition: ...}]}` for a user the
 * condition matches folds to "true" after binding the id.
 */
export function foldConstant(params: SqlParams, build: () => string): string {
  const mark = params.values.length;
  const sql = build();
  if (sql === "true" || sql === "false") params.values.length = mark;
  return sql;
}

/** Whether the expression is already one parenthesised group, e.g. "(a or b)" but not "(a) or (b)". */
function isGroup(sql: string): boolean {
  if (!sql.startsWith("(")) return false;
  let depth = 0;
  for (let i = 0; i < sql.length; i++) {
    if (sql[i] === "(") depth++;
    else if (sql[i] === ")" && --depth === 0) return i === sql.length - 1;
  }
  return false;
}

const group = (sql: string) => (isGroup(sql) ? sql : `(${sql})`);

export const sqlAnd = (parts: readonly string[]): string => {
  const kept = parts.filter((p) => p !== "true");
  if (kept.includes("false")) return "false";
  if (kept.length === 0) return "true";
  return kept.length === 1 ? (kept[0] as string) : kept.map(group).join(" and ");
};

export const sqlOr = (parts: readonly string[]): string => {
  const kept = parts.filter((p) => p !== "false");
  if (kept.includes("true")) return "true";
  if (kept.length === 0) return "false";
  return kept.length === 1 ? (kept[0] as string) : kept.map(group).join(" or ");
};

/**
 * Negation that treats SQL NULL as "no match": a comparison with a missing field yields NULL, and
 * `not NULL` would drop the row from both a condition and its negation.
 */
export const sqlNot = (part: string): string => {
  if (part === "true") return "false";
  if (part === "false") return "true";
  return `${group(part)} is not true`;
};
