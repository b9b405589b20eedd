const isLineBreak = (c: number) => c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029 || c === 0x85;
const isControl = (c: number) => c < 0x20 || (c >= 0x7f && c < 0xa0);

/**
 * Why a text an app sends on (an e-mail's subject or sender name, a body) is refused, or null. A
 * single-line text also refuses line breaks and tabs, since it may end up in a header; half of a
 * surrogate pair is not text at all.
 */
export function textProblem(value: string, multiLine: boolean): string | null {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (isLineBreak(c) || c === 0x09) {
      if (!multiLine) return "must be a single line";
      continue;
    }
    if (isControl(c)) return "must not contain control characters";
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return "must be valid text";
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return "must be valid text";
    }
  }
  return null;
}
