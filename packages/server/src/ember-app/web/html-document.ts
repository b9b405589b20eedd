import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cspDirectives, inlineScriptHashes, serializeCsp } from "./csp.ts";

type Encoding = "br" | "gzip";
const extension: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** What a page's response needs besides its bytes: its own CSP and its ETag. */
interface DocumentHead {
  readonly csp: string;
  readonly etag: string;
}

/**
 * One HTML page, ready to send. A page of the build is read from disk when it is asked for: ten languages
 * make about 400 pages, and holding each one's bytes in three encodings would cost the server some 35 MB
 * (decision 0059); its CSP and ETag are worked out on its first request and kept. A page made here (a
 * marker inserted, corrections applied) is held in memory, compressed once.
 */
export interface HtmlDocument {
  /** The CSP and ETag, worked out once. */
  head(): Promise<DocumentHead>;
  /** The encodings this document has besides identity. */
  readonly encodings: ReadonlySet<Encoding>;
  /** Its bytes in an encoding it has, or as they are. */
  bytes(encoding: Encoding | undefined): Promise<Buffer>;
  /** Its text. */
  text(): Promise<string>;
}

const exists = (file: string) =>
  readFile(file).then(
    () => true,
    () => false,
  );

const headOf = (html: string, editorOrigins: readonly string[]): DocumentHead => ({
  csp: serializeCsp(cspDirectives(inlineScriptHashes(html), editorOrigins)),
  etag: `"${createHash("sha256").update(html, "utf8").digest("base64url").slice(0, 27)}"`,
});

/**
 * A page of the build, with its precompressed siblings. With a marker to insert, the text changes, so the
 * siblings are stale: the document is made in memory instead, compressed once, never per request.
 */
export async function loadHtmlDocument(
  file: string,
  marker: string | null,
  editorOrigins: readonly string[] = [],
  siblings: ReadonlySet<string> | undefined = undefined,
): Promise<HtmlDocument> {
  if (marker) {
    // Made and compressed on the page's first request, not at start: compressing some 400 pages took a
    // minute on a busy machine, and most pages of a private site are never asked for.
    return lazyHtmlDocument(async () => {
      const original = await readFile(file, "utf8");
      return original.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${marker}`);
    }, editorOrigins);
  }
  const encodings = new Set<Encoding>();
  for (const encoding of ["br", "gzip"] as const) {
    const sibling = `${file}${extension[encoding]}`;
    if (siblings ? siblings.has(sibling) : await exists(sibling)) encodings.add(encoding);
  }
  const text = () => readFile(file, "utf8");
  let head: Promise<DocumentHead> | undefined;
  return {
    head: () => {
      head ??= text().then((html) => headOf(html, editorOrigins));
      // A read that failed (the build replaced under a running server) is tried again next time.
      head.catch(() => {
        head = undefined;
      });
      return head;
    },
    encodings,
    bytes: (encoding) => readFile(encoding ? `${file}${extension[encoding]}` : file),
    text,
  };
}

/** A document made here on its first use, then kept: its text comes from `make`. */
function lazyHtmlDocument(make: () => Promise<string>, editorOrigins: readonly string[]): HtmlDocument {
  let made: Promise<HtmlDocument> | undefined;
  const document = () => {
    made ??= make().then((html) => htmlDocumentOf(html, editorOrigins));
    // A read that failed (the build replaced under a running server) is tried again next time.
    made.catch(() => {
      made = undefined;
    });
    return made;
  };
  return {
    head: () => document().then((doc) => doc.head()),
    encodings: new Set(["br", "gzip"]),
    bytes: (encoding) => document().then((doc) => doc.bytes(encoding)),
    text: () => document().then((doc) => doc.text()),
  };
}

/** A document made here (a marker inserted, a correction applied): compressed once, never per request. */
export async function htmlDocumentOf(
  html: string,
  editorOrigins: readonly string[] = [],
): Promise<HtmlDocument> {
  const identity = Buffer.from(html, "utf8");
  const params = { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
  const encoded: Record<Encoding, Buffer> = {
    br: await promisify(brotliCompress)(identity, { params }),
    gzip: await promisify(gzip)(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
  const head = Promise.resolve(headOf(html, editorOrigins));
  return {
    head: () => head,
    encodings: new Set(["br", "gzip"]),
    bytes: async (encoding) => (encoding ? encoded[encoding] : identity),
    text: async () => html,
  };
}

/** The best encoding we hold that the client accepts (q > 0), br first. */
function negotiate(acceptEncoding: string | undefined, doc: HtmlDocument): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
      .map(([name]) => name),
  );
  return (["br", "gzip"] as const).find(
    (e) => doc.encodings.has(e) && (accepted.has(e) || accepted.has("*")),
  );
}

export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  doc: HtmlDocument,
  status: number,
) {
  const encoding = negotiate(request.headers["accept-encoding"], doc);
  const head = await doc.head();
  const etag = encoding ? `${head.etag.slice(0, -1)}-${encoding}"` : head.etag;
  // Pages revalidate on every visit (a deploy shows at once) and cost a 304 when unchanged.
  reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    // A caller may already vary the page on more (web-plugin.ts: the language cookie).
    .header("vary", reply.getHeader("vary") ?? "accept-encoding")
    .header("etag", etag)
    .header("content-security-policy", head.csp);
  if (status === 200 && request.headers["if-none-match"] === etag) return reply.code(304).send();
  if (encoding) reply.header("content-encoding", encoding);
  return reply.send(await doc.bytes(encoding));
}
