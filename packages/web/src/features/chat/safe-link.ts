/** Schemes a link in an assistant reply may use; anything else (javascript:, data:, http:) is inert text. */
const allowedSchemes = new Set(["https:", "mailto:", "tel:"]);

/**
 * Characters a browser drops or reinterprets while parsing a URL (tabs, newlines, other controls, the
 * backslash it reads as a slash), and spaces: "/\t/evil.example" is "//evil.example" to a browser, which
 * leaves the site. A link holding any of them is not a link.
 */
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    const control = code <= 0x20 || (code >= 0x7f && code <= 0x9f);
    const invisible = (code >= 0x200b && code <= 0x200f) || code === 0xfeff;
    if (control || invisible || char === "\\" || /\s/u.test(char)) return true;
  }
  return false;
}

const OWN_ORIGIN = "https://own-site.invalid";

/** A path on this site ("/FAQ", "/GetStarted#apply"), or null when a browser could read it as another site. */
function sitePath(value: string): string | null {
  // "//host" and "/\host" are network-path references: another site, in disguise.
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, OWN_ORIGIN);
  } catch {
    return null;
  }
  if (parsed.origin !== OWN_ORIGIN || parsed.pathname.startsWith("//")) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * The link target to render for a URL written by the model, or null when it must not be a link: a path
 * on this site, or an https, mailto or tel URL without a user name (https://ember.example@evil.example
 * reads as ours and leads elsewhere). Anything that does not parse is refused.
 */
export function safeHref(url: string): string | null {
  const value = url.trim();
  if (value === "" || hasUnsafeCharacter(value)) return null;
  if (value.startsWith("/")) return sitePath(value);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (!allowedSchemes.has(parsed.protocol)) return null;
  // Only the plain form: "https:evil.example" and "https:/evil.example" parse, but no person writes them.
  if (parsed.protocol === "https:" && !/^https:\/\/[^/]/i.test(value)) return null;
  if (parsed.username !== "" || parsed.password !== "") return null;
  return parsed.href;
}

/** Whether a safe link leaves the site (and so opens in a new tab). */
export function isExternalHref(href: string): boolean {
  return !href.startsWith("/");
}
