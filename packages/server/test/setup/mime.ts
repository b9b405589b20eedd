/**
 * Just enough MIME to read what nodemailer sends: top-level headers (unfolded, RFC 2047 decoded) and the
 * text/plain and text/html parts of a multipart/alternative body (quoted-printable or base64, UTF-8).
 * The tests read raw messages with it, so they see what a mail client would.
 */
export interface ParsedMail {
  /** Every top-level header, in order, names lower-cased, values decoded. */
  readonly headers: readonly (readonly [string, string])[];
  readonly subject: string;
  readonly to: string;
  readonly text: string;
  readonly html: string;
}

function splitHeadersAndBody(raw: string): [string, string] {
  const at = raw.indexOf("\r\n\r\n");
  return at === -1 ? [raw, ""] : [raw.slice(0, at), raw.slice(at + 4)];
}

function decodeWords(value: string): string {
  // Adjacent encoded words separated only by whitespace join without it (RFC 2047 6.2).
  const joined = value.replace(/(\?=)\s+(=\?)/g, "$1$2");
  return joined.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
    (_m, _charset, encoding: string, text: string) => {
      if (encoding.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
      const bytes = text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_x, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"));
    },
  );
}

export function parseHeaders(block: string): [string, string][] {
  const unfolded = block.replace(/\r\n(?=[ \t])/g, "");
  return unfolded
    .split("\r\n")
    .filter((line) => line.length > 0)
    .map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim())];
    });
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? "7bit").toLowerCase();
  if (e === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (e === "quoted-printable") {
    const soft = body.replace(/=\r\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      const c = soft[i] as string;
      if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
        bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(...Buffer.from(c, "utf8"));
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body;
}

const header = (headers: readonly (readonly [string, string])[], name: string) =>
  headers.find(([n]) => n === name)?.[1];

export function parseMime(raw: string): ParsedMail {
  const [head, body] = splitHeadersAndBody(raw);
  const headers = parseHeaders(head);
  const contentType = header(headers, "content-type") ?? "text/plain";
  const parts: { type: string; content: string }[] = [];
  const boundary = contentType.match(/boundary="?([^";]+)"?/)?.[1];
  if (boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith("--")) break;
      const [partHead, partBody] = splitHeadersAndBody(section.replace(/^\r\n/, ""));
      const partHeaders = parseHeaders(partHead);
      const type = (header(partHeaders, "content-type") ?? "text/plain").split(";")[0]?.trim() ?? "";
      parts.push({
        type,
        content: decodeBody(partBody.replace(/\r\n$/, ""), header(partHeaders, "content-transfer-encoding")),
      });
    }
  } else {
    parts.push({
      type: contentType.split(";")[0]?.trim() ?? "",
      content: decodeBody(body, header(headers, "content-transfer-encoding")),
    });
  }
  return {
    headers,
    subject: header(headers, "subject") ?? "",
    to: header(headers, "to") ?? "",
    text: parts.find((p) => p.type === "text/plain")?.content.replace(/\r\n/g, "\n") ?? "",
    html: parts.find((p) => p.type === "text/html")?.content.replace(/\r\n/g, "\n") ?? "",
  };
}
