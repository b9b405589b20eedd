import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { cspDirectives, inlineScriptHashes, serializeCsp } from "./csp.ts";

type Encoding = "br" | "gzip";
const extension: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** One HTML file, ready to send: its own CSP and its bytes in every encoding we have, read once at start. */
export interface HtmlDocument {
  readonly csp: string;
  readonly etag: string;
  readonly identity: Buffer;
  readonly encoded: Partial<Record<Encoding, Buffer>>;
}

const readIfPresent = (file: string) => readFile(file).catch(() => undefined);

/**
 * Reads an HTML file and its precompressed siblings. With a marker to insert, the text changes, so the
 * siblings are stale: the document is compressed here instead, once, never per request.
 */
export async function loadHtmlDocument(
  file: string,
  marker: string | null,
  editorOrigins: readonly string[] = [],
): Promise<HtmlDocument> {
  const original = await readFile(file, "utf8");
  const csp = serializeCsp(cspDirectives(inlineScriptHashes(original), editorOrigins));
  const html = marker ? original.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${marker}`) : original;
  const identity = Buffer.from(html, "utf8");
  const encoded: Partial<Record<Encoding, Buffer>> = {};
  if (html === original) {
    for (const encoding of ["br", "gzip"] as const) {
      const sibling = await readIfPresent(`${file}${extension[encoding]}`);
      if (sibling) encoded[encoding] = sibling;
    }
  } else {
    const params = { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
    encoded.br = await promisify(brotliCompress)(identity, { params });
    encoded.gzip = await promisify(gzip)(identity, { level: constants.Z_BEST_COMPRESSION });
  }
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  return { csp, etag, identity, encoded };
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
  return (["br", "gzip"] as const).find((e) => doc.encoded[e] && (accepted.has(e) || accepted.has("*")));
}

export function sendHtml(request: FastifyRequest, reply: FastifyReply, doc: HtmlDocument, status: number) {
  const encoding = negotiate(request.headers["accept-encoding"], doc);
  const etag = encoding ? `${doc.etag.slice(0, -1)}-${encoding}"` : doc.etag;
  // Pages revalidate on every visit (a deploy shows at once) and cost a 304 when unchanged.
  reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding")
    .header("etag", etag)
    .header("content-security-policy", doc.csp);
  if (status === 200 && request.headers["if-none-match"] === etag) return reply.code(304).send();
  if (encoding) reply.header("content-encoding", encoding);
  return reply.send(encoding ? doc.encoded[encoding] : doc.identity);
}
