import { describe, expect, it } from "vitest";
import { BOM, cellText, csvCell, csvRow } from "../../src/ember-app/admin/csv.ts";

describe("the console's CSV", () => {
  it("neutralises every cell a spreadsheet would run as a formula", () => {
    for (const text of ["=1+1", "+1", "-2+3", "@SUM(A1)", "\tTAB", "\rCR", '=HYPERLINK("http://x")'])
      expect(cellText(text), text).toBe(`'${text}`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it("leaves ordinary text, numbers and booleans alone", () => {
    expect(cellText("Ada Lovelace")).toBe("Ada Lovelace");
    expect(cellText(-5)).toBe("-5");
    expect(cellText(true)).toBe("true");
    expect(cellText(null)).toBe("");
    expect(cellText(undefined)).toBe("");
  });

  it("writes objects as JSON and quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell({ a: 1, b: "x" })).toBe(`"{""a"":1,""b"":""x""}"`);
    expect(csvRow(["a,b", 'say "hi"', "two\nlines", "Zoë 陳 محمد"])).toBe(
      `"a,b","say ""hi""","two\nlines",Zoë 陳 محمد\r\n`,
    );
  });

  it("starts the file with the UTF-8 byte order mark", () => {
    expect(new TextEncoder().encode(BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
