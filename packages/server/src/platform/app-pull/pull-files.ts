import { createHmac } from "node:crypto";
import type { Queryable } from "../../db/database.ts";
import { isPlainObject } from "../entities/query-operators.ts";
import { cleanOriginalName, storeFile, type Visibility } from "../integrations/file-store.ts";
import { sniffType } from "../integrations/file-types.ts";
import { signFile } from "../integrations/signed-urls.ts";
import { MissingFileError, type SourceClient, SourceError } from "./source-client.ts";

/**
 * Uploaded files a record points to, copied to this server and the record's addresses rewritten. What
 * counts as one of the source's files: on the source's own origin, Ember's file addresses
 * (`/api/files/public/<name>`, a signed `/api/files/private/<name>?…`) and a private `file_uri`
 * (`private/<name>`, signed through the source to be read); on a host the operator named with
 * `--files-from` (where the hosted service keeps its uploads), any address. Every other address is left
 * as it is and never fetched: a record's text must not make this machine reach hosts of the source's
 * choosing.
 *
 * Each copy lands on a name derived from the source's address with a key only this server knows, so a
 * pull run twice, or killed and run again, finds the files it copied already and stores none twice,
 * while nobody can work out a copy's name from the source's.
 */
export interface FileTarget {
  readonly db: Queryable;
  readonly dataDir: string;
  /** This server's origin, for the rewritten public and signed addresses. */
  readonly origin: string;
  /** The key new names are derived from, and the one private links are signed with. */
  readonly namingKey: Buffer;
  readonly signingKey: Buffer;
  readonly maxBytes: number;
}

export interface FilePolicy {
  /** Other origins whose every address is a file of the source (the operator's --files-from). */
  readonly filesFrom: ReadonlySet<string>;
  /** Keep the address of a file the source does not serve, or this server does not store, instead of stopping. */
  readonly keepUnreadable: boolean;
}

export interface FileCounts {
  copied: number;
  reused: number;
  kept: number;
  /** The origins of addresses left as they are, a few of them: where to look for --files-from. */
  readonly otherHosts: Set<string>;
}

const OTHER_HOSTS_NOTED = 10;

type SourceFile =
  | { readonly kind: "public"; readonly key: string; readonly url: URL }
  | { readonly kind: "private"; readonly key: string; readonly uri: string; readonly signed: string | null };

const PRIVATE_URI = /^private\/([A-Za-z0-9._-]{1,200})$/;
const EMBER_FILE = /^\/api\/files\/(public|private)\/([A-Za-z0-9._-]{1,200})$/;

/** The source file a text names, or null: an ordinary text, or an address this pull leaves alone. */
function sourceFileOf(
  text: string,
  source: string,
  policy: FilePolicy,
  counts: FileCounts,
): SourceFile | null {
  const uri = PRIVATE_URI.exec(text);
  if (uri) return { kind: "private", key: text, uri: text, signed: null };
  if (!/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.origin === source) {
    const match = EMBER_FILE.exec(url.pathname);
    if (!match) return null;
    const name = match[2] as string;
    if (match[1] === "public")
      return { kind: "public", key: `public/${name}`, url: new URL(url.pathname, source) };
    return {
      kind: "private",
      key: `private/${name}`,
      uri: `private/${name}`,
      signed: url.searchParams.get("expires") ?? "0",
    };
  }
  if (policy.filesFrom.has(url.origin)) return { kind: "public", key: url.href, url };
  if (counts.otherHosts.size < OTHER_HOSTS_NOTED) counts.otherHosts.add(url.origin);
  return null;
}

/** A UUID-shaped name from the source's address: the same address, the same name, on this server only. */
function derivedUuid(key: Buffer, source: string, fileKey: string): string {
  const hex = createHmac("sha256", key).update(`${source}\n${fileKey}`).digest("hex").slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface FileCopier {
  /** The record's data with every source file copied and its address rewritten. */
  rewrite(
    data: Record<string, unknown>,
    where: string,
    ownerId: string | null,
  ): Promise<Record<string, unknown>>;
  readonly counts: FileCounts;
}

export function fileCopier(client: SourceClient, target: FileTarget, policy: FilePolicy): FileCopier {
  const counts: FileCounts = { copied: 0, reused: 0, kept: 0, otherHosts: new Set() };
  const allowed = (url: URL) => url.origin === client.origin || policy.filesFrom.has(url.origin);

  /** The stored name of the copy, copying the file first when this server has none yet. */
  async function copy(file: SourceFile, ownerId: string | null): Promise<string> {
    const uuid = derivedUuid(target.namingKey, client.origin, file.key);
    const visibility: Visibility = file.kind;
    const { rows } = await target.db.query<{ name: string }>(
      "select name from uploaded_files where name like $1 and visibility = $2",
      [`${uuid}.%`, visibility],
    );
    const existing = rows[0]?.name;
    if (existing) {
      counts.reused += 1;
      return existing;
    }
    let url: URL;
    if (file.kind === "public") url = file.url;
    else {
      url = await client.signPrivateFile(file.uri);
      if (!allowed(url)) {
        throw new SourceError(
          `The source signed ${file.uri} as ${url.origin}, a host this pull does not read; if it is where the source keeps its files, name it with --files-from ${url.origin}`,
        );
      }
    }
    const { data, contentType } = await client.download(url, target.maxBytes);
    const fileName = decodeURIComponent(url.pathname.split("/").pop() ?? "");
    const type = sniffType(data, { type: contentType, fileName });
    if (!type)
      throw new UnstorableFile(`${url.origin}${url.pathname} is not a kind of file this server stores`);
    const stored = await storeFile(target.db, target.dataDir, {
      visibility,
      data,
      type,
      originalName: cleanOriginalName(fileName),
      ownerId,
      uuid,
    });
    counts.copied += 1;
    return stored.name;
  }

  async function rewriteText(text: string, where: string, ownerId: string | null): Promise<string> {
    const file = sourceFileOf(text, client.origin, policy, counts);
    if (!file) return text;
    let name: string;
    try {
      name = await copy(file, ownerId);
    } catch (error) {
      if (!(error instanceof MissingFileError || error instanceof UnstorableFile)) throw error;
      if (policy.keepUnreadable) {
        counts.kept += 1;
        return text;
      }
      throw new SourceError(
        `${where}: ${error.message}. Nothing of this page was written; run again with --keep-unreadable-files to keep such addresses as they are`,
      );
    }
    if (file.kind === "public") return `${target.origin}/api/files/public/${name}`;
    if (file.signed === null) return `private/${name}`;
    // A signed link in a record: the same expiry, signed by this server.
    const expires = /^\d{1,12}$/.test(file.signed) ? Number(file.signed) : 0;
    const signed = signFile(target.signingKey, name, expires);
    return `${target.origin}/api/files/private/${name}?expires=${signed.expires}&signature=${signed.signature}`;
  }

  async function rewriteValue(value: unknown, where: string, ownerId: string | null): Promise<unknown> {
    if (typeof value === "string") return rewriteText(value, where, ownerId);
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      for (const item of value) out.push(await rewriteValue(item, where, ownerId));
      return out;
    }
    if (isPlainObject(value)) {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        // Defined, not assigned: a key named __proto__ stays a key and never becomes a prototype.
        Object.defineProperty(out, key, {
          value: await rewriteValue(item, where, ownerId),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    }
    return value;
  }

  return {
    counts,
    rewrite: (data, where, ownerId) => rewriteValue(data, where, ownerId) as Promise<Record<string, unknown>>,
  };
}

class UnstorableFile extends Error {}
