import { isPlainObject } from "./query-operators.ts";

/**
 * How far a JSON value exceeds our limits, found without recursion: a request body may nest arrays
 * hundreds of thousands deep within the body limit, which would overflow the stack of any recursive
 * walk (structuredClone, JSON.stringify, Ajv) and of PostgreSQL's jsonb parser.
 */
export function jsonLimitExceeded(
  value: unknown,
  limits: { readonly maxDepth: number; readonly maxNodes: number },
): "depth" | "size" | null {
  let level: unknown[] = [value];
  let seen = 0;
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > limits.maxDepth) return "depth";
    seen += level.length;
    const next: unknown[] = [];
    for (const v of level) {
      const children = Array.isArray(v) ? v : isPlainObject(v) ? Object.values(v) : [];
      if (seen + next.length + children.length > limits.maxNodes) return "size";
      for (const child of children) next.push(child);
    }
    level = next;
  }
  return null;
}
