import { createReadStream } from "node:fs";
import { lstat, readdir } from "node:fs/promises";
import path from "node:path";
import { PassThrough, type Readable } from "node:stream";
import { createGzip } from "node:zlib";

const BLOCK = 512;

function header(name: string, type: "0" | "5" | "x", size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const nameBytes = Buffer.from(name, "utf8");
  nameBytes.copy(block, 0, 0, Math.min(nameBytes.length, 100));
  const octal = (value: number, start: number, length: number) =>
    block.write(`${value.toString(8).padStart(length - 1, "0")}\0`, start, length, "ascii");
  octal(type === "5" ? 0o755 : 0o644, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime.getTime() / 1000), 136, 12);
  block.write(type, 156, 1, "ascii");
  block.write("ustar\0", 257, 6, "latin1");
  block.write("00", 263, 2, "ascii");
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8, "ascii");
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** A pax record giving a name longer than a ustar header holds. */
function longName(name: string, mtime: Date): Buffer[] {
  const body = (length: number) => `${length} path=${name}\n`;
  let length = Buffer.byteLength(body(0));
  while (Buffer.byteLength(body(length)) !== length) length = Buffer.byteLength(body(length));
  const record = Buffer.from(body(length), "utf8");
  return [header("PaxHeader", "x", record.length, mtime), record, padding(record.length)];
}

/** Whether a path (relative, `/`-separated, a folder's ending in `/`) goes into the archive. */
export type TarFilter = (relative: string) => boolean;

/**
 * A gzip tar of a folder's regular files and folders (links and anything else left out), each path
 * passing `keep`, streamed: what `base44 eject` unpacks.
 */
export function tarFolder(root: string, keep: TarFilter): Readable {
  const out = new PassThrough();
  const gzip = createGzip();
  const write = (chunk: Buffer) =>
    out.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => out.once("drain", resolve));
  const entry = async (name: string, type: "0" | "5", size: number, mtime: Date) => {
    if (Buffer.byteLength(name) > 100) for (const part of longName(name, mtime)) await write(part);
    await write(header(name, type, size, mtime));
  };
  const walk = async (dir: string, prefix: string): Promise<void> => {
    const names = (await readdir(dir)).sort();
    for (const name of names) {
      const full = path.join(dir, name);
      const relative = `${prefix}${name}`;
      const found = await lstat(full);
      if (found.isDirectory()) {
        if (!keep(`${relative}/`)) continue;
        await entry(`${relative}/`, "5", 0, found.mtime);
        await walk(full, `${relative}/`);
      } else if (found.isFile() && keep(relative)) {
        await entry(relative, "0", found.size, found.mtime);
        let written = 0;
        for await (const chunk of createReadStream(full, { end: Math.max(found.size - 1, 0) })) {
          const piece = (chunk as Buffer).subarray(0, found.size - written);
          written += piece.length;
          await write(piece);
        }
        // A file that shrank while it was read is filled to the size its header gave.
        if (written < found.size) await write(Buffer.alloc(found.size - written));
        await write(padding(found.size));
      }
    }
  };
  walk(root, "").then(
    async () => {
      await write(Buffer.alloc(2 * BLOCK));
      out.end();
    },
    (error: unknown) => out.destroy(error as Error),
  );
  return out.pipe(gzip);
}
