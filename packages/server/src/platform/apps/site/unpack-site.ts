import { type FileHandle, mkdir, open, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { ApiError, badRequest, payloadTooLarge } from "../../../errors.ts";
import { readTar, TarError } from "./tar-reader.ts";

export interface SiteLimits {
  /** All the files' bytes together, unpacked. */
  readonly maxBytes: number;
  readonly maxFiles: number;
}

export interface UnpackedSite {
  readonly files: number;
  readonly bytes: number;
}

const MAX_PATH = 1024;
const MAX_SEGMENT = 255;
// Headers, padding and pax records around each entry: what a tar may hold beyond its files' bytes.
const OVERHEAD_PER_ENTRY = 4 * 512;

const shown = (name: string) => JSON.stringify(name.length > 120 ? `${name.slice(0, 120)}…` : name);

/**
 * The entry's path inside the site, or a 400: relative, within the site (no `..`, no empty or `.`
 * segments after the leading `./` the CLI writes), printable, no backslashes, of sane lengths.
 */
export function sitePath(name: string): string {
  let relative = name;
  while (relative.startsWith("./")) relative = relative.slice(2);
  relative = relative.replace(/\/+$/, "");
  if (name.startsWith("/")) throw badRequest(`The archive holds an absolute path: ${shown(name)}`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(relative)) {
    throw badRequest(`The archive holds a path with a control character or backslash: ${shown(name)}`);
  }
  const segments = relative.split("/");
  if (segments.some((segment) => segment === ".." || segment === "." || segment === "")) {
    throw badRequest(`The archive holds a path outside the site: ${shown(name)}`);
  }
  if (Buffer.byteLength(relative) > MAX_PATH || segments.some((s) => Buffer.byteLength(s) > MAX_SEGMENT)) {
    throw badRequest(`The archive holds a path that is too long: ${shown(name)}`);
  }
  return relative;
}

/**
 * Unpacks a gzip tar of a built site (what `base44 site deploy` sends) into `into`, a new empty folder:
 * regular files and folders only (a link or a device is refused), every path inside the folder, at most
 * `maxFiles` files and `maxBytes` bytes unpacked (counted on the uncompressed stream, so a small archive
 * that expands without end is stopped at the limit), and an index.html at its root. Throws an ApiError
 * (400, 413) on the first problem; the caller removes the half-written folder.
 */
export async function unpackSite(archive: Readable, into: string, limits: SiteLimits): Promise<UnpackedSite> {
  const root = path.resolve(into);
  await mkdir(root, { recursive: false });
  let files = 0;
  let entries = 0;
  let bytes = 0;
  let expanded = 0;
  const maxExpanded = limits.maxBytes + OVERHEAD_PER_ENTRY * (2 * limits.maxFiles + 16);
  const tooLarge = () =>
    payloadTooLarge(`The site is larger than this server's limit of ${limits.maxBytes} bytes unpacked`);

  const gunzip = createGunzip();
  archive.on("error", (error) => gunzip.destroy(error));
  archive.pipe(gunzip);
  async function* counted(): AsyncGenerator<Buffer> {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      expanded += chunk.length;
      if (expanded > maxExpanded) throw tooLarge();
      yield chunk;
    }
  }

  // The file being written, closed when the read stops in its middle.
  let writing: FileHandle | undefined;
  try {
    await readTar(counted(), async (entry) => {
      entries += 1;
      if (entries > 2 * limits.maxFiles + 16) {
        throw payloadTooLarge(`The site has more than this server's limit of ${limits.maxFiles} files`);
      }
      if (entry.type === "directory") {
        const relative = entry.name.replace(/^(\.\/)+/, "").replace(/\/+$/, "");
        if (relative === "" || relative === ".") return undefined;
        await mkdir(path.join(root, sitePath(entry.name)), { recursive: true });
        return undefined;
      }
      if (entry.type !== "file") {
        throw badRequest(`The archive holds a ${entry.type}, which a site may not: ${shown(entry.name)}`);
      }
      const relative = sitePath(entry.name);
      files += 1;
      if (files > limits.maxFiles) {
        throw payloadTooLarge(`The site has more than this server's limit of ${limits.maxFiles} files`);
      }
      bytes += entry.size;
      if (bytes > limits.maxBytes) throw tooLarge();
      const file = path.join(root, relative);
      await mkdir(path.dirname(file), { recursive: true });
      let handle: FileHandle;
      try {
        // wx: a path given twice is refused rather than overwritten.
        handle = await open(file, "wx", 0o644);
      } catch (error) {
        throw badRequest(`The archive holds ${shown(entry.name)} twice, or under a file (${codeOf(error)})`);
      }
      writing = handle;
      return {
        write: async (chunk) => {
          await handle.write(chunk);
        },
        end: async () => {
          writing = undefined;
          await handle.close();
        },
      };
    });
  } catch (error) {
    await writing?.close().catch(() => {});
    archive.unpipe(gunzip);
    archive.resume();
    throw siteError(error);
  }
  const index = await stat(path.join(root, "index.html")).catch(() => undefined);
  if (!index?.isFile()) throw badRequest("The site has no index.html at its root");
  return { files, bytes };
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? "error";

/** What went wrong, as the client should read it; an error of the disk stays a 500. */
function siteError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (error instanceof TarError)
    return badRequest(`The upload is not a usable tar archive: ${error.message}`);
  const code = codeOf(error);
  if (code.startsWith("Z_")) return badRequest("The upload is not a gzip-compressed tar archive");
  if (code === "ENOTDIR" || code === "EEXIST" || code === "EISDIR") {
    return badRequest("The archive holds a path both as a file and as a folder");
  }
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return payloadTooLarge("The upload is larger than this server takes");
  return error;
}
