import { z } from "zod";
import { ApiError, forbidden, notFound, payloadTooLarge, validationError } from "../../errors.ts";
import { jwtSecret } from "../auth/jwt-secret.ts";
import { isAdmin, isService } from "../caller.ts";
import { parseInput } from "../validate.ts";
import type { CoreIntegration, IntegrationContext } from "./core-integration.ts";
import { cleanOriginalName, findFile, storedBytes, storeFile, type Visibility } from "./file-store.ts";
import { allowedTypes, sniffType } from "./file-types.ts";
import { requireSignedIn } from "./integration-access.ts";
import { DEFAULT_EXPIRES_IN, fileSigningKey, MAX_EXPIRES_IN, signFile } from "./signed-urls.ts";

/**
 * Where the client reached us: the URLs we hand back must work for it. Behind a proxy, TRUST_PROXY makes
 * X-Forwarded-Proto and -Host count.
 */
export const originOf = ({ request }: IntegrationContext) => `${request.protocol}://${request.host}`;

const allowedList = allowedTypes.map((t) => t.contentType.split(";")[0]).join(", ");

/** One upload: the `file` part, its type sniffed from its bytes, stored under a name of ours. */
async function upload(ctx: IntegrationContext, visibility: Visibility) {
  const { app, caller, request, reply, limits } = ctx;
  const what = visibility === "public" ? "UploadFile" : "UploadPrivateFile";
  requireSignedIn(caller, what);
  // The site's pages upload nothing: off for ordinary users unless UPLOADS_FOR_USERS turns it on.
  if (caller.kind === "user" && !isAdmin(caller) && !app.config.forUsers.uploads) {
    throw forbidden(`${what} is not available to users of this site`);
  }
  await limits.uploads(request, reply);
  const ownerId = caller.kind === "user" ? caller.user.id : null;
  // Checked before the file is read, and again with its size: a full quota costs no upload.
  await assertWithinQuota(ctx, ownerId, 0);
  const { files } = await ctx.read();
  const file = files.find((f) => f.field === "file");
  if (!file)
    throw validationError([{ field: "file", message: "a file is required (multipart form field 'file')" }]);
  const type = sniffType(file.data, { type: file.declaredType, fileName: file.fileName });
  if (!type) {
    throw new ApiError(
      415,
      `This kind of file cannot be uploaded; allowed are ${allowedList} (checked from the file's content)`,
      "UnsupportedMediaType",
    );
  }
  await assertWithinQuota(ctx, ownerId, file.data.byteLength);
  return storeFile(app.db, app.config.dataDir, {
    visibility,
    data: file.data,
    type,
    originalName: cleanOriginalName(file.fileName),
    ownerId,
  });
}

/**
 * 413 when `adding` more bytes would take the user past UPLOAD_QUOTA_BYTES_PER_USER, or the site past
 * UPLOAD_QUOTA_BYTES_TOTAL (0: no limit). Concurrent uploads of one user may each pass the check; the
 * upload rate limit bounds how far that overshoots.
 */
export async function assertWithinQuota({ app }: IntegrationContext, ownerId: string | null, adding: number) {
  const { perUserBytes, totalBytes } = app.config.uploadQuota;
  if (ownerId !== null && perUserBytes > 0) {
    const used = await storedBytes(app.db, ownerId);
    if (used + adding > perUserBytes) {
      throw payloadTooLarge(
        `Your uploads would exceed your storage quota of ${perUserBytes} bytes (${used} bytes used)`,
      );
    }
  }
  if (totalBytes > 0) {
    const used = await storedBytes(app.db, null);
    if (used + adding > totalBytes) {
      throw payloadTooLarge("The site's storage for uploads is full; ask the site's staff");
    }
  }
}

/** Core.UploadFile: a public file, served to anyone at `file_url`. */
export const uploadFile: CoreIntegration = async (ctx) => {
  const stored = await upload(ctx, "public");
  return { file_url: `${originOf(ctx)}/api/files/public/${stored.name}` };
};

/** Core.UploadPrivateFile: a private file, reachable only through CreateFileSignedUrl. */
export const uploadPrivateFile: CoreIntegration = async (ctx) => {
  const stored = await upload(ctx, "private");
  return { file_uri: `private/${stored.name}` };
};

const signInput = z.object({
  file_uri: z.string().max(300),
  expires_in: z.coerce
    .number()
    .int("must be a whole number of seconds")
    .min(1)
    .max(MAX_EXPIRES_IN, `must be at most ${MAX_EXPIRES_IN} seconds (7 days)`)
    .default(DEFAULT_EXPIRES_IN),
});

/**
 * Core.CreateFileSignedUrl: a URL to one private file until `expires_in` seconds from now (default 300),
 * signed with a key derived from the server secret. Only the uploader, an admin or the service role may
 * sign a file; for anyone else it does not exist (404, so file names cannot be probed).
 */
export const createFileSignedUrl: CoreIntegration = async (ctx) => {
  const { app, caller, request, reply, limits } = ctx;
  requireSignedIn(caller, "CreateFileSignedUrl");
  await limits.signing(request, reply);
  const { file_uri, expires_in } = parseInput(signInput, (await ctx.read()).params);
  const name = /^private\/([^/]+)$/.exec(file_uri)?.[1] ?? "";
  const file = await findFile(app.db, "private", name);
  const mayRead =
    file &&
    (isService(caller) || isAdmin(caller) || (caller.kind === "user" && caller.user.id === file.owner_id));
  if (!file || !mayRead) throw notFound(`File ${file_uri} not found`);
  const key = fileSigningKey(await jwtSecret(app));
  const { expires, signature } = signFile(key, file.name, Math.floor(Date.now() / 1000) + expires_in);
  return {
    signed_url: `${originOf(ctx)}/api/files/private/${file.name}?expires=${expires}&signature=${signature}`,
  };
};
