import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { forbidden, notFound, payloadTooLarge, validationError } from "../../errors.ts";
import { jwtSecret } from "../auth/jwt-secret.ts";
import { type Caller, isAdmin, isService } from "../caller.ts";
import { filesDir, findFile, type StoredFile } from "./file-store.ts";
import { fileSigningKey, verifyFileSignature } from "./signed-urls.ts";

const notOurs = () =>
  validationError([
    {
      field: "file_url",
      message:
        "must be a file uploaded to this server (UploadFile's file_url, a signed URL or a private file_uri)",
    },
  ]);

/**
 * The stored file a `file_url` names, read from our own disk. Nothing is ever fetched: a URL is only a
 * name for one of our uploads (a public file, a private one with a valid signature, or the `private/…`
 * file_uri of the caller's own file), so no caller can make the server reach another host or read a path
 * of their choosing. Its host is not contacted and so not checked: the same upload is named by the
 * browser's origin, PUBLIC_URL's, or the loopback address a backend function calls the server on, and
 * only this server knows the random names of its files.
 */
export async function readStoredFile(
  app: FastifyInstance,
  caller: Caller,
  fileUrl: string,
  maxBytes: number,
): Promise<{ readonly file: StoredFile; readonly data: Buffer }> {
  const file = await locate(app, caller, fileUrl);
  if (file.size_bytes > maxBytes) {
    throw payloadTooLarge(
      `The file is larger than ${maxBytes} bytes, more than this server reads for extraction`,
    );
  }
  const data = await readFile(path.join(filesDir(app.config.dataDir, file.visibility), file.name)).catch(
    () => null,
  );
  if (!data) throw notFound("The file is no longer stored on this server");
  return { file, data };
}

async function locate(app: FastifyInstance, caller: Caller, fileUrl: string): Promise<StoredFile> {
  const uri = /^private\/([^/?#]+)$/.exec(fileUrl);
  if (uri) {
    const file = await findFile(app.db, "private", uri[1] ?? "");
    const mayRead =
      file &&
      (isService(caller) || isAdmin(caller) || (caller.kind === "user" && caller.user.id === file.owner_id));
    if (!file || !mayRead) throw notOurs();
    return file;
  }
  let url: URL;
  try {
    url = new URL(fileUrl);
  } catch {
    throw notOurs();
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw notOurs();
  const match = /^\/api\/files\/(public|private)\/([^/]+)$/.exec(url.pathname);
  if (!match) throw notOurs();
  const visibility = match[1] === "private" ? "private" : "public";
  const name = match[2] ?? "";
  if (visibility === "private") {
    const key = fileSigningKey(await jwtSecret(app));
    const query = Object.fromEntries(url.searchParams);
    const verdict = verifyFileSignature(key, name, query, Math.floor(Date.now() / 1000));
    if (verdict === "expired") throw forbidden("This file link has expired; ask for a new one");
    if (verdict === "invalid") throw notOurs();
  }
  const file = await findFile(app.db, visibility, name);
  if (!file) throw notOurs();
  return file;
}
