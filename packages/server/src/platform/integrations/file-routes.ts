import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { forbidden, notFound } from "../../errors.ts";
import { jwtSecret } from "../auth/jwt-secret.ts";
import { filesDir, findFile, type StoredFile } from "./file-store.ts";
import { fileSigningKey, verifyFileSignature } from "./signed-urls.ts";

/**
 * The uploader's name with the extension of what the bytes are (our stored name's): `t.html` that is
 * text downloads as `t.txt`, so no upload becomes a page or a program on the visitor's disk.
 */
export function downloadName(file: Pick<StoredFile, "name" | "original_name">): string {
  const extension = file.name.slice(file.name.lastIndexOf(".") + 1);
  const base = file.original_name.replace(/\.[^.]*$/, "").trim() || "file";
  return `${base}.${extension}`;
}

/** Content-Disposition with that name: an ASCII fallback and the exact name in RFC 5987 form. */
function disposition(file: StoredFile): string {
  if (file.content_type.startsWith("image/")) return "inline";
  const name = downloadName(file);
  const fallback = name.replace(/[^A-Za-z0-9._ -]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function sendStored(app: FastifyInstance, reply: FastifyReply, file: StoredFile) {
  const location = path.join(filesDir(app.config.dataDir, file.visibility), file.name);
  // The row may outlive its bytes (a file removed by hand, another instance's disk): then it is gone.
  const size = await stat(location).then(
    (s) => s.size,
    () => null,
  );
  if (size === null) throw notFound(`File ${file.name} not found`);
  return reply
    .header("content-type", file.content_type)
    .header("content-length", size)
    .header("content-disposition", disposition(file))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header(
      "cache-control",
      file.visibility === "public" ? "public, max-age=31536000, immutable" : "private, no-store",
    )
    .header("referrer-policy", "no-referrer")
    .send(createReadStream(location));
}

/**
 * Uploaded files (ADR 0026): public ones by name, private ones only with a valid, unexpired signature from
 * CreateFileSignedUrl. Headers come from our own record of the file, never from the request.
 */
export async function fileRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>("/api/files/public/:name", async (request, reply) => {
    const file = await findFile(app.db, "public", request.params.name);
    if (!file) throw notFound(`File ${request.params.name} not found`);
    return sendStored(app, reply, file);
  });

  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>(
    "/api/files/private/:name",
    async (request, reply) => {
      const { name } = request.params;
      const key = fileSigningKey(await jwtSecret(app));
      const verdict = verifyFileSignature(key, name, request.query, Math.floor(Date.now() / 1000));
      if (verdict === "expired") throw forbidden("This file link has expired; ask for a new one");
      if (verdict === "invalid") throw forbidden("This file link is not valid");
      const file = await findFile(app.db, "private", name);
      if (!file) throw notFound(`File ${name} not found`);
      return sendStored(app, reply, file);
    },
  );
}
