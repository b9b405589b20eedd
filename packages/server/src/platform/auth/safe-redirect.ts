/**
 * Where a navigation may be sent back to: a URL of this site only (relative, or absolute on one of its own
 * origins), as a path, so a crafted `from_url` cannot make the server an open redirect. A token left in the
 * URL is dropped. Anything else goes home.
 */
export function sameOriginPath(fromUrl: unknown, ownOrigins: readonly string[]): string {
  const [base] = ownOrigins;
  if (typeof fromUrl !== "string" || fromUrl.length === 0 || fromUrl.length > 4096 || !base) return "/";
  // Backslashes and control characters let browsers read "/\evil.example" as another host.
  if (fromUrl.includes("\\") || [...fromUrl].some((c) => c.charCodeAt(0) < 0x20)) return "/";
  let url: URL;
  try {
    url = new URL(fromUrl, base);
  } catch {
    return "/";
  }
  if (!ownOrigins.includes(url.origin)) return "/";
  url.searchParams.delete("access_token");
  return `${url.pathname}${url.search}${url.hash}`;
}
