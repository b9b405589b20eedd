import { isPlainObject } from "../entities/query-operators.ts";

// PostgreSQL text and jsonb refuse NUL, and jsonb refuses a lone UTF-16 surrogate: both would turn a
// request into a 500 at insert time, so they are refused as input instead.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean => !text.includes("\0") && !loneSurrogate.test(text);

/** True when every string in a JSON value (keys too) can be stored. Iterative: depth is checked elsewhere. */
export function isStorableJson(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (!isStorableText(item)) return false;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (isPlainObject(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}
