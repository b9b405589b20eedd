import { describe, expect, it } from "vitest";
import { csvRow } from "../../src/ember-app/admin/csv.ts";
import { defineEntity } from "../../src/platform/entities/entity-schemas.ts";
import {
  detectDelimiter,
  IMPORT_MAX_COLUMNS,
  importFormat,
  parseCsv,
  parseImportFile,
} from "../../src/platform/entities/import-file.ts";
import { itemSchema } from "../platform/entities-fixtures.ts";

const item = defineEntity(itemSchema, "Item");
const csv = (text: string) => parseImportFile(Buffer.from(text), "csv", item);

describe("the import file reader", () => {
  it("reads RFC 4180: quotes, doubled quotes, line breaks in quotes, CRLF, a BOM", async () => {
    expect(await parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
      ["two\nlines", ""],
    ]);
    expect(await csv("\uFEFFtitle\nA")).toEqual([{ title: "A" }]);
  });

  it("turns cells into the schema's types and leaves the rest for validation to name", async () => {
    const rows = await csv(
      'id,title,n,count,done,tags,meta,extra\nx1,A,2.5,3,yes,"red, blue","{""level"":1}",kept\nx2,B,many,,0,"[""a""]",,\n,,,,,,,\n',
    );
    expect(rows).toEqual([
      { title: "A", n: 2.5, count: 3, done: true, tags: ["red", "blue"], meta: { level: 1 }, extra: "kept" },
      { title: "B", n: "many", done: false, tags: ["a"] },
    ]);
  });

  it("reads a semicolon-separated file as Excel writes it where the comma is the decimal separator", async () => {
    expect(detectDelimiter('title;n;tags\n"A, b";1;x')).toBe(";");
    expect(detectDelimiter('"a;b;c",d\n')).toBe(",");
    const rows = await csv('\uFEFFtitle;n;tags\r\n"Smith; Jones";2.5;"red, blue"\r\nPlain;3;\r\n');
    expect(rows).toEqual([
      { title: "Smith; Jones", n: 2.5, tags: ["red", "blue"] },
      { title: "Plain", n: 3 },
    ]);
  });

  it("gives back what the console's export wrote: the apostrophe before formula-like text comes off", async () => {
    const values = ["=SUM(A1)", "+44 20 7946 0000", "-minus", "@mention", "'quoted", "plain", "a,b"];
    const file = `\uFEFF${csvRow(["id", "title"])}${values.map((v, i) => csvRow([`id${i}`, v])).join("")}`;
    expect(file).toContain("'=SUM(A1)");
    expect((await csv(file)).map((row) => row.title)).toEqual(values);
  });

  it("refuses what it cannot read with 400", async () => {
    const cases: [() => Promise<unknown>, RegExp][] = [
      [() => csv('title\n"open'), /ends inside a quoted field/],
      [() => csv("title,title\nA,B"), /twice/],
      [() => csv("title\n"), /no rows/],
      [async () => parseImportFile(Buffer.from([0xff, 0xfe, 0x00]), "csv", item), /UTF-8/],
      [async () => parseImportFile(Buffer.from('{"title":"A"}'), "json", item), /array/],
      [() => csv(`title\n${"A\n".repeat(5001)}`), /At most 5000 rows/],
    ];
    for (const [run, message] of cases) await expect(run()).rejects.toThrow(message);
    expect(() => importFormat("data.xlsx", "application/vnd.ms-excel")).toThrow(/\.csv or \.json/);
    expect(importFormat("blob", "application/json")).toBe("json");
    expect(importFormat("people.CSV", "application/octet-stream")).toBe("csv");
  });

  it("refuses a header or a row with more than the column limit, at that column, with 400", async () => {
    const limit = IMPORT_MAX_COLUMNS;
    const header = Array.from({ length: limit }, (_, i) => `c${i}`).join(",");
    expect(await csv(`${header}\n${"x,".repeat(limit - 1)}x\n`)).toHaveLength(1);
    const hostile = `title\n${",".repeat(5 * 1024 * 1024)}\n`;
    await expect(csv(hostile)).rejects.toMatchObject({
      statusCode: 400,
      message: `At most ${limit} columns per import`,
    });
    await expect(csv(`${",".repeat(5 * 1024 * 1024)}\nA\n`)).rejects.toMatchObject({ statusCode: 400 });
    await expect(csv(`${";".repeat(limit)}\nA\n`)).rejects.toMatchObject({ statusCode: 400 });
    // Delimiters inside quotes are text, not columns.
    expect(await csv(`title\n"${",".repeat(10_000)}"\n`)).toEqual([{ title: ",".repeat(10_000) }]);
  });
});
