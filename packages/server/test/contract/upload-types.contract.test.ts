import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  docxFile,
  isoMediaFile,
  mp3File,
  mp3WithTag,
  oggFile,
  openDocumentFile,
  pptxFile,
  wavFile,
  webmFile,
  xlsxFile,
  zipOf,
} from "../setup/office-files.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { type Callers, callersOf, fileOf, rejection } from "./integration-fixtures.ts";

// The bytes decide the type whatever the engine; the storage of uploads on both engines is
// uploads.contract.test.ts's, so this file runs on PGlite only.
describe("UploadFile of office documents, media, JSON and Markdown through the official SDK", () => {
  let t: TestApp;
  let c: Callers;

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    t = await startTestApp("pglite", { UPLOADS_FOR_USERS: "true" });
    c = await callersOf(t, "upload-types");
  });
  afterAll(async () => {
    await t?.close();
    vi.restoreAllMocks();
  });

  const upload = async (data: Uint8Array, name: string, type = "application/octet-stream") =>
    (await c.user.integrations.Core.UploadFile({ file: fileOf(data, name, type) })).file_url as string;

  it.each([
    [
      "a Word document",
      () => docxFile(),
      "letter.docx",
      "docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [
      "an Excel workbook",
      () => xlsxFile(["name", "age"], [["Ada", 36]]),
      "people.xlsx",
      "xlsx",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ],
    [
      "a PowerPoint deck",
      () => pptxFile(),
      "deck.pptx",
      "pptx",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ],
    [
      "an OpenDocument text",
      () => openDocumentFile("application/vnd.oasis.opendocument.text"),
      "notes.odt",
      "odt",
      "application/vnd.oasis.opendocument.text",
    ],
    [
      "an OpenDocument spreadsheet",
      () => openDocumentFile("application/vnd.oasis.opendocument.spreadsheet"),
      "sums.ods",
      "ods",
      "application/vnd.oasis.opendocument.spreadsheet",
    ],
    ["an MP3 without a tag", () => mp3File(), "song.mp3", "mp3", "audio/mpeg"],
    ["an MP3 with an ID3 tag", () => mp3WithTag(), "song.mp3", "mp3", "audio/mpeg"],
    ["an MP4 video", () => isoMediaFile("isom"), "clip.mp4", "mp4", "video/mp4"],
    ["an M4A recording", () => isoMediaFile("M4A "), "memo.m4a", "m4a", "audio/mp4"],
    ["a WebM recording", () => webmFile(), "voice.webm", "webm", "video/webm"],
    ["an Ogg file", () => oggFile(), "voice.ogg", "ogg", "audio/ogg"],
    ["a WAV file", () => wavFile(), "beep.wav", "wav", "audio/wav"],
    ["JSON", () => Buffer.from('{"rows":[{"a":1}]}'), "data.json", "json", "application/json"],
    ["Markdown", () => Buffer.from("# Notes\n\n- one\n"), "README.md", "md", "text/markdown; charset=utf-8"],
  ])(
    "stores %s under its sniffed type and serves it as an attachment",
    async (_what, make, name, extension, type) => {
      const data = await make();
      // Declared as an image: only the bytes (and, for text, the name) count.
      const file_url = await upload(data, name, "image/png");
      expect(file_url).toMatch(new RegExp(`/[0-9a-f-]{36}\\.${extension}$`));
      const response = await fetch(file_url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(data))).toBe(true);
    },
  );

  it("keeps JSON that does not parse as plain text, never as JSON", async () => {
    const url = await upload(Buffer.from('{"open": '), "broken.json", "application/json");
    expect(url).toMatch(/\.txt$/);
  });

  const html = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script>");
  const refusals: [string, () => Buffer | Promise<Buffer>][] = [
    ["an HTML page named .docx", () => html],
    ["a ZIP of other things", () => zipOf([{ name: "index.html", data: html.toString() }])],
    [
      "a ZIP whose content-types part names no known main part",
      () =>
        zipOf([
          { name: "[Content_Types].xml", data: "<Types/>" },
          { name: "x/index.xml", data: "<a/>" },
        ]),
    ],
    ["a page with a Word document appended (a polyglot)", () => Buffer.concat([html, docxFile()])],
    ["a Word document with a page appended after its directory", () => Buffer.concat([docxFile(), html])],
    [
      "a Word document with a page hidden before its first part",
      () => {
        const doc = docxFile();
        return Buffer.concat([doc.subarray(0, 4), html, doc.subarray(4)]);
      },
    ],
    [
      "a macro-enabled document named .docx",
      () =>
        zipOf([
          { name: "[Content_Types].xml", data: "<Types/>" },
          { name: "word/document.xml", data: "<w:document/>" },
          { name: "word/vbaProject.bin", data: "macro" },
        ]),
    ],
    ["a truncated Word document", () => docxFile().subarray(0, 200)],
    ["an OpenDocument of another kind", () => openDocumentFile("text/html")],
    [
      "a Matroska video named .webm",
      () => {
        const file = webmFile();
        return Buffer.from(file.toString("latin1").replace("webm", "mkvx"), "latin1");
      },
    ],
    ["a QuickTime movie named .mp4", () => isoMediaFile("qt  ")],
  ];

  it.each(refusals)("refuses %s with 415 and stores nothing", async (_what, make) => {
    const before = await t.app.db.query("select count(*)::int as n from uploaded_files");
    const error = await rejection(
      c.user.integrations.Core.UploadFile({
        file: fileOf(
          await make(),
          "report.docx",
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ),
      }),
    );
    expect(error).toMatchObject({ status: 415, data: { error_type: "UnsupportedMediaType" } });
    const after = await t.app.db.query("select count(*)::int as n from uploaded_files");
    expect(after.rows).toEqual(before.rows);
  });
});
