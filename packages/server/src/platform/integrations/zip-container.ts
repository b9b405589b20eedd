import { inflateRawSync } from "node:zlib";

/**
 * What a ZIP file holds, read from its central directory (only `inflatesWithin` inflates anything). Office documents
 * (OOXML and OpenDocument) are ZIP files; the PK signature alone says nothing about what is inside, so a
 * document's kind is decided by its parts. The reading is strict: a ZIP must start at byte 0 and its
 * directory must end exactly at the end of the file, so nothing can be hidden before or after it (the
 * classic polyglot is an HTML page or a script with a ZIP appended, which ZIP readers still open).
 */
export interface ZipEntry {
  readonly name: string;
  /** 0: stored, 8: deflated. */
  readonly method: number;
  readonly localOffset: number;
  readonly compressedSize: number;
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const END_SIZE = 22;
// An end record may carry a comment of up to 65,535 bytes; that bounds how far back it is searched.
const MAX_COMMENT = 0xffff;
/** A document with more parts than this is not one we accept (a directory bomb costs nothing to send). */
const MAX_ENTRIES = 10_000;

const latin1 = new TextDecoder("latin1");
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The entries of a well-formed ZIP that fills `data` exactly, or null for anything else. */
export function zipEntries(data: Uint8Array): ZipEntry[] | null {
  if (data.length < END_SIZE + 30) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (view.getUint32(0, true) !== LOCAL) return null;
  const end = findEnd(view);
  if (end === null) return null;
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  // Multi-disk archives and ZIP64 markers are not documents anyone uploads; both are refused.
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0) return null;
  if (count === 0 || count > MAX_ENTRIES || count !== view.getUint16(end + 8, true)) return null;
  if (directoryOffset + directorySize !== end) return null;

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) return null;
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end || localOffset + 30 > directoryOffset) return null;
    if (view.getUint32(localOffset, true) !== LOCAL) return null;
    const rawName = data.subarray(at + 46, at + 46 + nameLength);
    let name: string;
    try {
      // Bit 11: the name is UTF-8; otherwise code page 437, read here as Latin-1 (names we match are ASCII).
      name = flags & 0x800 ? utf8.decode(rawName) : latin1.decode(rawName);
    } catch {
      return null;
    }
    entries.push({ name, method, localOffset, compressedSize });
    at = next;
  }
  if (at !== end) return null;
  // The first part must be the one at byte 0: no bytes of anything else ahead of the archive.
  if (Math.min(...entries.map((e) => e.localOffset)) !== 0) return null;
  return entries;
}

/** The end-of-central-directory record whose comment reaches exactly the end of the file. */
function findEnd(view: DataView): number | null {
  const last = view.byteLength - END_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at--) {
    if (view.getUint32(at, true) !== END) continue;
    if (at + END_SIZE + view.getUint16(at + 20, true) === view.byteLength) return at;
  }
  return null;
}

/**
 * The bytes of a stored (uncompressed) entry, or null: OpenDocument's `mimetype` part is stored first and
 * uncompressed by the standard, so its media type can be read without inflating.
 */
export function storedEntryBytes(data: Uint8Array, entry: ZipEntry): Uint8Array | null {
  return entry.method === 0 ? entryBytes(data, entry) : null;
}

/**
 * Whether the archive's parts, inflated, come to at most `max` bytes. The sizes a ZIP declares can lie,
 * so each part is inflated (and dropped) with a cap on its output: a bomb stops at the cap instead of
 * filling memory in whatever reads the archive next.
 */
export function inflatesWithin(data: Uint8Array, entries: readonly ZipEntry[], max: number): boolean {
  let total = 0;
  for (const entry of entries) {
    const bytes = entryBytes(data, entry);
    if (!bytes) return false;
    if (entry.method === 0) {
      total += bytes.byteLength;
    } else if (entry.method === 8) {
      try {
        total += inflateRawSync(bytes, { maxOutputLength: Math.max(1, max - total + 1) }).byteLength;
      } catch {
        return false;
      }
    } else {
      return false;
    }
    if (total > max) return false;
  }
  return true;
}

function entryBytes(data: Uint8Array, entry: ZipEntry): Uint8Array | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const nameLength = view.getUint16(entry.localOffset + 26, true);
  const extraLength = view.getUint16(entry.localOffset + 28, true);
  const start = entry.localOffset + 30 + nameLength + extraLength;
  if (start + entry.compressedSize > data.length) return null;
  return data.subarray(start, start + entry.compressedSize);
}
