import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Queryable } from "../../db/database.ts";
import { type AllowedType, allowedTypes } from "./file-types.ts";

export type Visibility = "public" | "private";

export interface StoredFile {
  readonly name: string;
  readonly visibility: Visibility;
  readonly content_type: string;
  readonly size_bytes: number;
  readonly original_name: string;
  readonly owner_id: string | null;
}

// Our names only: a random UUID and an allowed extension. Anything else in a URL is no file of ours, so
// no client text ever becomes part of a path (no "..", no slashes, no NUL).
const storedName = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${allowedTypes.map((t) => t.extension).join("|")})$`,
);

export const isStoredName = (name: string): boolean => storedName.test(name);

/** DATA_DIR/files/<visibility>: where the bytes live. */
export const filesDir = (dataDir: string, visibility: Visibility): string =>
  path.join(dataDir, "files", visibility);

/** The uploader's file name as a label: its last path segment, without control characters, at most 200. */
export function cleanOriginalName(fileName: string | undefined): string {
  const base = (fileName ?? "").split(/[/\\]/).pop() ?? "";
  const clean = [...base]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code >= 0x20 && !(code >= 0x7f && code < 0xa0) && code !== 0x2028 && code !== 0x2029;
    })
    .join("")
    .trim();
  return clean.slice(0, 200) || "file";
}

/**
 * Writes the bytes under a new name (to a temporary file first, then renamed, so a reader never sees half
 * a file) and records them. A failed insert removes the file again.
 */
export async function storeFile(
  db: Queryable,
  dataDir: string,
  file: {
    readonly visibility: Visibility;
    readonly data: Uint8Array;
    readonly type: AllowedType;
    readonly originalName: string;
    readonly ownerId: string | null;
    /** The UUID part of the name; a new random one unless a copy must land on a name known in advance. */
    readonly uuid?: string;
  },
): Promise<StoredFile> {
  const dir = filesDir(dataDir, file.visibility);
  await mkdir(dir, { recursive: true });
  const name = `${file.uuid ?? randomUUID()}.${file.type.extension}`;
  if (!isStoredName(name)) throw new Error(`${name} is not a stored file's name`);
  const target = path.join(dir, name);
  const temporary = path.join(dir, `.upload-${randomUUID()}`);
  await writeFile(temporary, file.data, { flag: "wx", mode: 0o640 });
  try {
    await rename(temporary, target);
    const row: StoredFile = {
      name,
      visibility: file.visibility,
      content_type: file.type.contentType,
      size_bytes: file.data.byteLength,
      original_name: file.originalName,
      owner_id: file.ownerId,
    };
    await db.query(
      `insert into uploaded_files (name, visibility, content_type, size_bytes, original_name, owner_id)
       values ($1, $2, $3, $4, $5, $6)`,
      [row.name, row.visibility, row.content_type, row.size_bytes, row.original_name, row.owner_id],
    );
    return row;
  } catch (error) {
    await rm(temporary, { force: true });
    await rm(target, { force: true });
    throw error;
  }
}

/** Bytes of uploaded files kept for one owner, or for everyone when `ownerId` is null. */
export async function storedBytes(db: Queryable, ownerId: string | null): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>(
    ownerId === null
      ? "select coalesce(sum(size_bytes), 0) as n from uploaded_files"
      : "select coalesce(sum(size_bytes), 0) as n from uploaded_files where owner_id = $1",
    ownerId === null ? [] : [ownerId],
  );
  return Number(rows[0]?.n ?? 0);
}

/** The record of a stored file of that visibility, or null (also for any name that is not ours). */
export async function findFile(
  db: Queryable,
  visibility: Visibility,
  name: string,
): Promise<StoredFile | null> {
  if (!isStoredName(name)) return null;
  const { rows } = await db.query<StoredFile & { size_bytes: number | string }>(
    `select name, visibility, content_type, size_bytes, original_name, owner_id
       from uploaded_files where name = $1 and visibility = $2`,
    [name, visibility],
  );
  const row = rows[0];
  return row ? { ...row, size_bytes: Number(row.size_bytes) } : null;
}
