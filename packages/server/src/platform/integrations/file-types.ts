/**
 * The kinds of file an upload may be (ADR 0026). A file is what its bytes say, not what the client
 * declared: the type is sniffed from the content, and the stored name's extension and the served
 * Content-Type come from this table only. No HTML, SVG or script: a file served from our origin must not
 * run in it.
 */
export interface AllowedType {
  readonly contentType: string;
  readonly extension: string;
  /** Shown inline (an <img> source); everything else is served as an attachment. */
  readonly inline: boolean;
}

const png: AllowedType = { contentType: "image/png", extension: "png", inline: true };
const jpeg: AllowedType = { contentType: "image/jpeg", extension: "jpg", inline: true };
const gif: AllowedType = { contentType: "image/gif", extension: "gif", inline: true };
const webp: AllowedType = { contentType: "image/webp", extension: "webp", inline: true };
const pdf: AllowedType = { contentType: "application/pdf", extension: "pdf", inline: false };
const text: AllowedType = { contentType: "text/plain; charset=utf-8", extension: "txt", inline: false };
const csv: AllowedType = { contentType: "text/csv; charset=utf-8", extension: "csv", inline: false };

export const allowedTypes: readonly AllowedType[] = [png, jpeg, gif, webp, pdf, text, csv];

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const utf8 = new TextDecoder("utf-8", { fatal: true });

// The tags a browser's sniffer takes for HTML or XML, anywhere in the first bytes it reads (and more).
const MARKUP =
  /<(?:!doctype|!--|\?xml|(?:html|head|body|script|svg|iframe|frame|frameset|object|embed|style|title|meta|link|base|form|img|a|b|br|p|div|font|table|h1|math|xml)(?=[\s/>]))/i;
const MARKUP_WINDOW = 8192;

/** Text is valid UTF-8 with no NUL and no other C0 control besides tab, line feed, form feed and return. */
function isPlainText(data: Uint8Array): boolean {
  if (data.length === 0) return false;
  let decoded: string;
  try {
    decoded = utf8.decode(data);
  } catch {
    return false;
  }
  // Markup would turn into a page if a browser ever guessed, or once saved and opened: text files must
  // not look like HTML anywhere a sniffer looks, not only at their start.
  if (MARKUP.test(decoded.slice(0, MARKUP_WINDOW))) return false;
  for (let i = 0; i < decoded.length; i++) {
    const code = decoded.charCodeAt(i);
    if (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) return false;
    if (code === 127) return false;
  }
  return true;
}

/**
 * The allowed type these bytes are, or null. Text has no signature, so the client's declaration (type or
 * file name) only decides between plain text and CSV once the bytes are known to be text.
 */
export function sniffType(
  data: Uint8Array,
  declared: { type: string; fileName: string },
): AllowedType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return png;
  if (startsWith(data, [0xff, 0xd8, 0xff])) return jpeg;
  if (startsWith(data, ascii("GIF87a")) || startsWith(data, ascii("GIF89a"))) return gif;
  if (startsWith(data, ascii("RIFF")) && startsWith(data, ascii("WEBP"), 8)) return webp;
  if (startsWith(data, ascii("%PDF-"))) return pdf;
  if (!isPlainText(data)) return null;
  const csvDeclared = /^text\/csv\b/i.test(declared.type) || /\.csv$/i.test(declared.fileName);
  return csvDeclared ? csv : text;
}

/** The allowed type of a stored file's extension (what we named it), or null. */
export const typeOfExtension = (extension: string): AllowedType | null =>
  allowedTypes.find((t) => t.extension === extension) ?? null;
