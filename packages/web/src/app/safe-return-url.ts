/**
 * Where to send the browser after sign-in: the `from_url` it came from, with the new token appended as
 * the SDK expects (`?access_token=`). Only same-origin URLs are followed, so a crafted link cannot turn
 * the login page into an open redirect that hands a token to another site.
 */
// Coming back to a sign-in or sign-up form after signing in would be a loop; those go home.
const accountPages = new Set(["/login", "/register", "/forgot-password", "/reset-password"]);

export function returnUrlWithToken(fromUrl: string | null, origin: string, token: string): string {
  let target: URL;
  try {
    target = new URL(fromUrl || "/", origin);
  } catch {
    target = new URL("/", origin);
  }
  if (target.origin !== origin || accountPages.has(target.pathname)) target = new URL("/", origin);
  target.searchParams.set("access_token", token);
  return target.toString();
}
