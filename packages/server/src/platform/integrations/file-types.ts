import { storedEntryBytes, zipEntries } from "./zip-container.ts";

/**
 * The kinds of file an upload may be (ADR 0026, 0077). A file is what its bytes say, not what the client
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
const json: AllowedType = { contentType: "application/json", extension: "json", inline: false };
const markdown: AllowedType = { contentType: "text/markdown; charset=utf-8", extension: "md", inline: false };
const docx: AllowedType = {
  contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  extension: "docx",
  inline: false,
};
const xlsx: AllowedType = {
  contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  extension: "xlsx",
  inline: false,
};
const pptx: AllowedType = {
  contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  extension: "pptx",
  inline: false,
};
const odt: AllowedType = {
  contentType: "application/vnd.oasis.opendocument.text",
  extension: "odt",
  inline: false,
};
const ods: AllowedType = {
  contentType: "application/vnd.oasis.opendocument.spreadsheet",
  extension: "ods",
  inline: false,
};
const mp3: AllowedType = { contentType: "audio/mpeg", extension: "mp3", inline: false };
const mp4: AllowedType = { contentType: "video/mp4", extension: "mp4", inline: false };
const m4a: AllowedType = { contentType: "audio/mp4", extension: "m4a", inline: false };
const webm: AllowedType = { contentType: "video/webm", extension: "webm", inline: false };
const ogg: AllowedType = { contentType: "audio/ogg", extension: "ogg", inline: false };
const wav: AllowedType = { contentType: "audio/wav", extension: "wav", inline: false };

export const allowedTypes: readonly AllowedType[] = [
  png,
  jpeg,
  gif,
  webp,
  pdf,
  text,
  csv,
  json,
  markdown,
  docx,
  xlsx,
  pptx,
  odt,
  ods,
  mp3,
  mp4,
  m4a,
  webm,
  ogg,
  wav,
];

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

// OOXML names its parts' types in [Content_Types].xml; the main part's conventional name says which
// application the document is for.
const OOXML_MAIN: readonly (readonly [string, AllowedType])[] = [
  ["word/document.xml", docx],
  ["xl/workbook.xml", xlsx],
  ["ppt/presentation.xml", pptx],
];
const ODF_TYPES: readonly AllowedType[] = [odt, ods];

/**
 * The office document a ZIP is, or null: a ZIP of anything else (or a malformed one) is not uploaded.
 * Documents carrying macros (a VBA project) are refused whatever their name says.
 */
function officeType(data: Uint8Array): AllowedType | null {
  const entries = zipEntries(data);
  if (!entries) return null;
  const names = new Set(entries.map((e) => e.name));
  if (entries.some((e) => /(^|\/)vbaProject\.bin$/i.test(e.name))) return null;
  if (names.has("[Content_Types].xml")) {
    const found = OOXML_MAIN.filter(([part]) => names.has(part));
    return found.length === 1 ? (found[0]?.[1] ?? null) : null;
  }
  // OpenDocument: the first part is `mimetype`, stored, holding the document's media type.
  const first = entries.find((e) => e.localOffset === 0);
  if (first?.name !== "mimetype") return null;
  const bytes = storedEntryBytes(data, first);
  const declared = bytes ? new TextDecoder().decode(bytes) : "";
  return ODF_TYPES.find((t) => t.contentType === declared) ?? null;
}

// ISO base media brands of plain MP4 video and of MPEG-4 audio; QuickTime and others are not accepted.
const MP4_BRANDS = new Set(["isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "dash", "M4V "]);
const M4A_BRANDS = new Set(["M4A ", "M4B "]);

/** An MPEG audio layer III frame header: the sync bits, a real bitrate and a real sampling rate. */
function isMp3Frame(data: Uint8Array): boolean {
  const [b0, b1, b2] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
  const layer3 = b0 === 0xff && (b1 & 0xe0) === 0xe0 && ((b1 >> 1) & 3) === 1 && ((b1 >> 3) & 3) !== 1;
  const bitrate = b2 >> 4;
  return layer3 && bitrate !== 0 && bitrate !== 15 && ((b2 >> 2) & 3) !== 3;
}

function mediaType(data: Uint8Array): AllowedType | null {
  if (startsWith(data, ascii("RIFF")) && startsWith(data, ascii("WAVE"), 8)) return wav;
  if (startsWith(data, ascii("OggS"))) return ogg;
  if (startsWith(data, ascii("ID3")) || isMp3Frame(data)) return mp3;
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML is also Matroska's; only WebM names its DocType in the header.
    return latin1.decode(data.subarray(0, 64)).includes("webm") ? webm : null;
  }
  if (startsWith(data, ascii("ftyp"), 4)) {
    const brand = latin1.decode(data.subarray(8, 12));
    if (M4A_BRANDS.has(brand)) return m4a;
    if (MP4_BRANDS.has(brand)) return mp4;
  }
  return null;
}

const latin1 = new TextDecoder("latin1");

/** Text the client called JSON is stored as JSON only when it parses; otherwise it is text. */
function isJson(data: Uint8Array): boolean {
  try {
    JSON.parse(utf8.decode(data));
    return true;
  } catch {
    return false;
  }
}

/**
 * The allowed type these bytes are, or null. Text has no signature, so the client's declaration (type or
 * file name) only decides between plain text, CSV, JSON and Markdown once the bytes are known to be text.
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
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return officeType(data);
  const media = mediaType(data);
  if (media) return media;
  if (!isPlainText(data)) return null;
  const { type, fileName } = declared;
  if (/^text\/csv\b/i.test(type) || /\.csv$/i.test(fileName)) return csv;
  if (/^application\/json\b/i.test(type) || /\.json$/i.test(fileName)) return isJson(data) ? json : text;
  if (/^text\/(x-)?markdown\b/i.test(type) || /\.(md|markdown)$/i.test(fileName)) return markdown;
  return text;
}

/** The allowed type of a stored file's extension (what we named it), or null. */
export const typeOfExtension = (extension: string): AllowedType | null =>
  allowedTypes.find((t) => t.extension === extension) ?? null;
