/**
 * A reader of tar archives (POSIX ustar, pax and GNU long names: what node-tar, GNU tar and bsdtar write),
 * streaming: each entry's header goes to the visitor, which may take its bytes chunk by chunk. Bytes that
 * are not a tar archive (a bad checksum, a size that is not a number) end the read with TarError.
 */

export type TarEntryType = "file" | "directory" | "symlink" | "hardlink" | "device" | "other";

export interface TarEntry {
  readonly name: string;
  readonly type: TarEntryType;
  readonly size: number;
}

export interface TarSink {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<void>;
}

/** Returns where an entry's bytes go (undefined: skipped); throwing stops the read. */
export type TarVisitor = (entry: TarEntry) => Promise<TarSink | undefined>;

export class TarError extends Error {}

const BLOCK = 512;
// pax and GNU long-name records: a path is never this long.
const MAX_META_BYTES = 64 * 1024;

const typeOf = (flag: string): TarEntryType | "meta" => {
  if (flag === "0" || flag === "\0" || flag === "7" || flag === "") return "file";
  if (flag === "5") return "directory";
  if (flag === "2") return "symlink";
  if (flag === "1") return "hardlink";
  if (flag === "3" || flag === "4" || flag === "6") return "device";
  if (flag === "x" || flag === "g" || flag === "L" || flag === "K") return "meta";
  return "other";
};

const text = (block: Buffer, start: number, length: number) => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString("utf8");
};

function octal(block: Buffer, start: number, length: number): number {
  // A size in base-256 (first byte's top bit) is over 8 GB: no site holds such a file.
  if ((block[start] ?? 0) & 0x80) throw new TarError("an entry is larger than any site may be");
  const digits = text(block, start, length).trim();
  if (!/^[0-7]*$/.test(digits)) throw new TarError("not a tar archive");
  return digits === "" ? 0 : Number.parseInt(digits, 8);
}

function checksumMatches(block: Buffer): boolean {
  const stored = octal(block, 148, 8);
  let unsigned = 0;
  let signed = 0;
  for (let i = 0; i < BLOCK; i++) {
    const byte = i >= 148 && i < 156 ? 0x20 : (block[i] ?? 0);
    unsigned += byte;
    signed += byte > 127 ? byte - 256 : byte;
  }
  return stored === unsigned || stored === signed;
}

/** pax records: "<length> <key>=<value>\n", the length counting the whole record. */
function paxRecords(data: Buffer): Record<string, string> {
  const records: Record<string, string> = Object.create(null);
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number.parseInt(data.subarray(at, space).toString("ascii"), 10);
    if (space === -1 || !Number.isInteger(length) || length <= 0 || at + length > data.length) {
      throw new TarError("a pax header is malformed");
    }
    const record = data.subarray(space + 1, at + length - 1).toString("utf8");
    const equals = record.indexOf("=");
    if (equals > 0) records[record.slice(0, equals)] = record.slice(equals + 1);
    at += length;
  }
  return records;
}

interface Pending {
  /** Bytes of the entry's data still to come, then of its padding to the next block. */
  data: number;
  padding: number;
  sink?: TarSink | undefined;
  meta?: { flag: string; chunks: Buffer[] } | undefined;
}

export async function readTar(source: AsyncIterable<Buffer>, visit: TarVisitor): Promise<void> {
  let buffered: Buffer = Buffer.alloc(0);
  let body: Pending | undefined;
  let next: { path?: string; size?: number } = {};
  let ended = false;
  let sawHeader = false;

  const header = async (block: Buffer): Promise<void> => {
    if (block.every((byte) => byte === 0)) {
      ended = sawHeader;
      if (!sawHeader) throw new TarError("not a tar archive");
      return;
    }
    if (!checksumMatches(block)) throw new TarError("not a tar archive (a header's checksum is wrong)");
    sawHeader = true;
    const flag = String.fromCharCode(block[156] ?? 0);
    const type = typeOf(flag);
    const magic = block.subarray(257, 263).toString("latin1");
    const prefix = magic === "ustar\0" ? text(block, 345, 155) : "";
    const ownName = text(block, 0, 100);
    const size = type === "meta" || next.size === undefined ? octal(block, 124, 12) : next.size;
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (type === "meta") {
      if (size > MAX_META_BYTES) throw new TarError("a tar header record is too long");
      body = { data: size, padding, meta: { flag, chunks: [] } };
      return;
    }
    const name = next.path ?? (prefix ? `${prefix}/${ownName}` : ownName);
    next = {};
    // Links and directories carry no data, whatever their size field says.
    const dataBytes = type === "file" ? size : 0;
    const sink = await visit({ name, type, size: dataBytes });
    body = { data: dataBytes, padding: type === "file" ? padding : 0, sink };
  };

  const finishMeta = (meta: { flag: string; chunks: Buffer[] }) => {
    const data = Buffer.concat(meta.chunks);
    if (meta.flag === "L") next.path = text(data, 0, data.length);
    else if (meta.flag === "x") {
      const records = paxRecords(data);
      if (records.path !== undefined) next.path = records.path;
      if (records.size !== undefined) {
        if (!/^\d{1,15}$/.test(records.size)) throw new TarError("a pax size is malformed");
        next.size = Number(records.size);
      }
    }
    // "g" (global defaults) and "K" (a link's long target) change nothing a site keeps.
  };

  for await (const chunk of source) {
    if (ended) continue;
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    for (;;) {
      if (body) {
        const take = Math.min(body.data, buffered.length);
        if (take > 0) {
          const piece = buffered.subarray(0, take);
          buffered = buffered.subarray(take);
          body.data -= take;
          if (body.meta) body.meta.chunks.push(Buffer.from(piece));
          else await body.sink?.write(piece);
        }
        if (body.data > 0) break;
        const skip = Math.min(body.padding, buffered.length);
        buffered = buffered.subarray(skip);
        body.padding -= skip;
        if (body.padding > 0) break;
        const done = body;
        body = undefined;
        if (done.meta) finishMeta(done.meta);
        else await done.sink?.end();
        continue;
      }
      if (ended || buffered.length < BLOCK) break;
      const block = buffered.subarray(0, BLOCK);
      buffered = buffered.subarray(BLOCK);
      await header(block);
    }
  }
  if (body || !sawHeader) throw new TarError("the tar archive ends in the middle of an entry");
}
