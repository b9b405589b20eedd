import { describe, expect, it } from "vitest";
import { downloadName } from "../../src/platform/integrations/file-routes.ts";
import { cleanOriginalName, isStoredName } from "../../src/platform/integrations/file-store.ts";
import { sniffType } from "../../src/platform/integrations/file-types.ts";
import { extractJson, withoutPatterns } from "../../src/platform/integrations/response-schema.ts";
import {
  fileSigningKey,
  signFile,
  verifyFileSignature,
} from "../../src/platform/integrations/signed-urls.ts";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

describe("sniffType: the bytes decide, the declaration only picks text or CSV", () => {
  it.each([
    ["png", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "rest"), "text/plain", "image/png"],
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0], "rest"), "image/png", "image/jpeg"],
    ["gif", bytes("GIF89a", "rest"), "", "image/gif"],
    ["webp", bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "), "", "image/webp"],
    ["pdf", bytes("%PDF-1.7\n"), "image/png", "application/pdf"],
    ["text", bytes("hello\tworld\r\n"), "application/octet-stream", "text/plain; charset=utf-8"],
    ["csv", bytes("a,b\n1,2\n"), "text/csv", "text/csv; charset=utf-8"],
  ])("accepts %s", (_name, data, type, expected) => {
    expect(sniffType(data, { type, fileName: "x" })?.contentType).toBe(expected);
  });

  it.each([
    ["html", bytes("<!DOCTYPE html><p>hi")],
    ["svg", bytes("  <svg xmlns='http://www.w3.org/2000/svg'/>")],
    ["xml", bytes("<?xml version='1.0'?><a/>")],
    ["html after a comment", bytes("  <!-- hi --><html><body><script>alert(1)</script>")],
    ["html after text", bytes(`${"notes\n".repeat(500)}<script>alert(1)</script>`)],
    ["an iframe in a csv", bytes('a,b\n1,"<iframe src=//evil.example>"\n')],
    ["nul", bytes("a", [0], "b")],
    ["escape", bytes("a", [0x1b], "[31m")],
    ["invalid utf-8", bytes([0xc3, 0x28])],
    ["empty", bytes("")],
    ["exe", bytes("MZ", [0x90, 0])],
    ["zip", bytes("PK", [3, 4])],
  ])("refuses %s", (_name, data) => {
    expect(sniffType(data, { type: "image/png", fileName: "x.png" })).toBeNull();
  });
});

describe("markup-free text", () => {
  it("accepts text that only mentions angle brackets", () => {
    for (const text of ["a < b and c > d", "x<y", "<3 thanks", "price <10>"]) {
      expect(sniffType(bytes(text), { type: "text/plain", fileName: "x.txt" })?.extension).toBe("txt");
    }
  });
});

describe("download names", () => {
  it("end in the extension of what the bytes are, whatever the uploader called the file", () => {
    const stored = (extension: string) => `0f8fad5b-d9cb-469f-a165-70867728950e.${extension}`;
    expect(downloadName({ name: stored("txt"), original_name: "t.html" })).toBe("t.txt");
    expect(downloadName({ name: stored("pdf"), original_name: "report.pdf" })).toBe("report.pdf");
    expect(downloadName({ name: stored("txt"), original_name: "run.exe" })).toBe("run.txt");
    expect(downloadName({ name: stored("csv"), original_name: "people" })).toBe("people.csv");
    expect(downloadName({ name: stored("txt"), original_name: ".htaccess" })).toBe("file.txt");
  });
});

describe("stored names and original names", () => {
  it("accepts only our own names", () => {
    expect(isStoredName("0f8fad5b-d9cb-469f-a165-70867728950e.png")).toBe(true);
    for (const name of [
      "../x.png",
      "0f8fad5b-d9cb-469f-a165-70867728950e.html",
      "a.png",
      "0f8fad5b-d9cb-469f-a165-70867728950e.png/..",
    ]) {
      expect(isStoredName(name)).toBe(false);
    }
  });

  it("keeps the last segment of an uploader's name, without control characters", () => {
    expect(cleanOriginalName("../../etc/passwd")).toBe("passwd");
    expect(cleanOriginalName("C:\\Users\\a\\report.pdf")).toBe("report.pdf");
    expect(cleanOriginalName("a\r\nb.txt")).toBe("ab.txt");
    expect(cleanOriginalName(undefined)).toBe("file");
  });
});

describe("signed file URLs", () => {
  const key = fileSigningKey(new TextEncoder().encode("s".repeat(48)));
  const name = "0f8fad5b-d9cb-469f-a165-70867728950e.pdf";

  it("is valid until its expiry, then expired; any change is invalid", () => {
    const { expires, signature } = signFile(key, name, 1000);
    const query = { expires: String(expires), signature };
    expect(verifyFileSignature(key, name, query, 1000)).toBe("valid");
    expect(verifyFileSignature(key, name, query, 1001)).toBe("expired");
    expect(verifyFileSignature(key, name, { ...query, expires: "2000" }, 1000)).toBe("invalid");
    expect(verifyFileSignature(key, `a${name.slice(1)}`, query, 1000)).toBe("invalid");
    expect(verifyFileSignature(key, name, { expires: "1000" }, 1000)).toBe("invalid");
    const otherKey = fileSigningKey(new TextEncoder().encode("t".repeat(48)));
    expect(verifyFileSignature(otherKey, name, query, 1000)).toBe("invalid");
  });
});

describe("response schemas and model answers", () => {
  it("drops pattern keywords but keeps properties named pattern", () => {
    expect(
      withoutPatterns({
        type: "object",
        properties: { pattern: { type: "string", pattern: "^(a+)+$" } },
        patternProperties: { "^x": {} },
        items: [{ pattern: "a" }],
      }),
    ).toEqual({ type: "object", properties: { pattern: { type: "string" } }, items: [{}] });
  });

  it.each([
    ['{"a":1}', { a: 1 }],
    ['Sure:\n```json\n{"a":1}\n```', { a: 1 }],
    ['Here: {"a":1} hope it helps', { a: 1 }],
    ["[1,2]", [1, 2]],
    ["no json here", undefined],
  ])("reads %j", (reply, expected) => {
    expect(extractJson(reply)).toEqual(expected);
  });
});
