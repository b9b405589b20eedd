/** Schemes a link in an assistant reply may use; anything else (javascript:, data:, vbscript:) is inert. */
const allowedSchemes = new Set(["http:", "https:", "mailto:"]);

/**
 * The link target to render for a URL written by the model, or null when it must not be a link.
 * Site paths ("/FAQ") are kept: they can only lead to our own pages. Protocol-relative URLs ("//evil")
 * are external in disguise and are refused, as is anything that does not parse.
 */
export function safeHref(url: string): string | null {
  const value = url.trim();
  if (value === "") return null;
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) return value;
  try {
    const parsed = new URL(value);
    return allowedSchemes.has(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Whether a safe link leaves the site (and so opens in a new tab). */
export function isExternalHref(href: string): boolean {
  return !href.startsWith("/");
}
