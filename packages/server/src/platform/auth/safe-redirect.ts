/** Query parameters that carry a credential and must never be sent back in a Location. */
const credentialParams = ["access_token", "token"];

/**
 * True for a path of this site that no browser reads as another host: one leading slash, then neither a
 * second slash nor a backslash, and no control character, space or backslash anywhere (browsers drop tabs
 * and newlines and read `\` as `/`, so "/\t/evil.example" and "/\\evil.example" lead elsewhere).
 */
export function isLocalPath(path: string): boolean {
  return (
    path.startsWith("/") &&
    path[1] !== "/" &&
    !path.includes("\\") &&
    ![...path].some((c) => c.charCodeAt(0) <= 0x20 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f))
  );
}

/**
 * Where a navigation may be sent back to: a URL of this site only (relative, or absolute on one of its own
 * origins), as a path, so a crafted `from_url` cannot make the server an open redirect. The path is checked
 * after the URL parser has normalised it ("/.//evil.example" becomes "//evil.example"). A token left in the
 * URL is dropped. Anything else goes home.
 */
export function sameOriginPath(fromUrl: unknown, ownOrigins: readonly string[]): string {
  const [base] = ownOrigins;
  if (typeof fromUrl !== "string" || fromUrl.length === 0 || fromUrl.length > 4096 || !base) return "/";
  if (
    fromUrl.includes("\\") ||
    [...fromUrl].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  ) {
    return "/";
  }
  let url: URL;
  try {
    url = new URL(fromUrl, base);
  } catch {
    return "/";
  }
  if (!ownOrigins.includes(url.origin)) return "/";
  for (const name of credentialParams) url.searchParams.delete(name);
  const hash = new URLSearchParams(url.hash.slice(1)).has("access_token") ? "" : url.hash;
  const path = `${url.pathname}${url.search}${hash}`;
  return isLocalPath(path) ? path : "/";
}
