import { describe, expect, it } from "vitest";
import { defineEntity } from "../../src/platform/entities/entity-schemas.ts";
import { importFormat, parseCsv, parseImportFile } from "../../src/platform/entities/import-file.ts";
import { itemSchema } from "../platform/entities-fixtures.ts";

const item = defineEntity(itemSchema, "Item");
const csv = (text: string) => parseImportFile(Buffer.from(text), "csv", item);

describe("the import file reader", () => {
  it("reads RFC 4180: quotes, doubled quotes, line breaks in quotes, CRLF, a BOM", () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
      ["two\nlines", ""],
    ]);
    expect(csv("\uFEFFtitle\nA")).toEqual([{ title: "A" }]);
  });

  it("turns cells into the schema's types and leaves the rest for validation to name", () => {
    const rows = csv(
      'id,title,n,count,done,tags,meta,extra\nx1,A,2.5,3,yes,"red, blue","{""level"":1}",kept\nx2,B,many,,0,"[""a""]",,\n,,,,,,,\n',
    );
    expect(rows).toEqual([
      { title: "A", n: 2.5, count: 3, done: true, tags: ["red", "blue"], meta: { level: 1 }, extra: "kept" },
      { title: "B", n: "many", done: false, tags: ["a"] },
    ]);
  });

  it("refuses what it cannot read with 400", () => {
    const cases: [() => unknown, RegExp][] = [
      [() => csv('title\n"open'), /ends inside a quoted field/],
      [() => csv("title,title\nA,B"), /twice/],
      [() => csv("title\n"), /no rows/],
      [() => parseImportFile(Buffer.from([0xff, 0xfe, 0x00]), "csv", item), /UTF-8/],
      [() => parseImportFile(Buffer.from('{"title":"A"}'), "json", item), /array/],
      [() => csv(`title\n${"A\n".repeat(5001)}`), /At most 5000 rows/],
      [() => importFormat("data.xlsx", "application/vnd.ms-excel"), /\.csv or \.json/],
    ];
    for (const [run, message] of cases) expect(run).toThrow(message);
    expect(importFormat("blob", "application/json")).toBe("json");
    expect(importFormat("people.CSV", "application/octet-stream")).toBe("csv");
  });
});
