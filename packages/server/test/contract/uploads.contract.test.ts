import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { engines } from "../setup/databases.ts";
import { startTestApp, type TestApp } from "../setup/test-app.ts";
import { type Callers, callersOf, fileOf, PDF, PNG, rejection } from "./integration-fixtures.ts";

const MAX_BYTES = 64 * 1024;

describe.each(engines)("uploads and signed URLs through the official SDK (%s)", (engine) => {
  let t: TestApp;
  let c: Callers;

  beforeAll(async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // Uploads are off for ordinary users by default; these tests are about uploads themselves.
    t = await startTestApp(engine, { UPLOAD_MAX_BYTES: String(MAX_BYTES), UPLOADS_FOR_USERS: "true" });
    c = await callersOf(t, `uploads-${engine}`);
  });
  afterAll(async () => {
    await t?.close();
    vi.restoreAllMocks();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stores a user's PNG as multipart and serves it at file_url with safe headers", async () => {
    const { file_url } = await c.user.integrations.Core.UploadFile({
      file: fileOf(PNG, "pixel.png", "image/png"),
    });
    expect(file_url.startsWith(`${t.baseUrl}/api/files/public/`)).toBe(true);
    expect(file_url).toMatch(/\/[0-9a-f-]{36}\.png$/);
    const response = await fetch(file_url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe("inline");
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("serves anything but an image as an attachment, under the sniffed type, with the uploader's name and the sniffed extension", async () => {
    // Declared as an image, the bytes are a PDF: the bytes win.
    const { file_url } = await c.service.integrations.Core.UploadFile({
      file: fileOf(PDF, "Report «final».png", "image/png"),
    });
    expect(file_url).toMatch(/\.pdf$/);
    const response = await fetch(file_url);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Report _final_.pdf"; filename*=UTF-8''${encodeURIComponent("Report «final».pdf")}`,
    );
    const text = await c.admin.integrations.Core.UploadFile({
      file: fileOf(Buffer.from("name,age\nAda,36\n"), "people.csv", "text/csv"),
    });
    const csv = await fetch(text.file_url);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("refuses anonymous uploads with 401", async () => {
    const error = await rejection(
      c.anonymous.integrations.Core.UploadFile({ file: fileOf(PNG, "pixel.png", "image/png") }),
    );
    expect(error).toMatchObject({ status: 401, data: { error_type: "Unauthorized" } });
    const priv = await rejection(
      c.anonymous.integrations.Core.UploadPrivateFile({ file: fileOf(PNG, "pixel.png", "image/png") }),
    );
    expect(priv).toMatchObject({ status: 401 });
  });

  it("refuses a file over UPLOAD_MAX_BYTES with 413 in the Base44 shape, storing nothing", async () => {
    const before = await t.app.db.query("select count(*)::int as n from uploaded_files");
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BYTES + 1)]);
    const error = await rejection(
      c.user.integrations.Core.UploadFile({ file: fileOf(big, "big.png", "image/png") }),
    );
    expect(error).toMatchObject({
      status: 413,
      message: `The file is larger than the upload limit of ${MAX_BYTES} bytes`,
      data: { error_type: "PayloadTooLarge", detail: expect.any(String) },
    });
    const after = await t.app.db.query("select count(*)::int as n from uploaded_files");
    expect(after.rows).toEqual(before.rows);
  });

  it("refuses disallowed types by their content: HTML and SVG declared as images, executables, binary text", async () => {
    const refused = [
      fileOf(Buffer.from("<!doctype html><script>alert(1)</script>"), "cat.png", "image/png"),
      fileOf(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "a.svg",
        "image/svg+xml",
      ),
      fileOf(Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), "setup.pdf", "application/pdf"),
      fileOf(Buffer.from([0x41, 0x00, 0x42]), "notes.txt", "text/plain"),
    ];
    for (const file of refused) {
      const error = await rejection(c.user.integrations.Core.UploadFile({ file }));
      expect(error).toMatchObject({ status: 415, data: { error_type: "UnsupportedMediaType" } });
    }
  });

  it("never lets a file name choose the path: traversal names are stored under our own names", async () => {
    const { file_url } = await c.user.integrations.Core.UploadFile({
      file: fileOf(PNG, "../../../../etc/passwd.png", "image/png"),
    });
    expect(file_url).not.toContain("..");
    const publicDir = path.join(t.config.dataDir, "files", "public");
    for (const name of await readdir(publicDir)) expect(name).toMatch(/^[0-9a-f-]{36}\.(png|pdf|csv)$/);
    for (const probe of ["..%2F..%2Fconfig.json", "%2e%2e%2fsecret", "x.png", "..", "a%00.png"]) {
      const response = await fetch(`${t.baseUrl}/api/files/public/${probe}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error_type: "NotFound" });
    }
    const signed = await rejection(
      c.admin.integrations.Core.CreateFileSignedUrl({ file_uri: "private/../../public/x.png" }),
    );
    expect(signed).toMatchObject({ status: 404 });
  });

  it("keeps private files private: a signed URL works, then expires; a tampered one is refused", async () => {
    const { file_uri } = await c.user.integrations.Core.UploadPrivateFile({
      file: fileOf(PDF, "contract.pdf", "application/pdf"),
    });
    expect(file_uri).toMatch(/^private\/[0-9a-f-]{36}\.pdf$/);
    const name = file_uri.slice("private/".length);
    // Not public, and not readable without a signature.
    expect((await fetch(`${t.baseUrl}/api/files/public/${name}`)).status).toBe(404);
    const unsigned = await fetch(`${t.baseUrl}/api/files/private/${name}`);
    expect(unsigned.status).toBe(403);

    // Only Date is faked: the link expires by the clock, which the test moves instead of waiting.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const { signed_url } = await c.user.integrations.Core.CreateFileSignedUrl({ file_uri, expires_in: 1 });
    const ok = await fetch(signed_url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("application/pdf");
    expect(ok.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await ok.arrayBuffer()).equals(PDF)).toBe(true);

    const url = new URL(signed_url);
    const signature = url.searchParams.get("signature") ?? "";
    const tampered = new URL(url);
    tampered.searchParams.set("signature", `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`);
    expect((await fetch(tampered)).status).toBe(403);
    const extended = new URL(url);
    extended.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
    expect((await fetch(extended)).status).toBe(403);

    vi.setSystemTime(Date.now() + 2_100);
    const expired = await fetch(signed_url);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ message: "This file link has expired; ask for a new one" });
  });

  it("signs a private file for its owner, the admin and the service role only", async () => {
    const { file_uri } = await c.user.integrations.Core.UploadPrivateFile({
      file: fileOf(PNG, "me.png", "image/png"),
    });
    for (const client of [c.admin, c.service]) {
      const { signed_url } = await client.integrations.Core.CreateFileSignedUrl({ file_uri });
      expect((await fetch(signed_url)).status).toBe(200);
    }
    expect(await rejection(c.otherUser.integrations.Core.CreateFileSignedUrl({ file_uri }))).toMatchObject({
      status: 404,
    });
    expect(await rejection(c.anonymous.integrations.Core.CreateFileSignedUrl({ file_uri }))).toMatchObject({
      status: 401,
    });
    const tooLong = await rejection(
      c.user.integrations.Core.CreateFileSignedUrl({ file_uri, expires_in: 8 * 24 * 3600 }),
    );
    expect(tooLong).toMatchObject({ status: 422 });
  });

  it("asks for the file part when there is none", async () => {
    const error = await rejection(c.user.integrations.Core.UploadFile({} as never));
    expect(error).toMatchObject({ status: 422, message: expect.stringContaining("file") });
  });
});
