import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { engines } from "../setup/databases.ts";
import { type FakeOpenAi, startFakeOpenAi } from "../setup/fake-openai.ts";
import { pdfFile, xlsxFile, zipOf } from "../setup/office-files.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { type Callers, callersOf, fileOf, PNG, rejection, type Sdk } from "./integration-fixtures.ts";

const flatPerson = {
  type: "object",
  properties: {
    first_name: { type: "string" },
    age: { type: "number" },
    email: { type: "string" },
    member: { type: "boolean" },
  },
  required: ["first_name"],
} as const;

const invoiceSchema = {
  type: "object",
  properties: { invoice_number: { type: "string" }, total: { type: "number" } },
  required: ["invoice_number", "total"],
} as const;

type Extract = { status: string; output?: unknown; details?: string };

async function uploaded(client: Sdk | Callers["service"], data: Uint8Array, name: string, type: string) {
  const { file_url } = await client.integrations.Core.UploadFile({ file: fileOf(data, name, type) });
  return file_url as string;
}

const extract = (client: Sdk | Callers["service"], file_url: string, json_schema: object) =>
  client.integrations.Core.ExtractDataFromUploadedFile({ file_url, json_schema }) as Promise<Extract>;

describe.each(engines)("ExtractDataFromUploadedFile through the official SDK (%s)", (engine) => {
  let t: TestApp;
  let c: Callers;
  let model: FakeOpenAi;
  // Any request reaching it would be the server fetching a URL it was given.
  let elsewhere: Server;
  let elsewhereUrl: string;
  const elsewhereHits: string[] = [];

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    model = await startFakeOpenAi();
    elsewhere = createServer((req, res) => {
      elsewhereHits.push(req.url ?? "");
      res.end("name,age\nMallory,1\n");
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
    elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    t = await startTestApp(engine, {
      UPLOADS_FOR_USERS: "true",
      LLM_BASE_URL: model.baseUrl,
      LLM_MODEL: "test-model",
    });
    c = await callersOf(t, `extract-${engine}`);
  });
  afterAll(async () => {
    await t?.close();
    await model?.stop();
    await new Promise((resolve) => elsewhere?.close(resolve));
    vi.restoreAllMocks();
  });
  beforeEach(() => {
    model.mode = { kind: "reply", content: "not called" };
  });

  it("maps a CSV's columns to a flat schema by name, whatever their case and spacing, one object per row, with no model", async () => {
    const calls = model.prompts.length;
    const csv =
      "First Name;AGE;E-mail;Member;Ignored\nAda;36;ada@example.com;yes;x\nGrace;;grace@example.com;no;y\n\n";
    const url = await uploaded(c.user, Buffer.from(csv), "people.csv", "text/csv");
    expect(await extract(c.user, url, flatPerson)).toEqual({
      status: "success",
      output: [
        { first_name: "Ada", age: 36, email: "ada@example.com", member: true },
        { first_name: "Grace", email: "grace@example.com", member: false },
      ],
    });
    expect(model.prompts.length).toBe(calls);
  });

  it("reads the first sheet of a real .xlsx into a schema's list of rows: numbers, dates and formulas as values", async () => {
    const xlsx = await xlsxFile(
      ["Product SKU", "Quantity", "Received", "Price"],
      [
        ["A-1", 3, new Date(Date.UTC(2026, 10, 2)), 2.5],
        ["B-2", 10, new Date(Date.UTC(2026, 10, 3)), { formula: "2*3", result: 6 }],
      ],
    );
    const url = await uploaded(c.user, xlsx, "stock.xlsx", "application/octet-stream");
    const schema = {
      type: "object",
      properties: {
        movements: {
          type: "array",
          items: {
            type: "object",
            properties: {
              product_sku: { type: "string" },
              quantity: { type: "integer" },
              received: { type: "string", format: "date" },
              price: { type: "number" },
            },
            required: ["product_sku", "quantity"],
          },
        },
      },
    };
    expect(await extract(c.user, url, schema)).toEqual({
      status: "success",
      output: {
        movements: [
          { product_sku: "A-1", quantity: 3, received: "2026-11-02", price: 2.5 },
          { product_sku: "B-2", quantity: 10, received: "2026-11-03", price: 6 },
        ],
      },
    });
  });

  it("answers a JSON file that already fits the schema as it is, and maps an array of records otherwise", async () => {
    const same = await uploaded(
      c.user,
      Buffer.from('{"invoice_number":"7","total":3}'),
      "i.json",
      "application/json",
    );
    expect(await extract(c.user, same, invoiceSchema)).toEqual({
      status: "success",
      output: { invoice_number: "7", total: 3 },
    });
    const records = await uploaded(
      c.user,
      Buffer.from(
        JSON.stringify([
          { "First Name": "Ada", Age: "36" },
          { "First Name": "Alan", Age: 41 },
        ]),
      ),
      "people.json",
      "application/json",
    );
    expect(await extract(c.user, records, { type: "array", items: flatPerson })).toEqual({
      status: "success",
      output: [
        { first_name: "Ada", age: 36 },
        { first_name: "Alan", age: 41 },
      ],
    });
  });

  it("names the first row that does not fit the schema, counted from the first row after the header", async () => {
    const url = await uploaded(c.user, Buffer.from("first_name,age\nAda,36\nBob,old\n"), "p.csv", "text/csv");
    expect(await extract(c.user, url, flatPerson)).toEqual({
      status: "error",
      details: "Row 2: age must be number",
    });
  });

  it("reads a PDF's text and has the model fill the schema (admins and the service role)", async () => {
    const url = await uploaded(
      c.admin,
      pdfFile([["Invoice INV-42", "Bill to: Ada"], ["Total due: 19.99 EUR"]]),
      "invoice.pdf",
      "application/pdf",
    );
    model.mode = { kind: "reply", content: 'Here: {"invoice_number":"INV-42","total":19.99}' };
    const calls = model.prompts.length;
    expect(await extract(c.admin, url, invoiceSchema)).toEqual({
      status: "success",
      output: { invoice_number: "INV-42", total: 19.99 },
    });
    expect(model.prompts.length).toBe(calls + 1);
    const prompt = model.prompts.at(-1);
    expect(prompt?.messages.at(-1)?.content).toContain("Invoice INV-42\nBill to: Ada");
    expect(prompt?.messages.at(-1)?.content).toContain("Total due: 19.99 EUR");
    expect(prompt?.messages[0]?.content).toContain(JSON.stringify(invoiceSchema));

    model.mode = { kind: "reply", content: '{"invoice_number":42}' };
    expect(await extract(c.service, url, invoiceSchema)).toEqual({
      status: "error",
      details: "The language model's answer did not match json_schema",
    });
  });

  it("gives the model a table whose columns do not map, and keeps ordinary users off the model unless allowed", async () => {
    const url = await uploaded(c.user, Buffer.from("Nummer,Summe\nINV-7,12.5\n"), "rechnung.csv", "text/csv");
    const calls = model.prompts.length;
    const refused = await rejection(extract(c.user, url, invoiceSchema));
    expect(refused).toMatchObject({ status: 403, data: { error_type: "Forbidden" } });
    expect(model.prompts.length).toBe(calls);

    model.mode = { kind: "reply", content: '{"invoice_number":"INV-7","total":12.5}' };
    expect(await extract(c.admin, url, invoiceSchema)).toEqual({
      status: "success",
      output: { invoice_number: "INV-7", total: 12.5 },
    });
    expect(model.prompts.at(-1)?.messages.at(-1)?.content).toContain("Nummer,Summe\nINV-7,12.5");
  });

  it("never fetches a URL: another host, an address of ours that is no file, a private file without signature", async () => {
    // A public upload named under another host (a backend function's loopback, PUBLIC_URL) is still read
    // from our disk; the host named is never contacted.
    const own = await uploaded(c.user, Buffer.from("first_name\nGrace\n"), "g.csv", "text/csv");
    expect(await extract(c.admin, `${elsewhereUrl}${new URL(own).pathname}`, flatPerson)).toEqual({
      status: "success",
      output: [{ first_name: "Grace" }],
    });
    const privateUpload = await c.user.integrations.Core.UploadPrivateFile({
      file: fileOf(Buffer.from("first_name\nAda\n"), "p.csv", "text/csv"),
    });
    const name = (privateUpload.file_uri as string).slice("private/".length);
    const refused = [
      `${elsewhereUrl}/people.csv`,
      `${elsewhereUrl}/api/files/public/${name}`,
      `${t.baseUrl}/api/files/private/${name}`,
      `${t.baseUrl}/api/files/public/00000000-0000-4000-8000-000000000000.csv`,
      `${t.baseUrl}/api/files/public/../../config.json`,
      "file:///etc/passwd",
      `ftp://127.0.0.1${new URL(own).pathname}`,
      "/etc/passwd",
    ];
    for (const file_url of refused) {
      const error = await rejection(extract(c.admin, file_url, flatPerson));
      expect(error).toMatchObject({ status: 422, data: { error_type: "ValidationError" } });
    }
    // The owner's own file_uri, and a signed URL, do name a file of ours.
    expect(await extract(c.user, privateUpload.file_uri as string, flatPerson)).toEqual({
      status: "success",
      output: [{ first_name: "Ada" }],
    });
    const other = await rejection(extract(c.otherUser, privateUpload.file_uri as string, flatPerson));
    expect(other).toMatchObject({ status: 422 });
    const { signed_url } = await c.user.integrations.Core.CreateFileSignedUrl({
      file_uri: privateUpload.file_uri,
    });
    expect(await extract(c.otherUser, signed_url, flatPerson)).toMatchObject({ status: "success" });
    expect(elsewhereHits).toEqual([]);
  });

  it("refuses more rows and pages than one extraction reads, and files it cannot read", async () => {
    const rows = `first_name\n${"Ada\n".repeat(5001)}`;
    const big = await uploaded(c.admin, Buffer.from(rows), "big.csv", "text/csv");
    expect(await extract(c.admin, big, flatPerson)).toEqual({
      status: "error",
      details: "The file has more than 5000 rows, more than one extraction reads",
    });
    const pages = Array.from({ length: 51 }, (_, i) => [`Page ${i + 1}`]);
    const long = await uploaded(c.admin, pdfFile(pages), "long.pdf", "application/pdf");
    const calls = model.prompts.length;
    expect(await extract(c.admin, long, invoiceSchema)).toEqual({
      status: "error",
      details: "The PDF has more than 50 pages, more than one extraction reads",
    });
    // A workbook whose sheet declares 100 bytes and inflates to 51 MB: stopped at the cap, not read.
    const bomb = zipOf([
      { name: "[Content_Types].xml", data: "<Types/>" },
      { name: "xl/workbook.xml", data: "<workbook/>" },
      { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(51 * 1024 * 1024, 0x20) },
    ]);
    let at = bomb.indexOf(Buffer.from("PK\x01\x02", "latin1"));
    while (at >= 0) {
      bomb.writeUInt32LE(100, at + 24);
      at = bomb.indexOf(Buffer.from("PK\x01\x02", "latin1"), at + 4);
    }
    const bombUrl = await uploaded(c.admin, bomb, "bomb.xlsx", "application/octet-stream");
    expect(bombUrl).toMatch(/\.xlsx$/);
    expect(await extract(c.admin, bombUrl, flatPerson)).toEqual({
      status: "error",
      details: "The spreadsheet is larger than this server reads for extraction",
    });
    const image = await uploaded(c.admin, PNG, "scan.png", "image/png");
    expect(await extract(c.admin, image, invoiceSchema)).toMatchObject({
      status: "error",
      details: expect.stringContaining("not from image/png"),
    });
    expect(model.prompts.length).toBe(calls);
  });

  it("refuses bad input with 4xx: no caller, no file_url, a schema that is none", async () => {
    const url = await uploaded(c.user, Buffer.from("first_name\nAda\n"), "p.csv", "text/csv");
    expect(await rejection(extract(c.anonymous, url, flatPerson))).toMatchObject({ status: 401 });
    expect(
      // What an app in plain JavaScript can send: the SDK's types would not let TypeScript leave it out.
      await rejection(
        c.user.integrations.Core.ExtractDataFromUploadedFile({ json_schema: flatPerson } as never),
      ),
    ).toMatchObject({ status: 422, data: { error_type: "ValidationError" } });
    expect(await rejection(extract(c.user, url, { type: "no-such-type" }))).toMatchObject({ status: 422 });
  });
});

describe("ExtractDataFromUploadedFile without a model", () => {
  let t: TestApp;
  let c: Callers;

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    t = await startTestApp("pglite", {});
    c = await callersOf(t, "extract-offline");
  });
  afterAll(async () => {
    await t?.close();
    vi.restoreAllMocks();
  });

  it("still maps tables, and says a document needs a language model", async () => {
    const csv = await uploaded(c.admin, Buffer.from("first_name\nAda\n"), "p.csv", "text/csv");
    expect(await extract(c.admin, csv, flatPerson)).toEqual({
      status: "success",
      output: [{ first_name: "Ada" }],
    });
    const pdf = await uploaded(c.admin, pdfFile([["Invoice 1"]]), "i.pdf", "application/pdf");
    expect(await extract(c.admin, pdf, invoiceSchema)).toEqual({
      status: "error",
      details: expect.stringContaining("needs a language model"),
    });
  });
});
