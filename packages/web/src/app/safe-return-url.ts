import { languageOfPath, localizedPath, splitLanguagePath } from "@ember/domain";
import { signInStateKey } from "../api/app-params.ts";

/**
 * Where to send the browser after sign-in: the `from_url` it came from, with the new token in the URL
 * fragment (`#access_token=…&state=…`). A fragment never reaches a server, a proxy's log or a Referer;
 * the page that opens reads it (app-params.ts) only when its state matches the one this tab stored just
 * before, and takes it out of the address bar. The page's own fragment rides along as `then`. Only
 * same-origin URLs are followed, so a crafted link cannot turn the login page into an open redirect that
 * hands a token to another site.
 */
// Coming back to a sign-in or sign-up form after signing in would be a loop; those go home.
const accountPages = new Set(["/login", "/register", "/forgot-password", "/reset-password"]);

export function returnUrlWithToken(
  fromUrl: string | null,
  origin: string,
  token: string,
  state: string,
): string {
  let target: URL;
  try {
    target = new URL(fromUrl || "/", origin);
  } catch {
    target = new URL("/", origin);
  }
  if (target.origin !== origin) target = new URL("/", origin);
  if (accountPages.has(splitLanguagePath(target.pathname).path))
    target = new URL(localizedPath(languageOfPath(target.pathname), "/"), origin);
  target.searchParams.delete("access_token");
  const fragment = new URLSearchParams({ access_token: token, state });
  const then = target.hash.replace(/^#/, "");
  if (then) fragment.set("then", then);
  target.hash = fragment.toString();
  return target.toString();
}

/** A fresh one-time value for the next sign-in redirect of this tab, stored where app-params.ts checks it. */
export function rememberSignInState(session: Pick<Storage, "setItem">): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  session.setItem(signInStateKey, state);
  return state;
}

/** Leaves the sign-in or sign-up page for where the visitor came from, signed in with `token`. */
export function returnSignedIn(fromUrl: string | null, token: string): void {
  window.location.assign(
    returnUrlWithToken(fromUrl, window.location.origin, token, rememberSignInState(window.sessionStorage)),
  );
}
