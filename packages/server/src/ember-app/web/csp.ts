import { createHash } from "node:crypto";

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const hasSrc = /(?:^|\s)src\s*=/i;

/**
 * A CSP source for each inline script of a page, so the prerendered pages' hydration scripts run without
 * 'unsafe-inline'. Hashed over the script text exactly as the browser will see it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(scriptElement)) {
    if (hasSrc.test(attributes)) continue;
    // The HTML parser turns CRLF and lone CR into LF before the script text exists; hash what it hashes.
    const normalized = text.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(normalized, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The site's policy. Scripts only from our origin or by hash, never eval. Styles may be inline because React
 * writes style attributes. connect-src 'self' also covers same-origin ws:/wss: (CSP level 3) for socket.io.
 * Only our own origin and the configured editors (EDITOR_ORIGINS) may frame the pages.
 */
export function cspDirectives(
  scriptHashes: readonly string[] = [],
  editorOrigins: readonly string[] = [],
): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "frame-ancestors": ["'self'", ...editorOrigins],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
}

export function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}
